import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BottomNav, CasinoIcon, HomeIcon, LiveIcon, SportsIcon, UserIcon } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { isSignedIn } from '../../stores/user';
import { inSection } from './Header';
import { useStores } from '../../stores';
import { usePreferences } from '../../stores/preferences';

/**
 * The phone's bottom navigation (the kit's BottomNav, shown below 720 px): home, sports, live, casino and the
 * player's account (sign-in for a guest). While it is on the page, `<html data-bottom-nav>` lets the phone's
 * coupon bar stand above it.
 */
export function PhoneNav({ lng }: { lng: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const returnUrl = new URLSearchParams({ returnUrl: `${pathname}${search}` }).toString();
  const user = useSnapshot(useStores().user);
  const signedIn = isSignedIn(user);
  const { sportsOnly } = usePreferences().toggles;
  useEffect(() => {
    document.documentElement.dataset.bottomNav = '';
    return () => {
      delete document.documentElement.dataset.bottomNav;
    };
  }, []);
  return (
    <BottomNav
      label={t('header.phoneNav')}
      linkComponent={RouterLink}
      items={[
        {
          key: 'home',
          href: `/${lng}`,
          label: t('header.nav.home'),
          icon: <HomeIcon />,
          current: pathname === `/${lng}` || pathname === `/${lng}/`,
        },
        {
          key: 'sports',
          href: `/${lng}/line`,
          label: t('header.nav.sports'),
          icon: <SportsIcon />,
          current: inSection(pathname, lng, 'line'),
        },
        {
          key: 'live',
          href: `/${lng}/live`,
          label: t('header.nav.live'),
          icon: <LiveIcon />,
          current: inSection(pathname, lng, 'live'),
        },
        // Not for a player who asked for sports only (office settings).
        ...(sportsOnly
          ? []
          : [
              {
                key: 'casino',
                href: `/${lng}/casino`,
                label: t('header.nav.casino'),
                icon: <CasinoIcon />,
                current: inSection(pathname, lng, 'casino'),
              },
            ]),
        signedIn
          ? {
              key: 'account',
              href: `/${lng}/office/account`,
              label: t('header.nav.account'),
              icon: <UserIcon />,
              current: inSection(pathname, lng, 'office'),
            }
          : {
              key: 'signIn',
              href: `/${lng}/user/login?${returnUrl}`,
              label: t('header.signIn'),
              icon: <UserIcon />,
              current: inSection(pathname, lng, 'user/login'),
            },
      ]}
    />
  );
}

import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppHeader, BrandLogo } from '@betline/ui';
import { useBrandName } from '../../app/brand';
import { RouterLink } from '../../lib/RouterLink';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { AccountControls } from './AccountControls';
import { usePreferences } from '../../stores/preferences';

/** Sections of the product (SPEC §2 main layout). */
export const SECTIONS = [
  { key: 'sports', path: 'line' },
  { key: 'live', path: 'live' },
  { key: 'casino', path: 'casino' },
  { key: 'promotions', path: 'promotions' },
] as const;

/** The sections a player sees: without the casino when they asked for sports only (office settings). */
export function shownSections(sportsOnly: boolean) {
  return sportsOnly ? SECTIONS.filter((section) => section.key !== 'casino') : SECTIONS;
}

/** Whether `pathname` is the section's page or inside it. */
export function inSection(pathname: string, lng: string, path: string): boolean {
  const base = `/${lng}/${path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The main layout's header: the kit's AppHeader with the brand's logo, the sections and the app's controls. */
export function Header({ lng }: { lng: string }) {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { pathname } = useLocation();
  const { sportsOnly } = usePreferences().toggles;
  return (
    <AppHeader
      logo={<BrandLogo name={brand} />}
      homeHref={`/${lng}`}
      homeLabel={t('header.homeLink', { brand })}
      navLabel={t('header.mainNav')}
      navItems={shownSections(sportsOnly).map((section) => ({
        key: section.key,
        href: `/${lng}/${section.path}`,
        label: t(`header.nav.${section.key}`),
        current: inSection(pathname, lng, section.path),
      }))}
      controls={
        <>
          <LanguageSwitch />
          <ThemeSwitch />
        </>
      }
      account={<AccountControls lng={lng} />}
      linkComponent={RouterLink}
    />
  );
}

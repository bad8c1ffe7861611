import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { fn } from 'storybook/test';
import { vars } from '@betline/tokens';
import {
  CasinoIcon,
  CouponIcon,
  HomeIcon,
  LiveIcon,
  SportsIcon,
  type AppHeaderNavItem,
  type BottomNavItem,
  type SideMenuSection,
  type SiteFooterLinkGroup,
} from '@betline/ui';

/** Called with the address of every `DemoLink` activated (what a router would navigate to). */
export const navigate = fn().mockName('navigate');

/**
 * The stories' router link: an `<a>` with the real address that does not leave the story when activated
 * (as a router link handles the click itself) but reports it to `navigate`. Its `onClick` still runs (the
 * side menu closes on it).
 */
export function DemoLink({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A box that holds fixed elements (the bottom navigation, the floating support button): its transform makes
 * it their containing block, so they sit at its bottom instead of the page's (one per story on the docs page,
 * one per pane side by side).
 */
export function FixedFrame({ children, height = 6 }: { children: ReactNode; height?: number }) {
  return (
    <div
      data-fixed-frame=""
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        minHeight: `calc(${vars.size.control.lg} * ${height})`,
        border: `${vars.borderWidth.default} dashed ${vars.borderColor.muted}`,
        borderRadius: vars.radius.md,
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}

/** A phone-sized viewport for the story test and the Storybook toolbar (the bottom bar shows below 720 px). */
export const phoneViewport = { viewport: { value: 'mobile2', isRotated: false } } as const;

const SECTIONS = ['sports', 'live', 'casino', 'promotions'] as const;

/** The header's sections (the app's: line, live, casino, promotions); `current` marks one. */
export function headerItems(t: TFunction, current?: string, long = false): AppHeaderNavItem[] {
  return SECTIONS.map((key) => ({
    key,
    href: `#/en/${key === 'sports' ? 'line' : key}`,
    label: t(long ? `navigation.long.${key}` : `navigation.sections.${key}`),
    current: key === current,
  }));
}

/** The bottom navigation of a phone: home, sports, live, casino and the bet slip (a button with a count). */
export function bottomItems(
  t: TFunction,
  {
    current = 'home',
    picks = 0,
    long = false,
    onCoupon,
  }: { current?: string; picks?: number; long?: boolean; onCoupon?: () => void } = {},
): BottomNavItem[] {
  return [
    {
      key: 'home',
      href: '#/en',
      label: t(long ? 'navigation.bottom.longHome' : 'navigation.bottom.home'),
      icon: <HomeIcon />,
    },
    { key: 'sports', href: '#/en/line', label: t('navigation.bottom.sports'), icon: <SportsIcon /> },
    { key: 'live', href: '#/en/live', label: t('navigation.bottom.live'), icon: <LiveIcon /> },
    { key: 'casino', href: '#/en/casino', label: t('navigation.bottom.casino'), icon: <CasinoIcon /> },
    {
      key: 'coupon',
      onClick: onCoupon,
      label: t(long ? 'navigation.bottom.longCoupon' : 'navigation.bottom.coupon'),
      icon: <CouponIcon />,
      badge: picks,
      badgeLabel: picks > 0 ? t('navigation.bottom.selections', { count: picks }) : undefined,
    },
  ].map((item) => ({ ...item, current: item.key === current }));
}

/** The side menu's sections: sports with event counts, casino, and the account. */
export function menuSections(t: TFunction, current = 'football'): SideMenuSection[] {
  const item = (key: string, href: string, icon?: ReactNode, count?: number) => ({
    key,
    href,
    label: t(`navigation.menu.${key}`),
    icon,
    count,
    current: key === current,
  });
  return [
    {
      title: t('navigation.menu.sports'),
      items: [
        item('football', '#/en/line/football', <SportsIcon />, 1240),
        item('tennis', '#/en/line/tennis', <SportsIcon />, 312),
        item('basketball', '#/en/line/basketball', <SportsIcon />, 95),
      ],
    },
    {
      title: t('navigation.menu.casino'),
      items: [
        item('slots', '#/en/slots', <CasinoIcon />),
        item('liveCasino', '#/en/live-casino', <LiveIcon />),
      ],
    },
    {
      title: t('navigation.menu.account'),
      items: [
        item('history', '#/en/office/history'),
        item('settings', '#/en/office/settings'),
        item('help', '#/en/faq'),
      ],
    },
  ];
}

/** The footer's link groups. */
export function footerGroups(t: TFunction): SiteFooterLinkGroup[] {
  return [
    {
      title: t('navigation.footer.information'),
      links: [
        { href: '#/en/information/rules', label: t('navigation.footer.rules') },
        { href: '#/en/information/contacts', label: t('navigation.footer.contacts') },
        { href: '#/en/information/privacy', label: t('navigation.footer.privacy') },
      ],
    },
    {
      title: t('navigation.footer.help'),
      links: [
        { href: '#/en/faq', label: t('navigation.footer.faq') },
        { href: '#/en/responsible-gaming', label: t('navigation.footer.responsible') },
      ],
    },
  ];
}

/** The breadcrumb trail down to a match; `depth` cuts it shorter. */
export function crumbs(t: TFunction, depth = 6) {
  const trail = [
    { href: '#/en', label: t('navigation.crumbs.home') },
    { href: '#/en/line', label: t('navigation.crumbs.sports') },
    { href: '#/en/line/football', label: t('navigation.crumbs.football') },
    { href: '#/en/line/football/england', label: t('navigation.crumbs.england') },
    { href: '#/en/line/football/england/premier-league', label: t('navigation.crumbs.league') },
    { label: t('navigation.crumbs.match') },
  ];
  const cut = trail.slice(0, depth);
  const last = cut[cut.length - 1];
  return last ? [...cut.slice(0, -1), { label: last.label }] : cut;
}

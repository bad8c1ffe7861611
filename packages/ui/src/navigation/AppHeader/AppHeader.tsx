import type { ElementType, ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { BrandLogo } from '../BrandLogo';
import { Account, Bar, Controls, HomeLink, Inner, Menu, Nav, NavItem } from './AppHeader.styles';

/** A section of the product in the header's navigation. */
export interface AppHeaderNavItem {
  /** A stable key (the section's id). */
  key: string;
  /** The section's page. */
  href: string;
  /** The translated section name (the link's text and name). */
  label: string;
  /** The page shown is this section (or inside it): the link gets aria-current="page" and is highlighted. */
  current?: boolean;
}

export interface AppHeaderProps {
  /** The logo inside the home link: the Betline wordmark by default (pass a partner's `BrandLogo`). */
  logo?: ReactNode;
  /** The home page's address (the logo links there). */
  homeHref: string;
  /** The home link's accessible name (the logo is decorative): "Betline, home page". Default "Home page". */
  homeLabel?: string;
  /** The product's sections, as links in the main navigation. None: no navigation is rendered. */
  navItems?: readonly AppHeaderNavItem[];
  /** The main navigation's accessible name. Default "Main navigation". */
  navLabel?: string;
  /** The settings corner: language and theme switches. */
  controls?: ReactNode;
  /** The player corner: balance and menu for a player, sign-in and registration for a guest. */
  account?: ReactNode;
  /** A control before the logo: the button (MenuIcon) that opens the `SideMenu`. */
  menu?: ReactNode;
  /** An accessible name for the banner (none by default: a page has one banner). */
  label?: string;
  /**
   * The link element of the home link and the sections: `a` by default. It receives `href`, `className`,
   * `children` and `aria-*` (`aria-current` of the current section); the app passes its router's link.
   */
  linkComponent?: ElementType;
}

/**
 * The page's sticky banner: the logo linking home, the sections as the main navigation (the current one
 * marked), the language and theme controls and the player corner. On a phone (below 720 px) it has two
 * rows: logo and account, then the sections (wrapping, never cut) and the controls.
 */
export function AppHeader({
  logo,
  homeHref,
  homeLabel,
  navItems = [],
  navLabel,
  controls,
  account,
  menu,
  label,
  linkComponent = 'a',
}: AppHeaderProps) {
  const { t } = useUiTranslation();
  return (
    <Bar aria-label={label}>
      <Inner $withMenu={menu !== undefined && menu !== null}>
        {menu !== undefined && menu !== null && <Menu>{menu}</Menu>}
        {/* Named by hidden text, not aria-label: a partner logo's letters are visible text too (label in name). */}
        <HomeLink as={linkComponent} href={homeHref}>
          {logo ?? <BrandLogo />}
          <VisuallyHidden>{homeLabel ?? t('nav.home')}</VisuallyHidden>
        </HomeLink>
        {navItems.length > 0 && (
          <Nav aria-label={navLabel ?? t('nav.mainNav')}>
            <ul>
              {navItems.map((item) => (
                <li key={item.key}>
                  <NavItem
                    as={linkComponent}
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                  >
                    {item.label}
                  </NavItem>
                </li>
              ))}
            </ul>
          </Nav>
        )}
        <Controls>{controls}</Controls>
        <Account>{account}</Account>
      </Inner>
    </Bar>
  );
}

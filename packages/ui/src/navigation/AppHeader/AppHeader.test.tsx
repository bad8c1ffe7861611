import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BrandLogo } from '../BrandLogo';
import { AppHeader, type AppHeaderNavItem } from './AppHeader';

const sections: AppHeaderNavItem[] = [
  { key: 'sports', href: '/en/line', label: 'Sports' },
  { key: 'live', href: '/en/live', label: 'Live', current: true },
  { key: 'casino', href: '/en/casino', label: 'Casino' },
  { key: 'promotions', href: '/en/promotions', label: 'Promotions' },
];

describe('AppHeader', () => {
  it('is a banner: the home link named by homeLabel, the sections in the main navigation, the current one marked', async () => {
    const { container } = render(
      <AppHeader
        homeHref="/en"
        homeLabel="Betline, home page"
        navItems={sections}
        controls={<button type="button">Language</button>}
        account={<a href="/en/user/login">Sign in</a>}
      />,
    );
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Betline, home page' });
    expect(home).toHaveAttribute('href', '/en');
    // The wordmark inside is decorative: the link carries the name.
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Sports', 'Live', 'Casino', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sports' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    expect(within(banner).getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('the sections wrap instead of scrolling: no section name is cut at the screen edge on a phone', () => {
    render(<AppHeader homeHref="/en" navItems={sections} />);
    const list = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('list');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    // The navigation's own rules (the document holds the styles of every test of the file).
    const own = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selector]) =>
      selector!.includes(`.${list.parentElement!.classList[1]!}`),
    );
    expect(own.find(([, selector]) => selector!.includes(' ul'))?.[2]).toContain('flex-wrap:wrap');
    expect(own.map(([, , body]) => body).join(';')).not.toMatch(/overflow-x:auto|text-overflow:ellipsis/);
  });

  it('keyboard order: menu, home, sections, controls, account', async () => {
    const user = userEvent.setup();
    render(
      <AppHeader
        menu={<button type="button">Menu</button>}
        homeHref="/"
        navItems={sections.slice(0, 2)}
        controls={<button type="button">Theme</button>}
        account={<button type="button">Sign in</button>}
      />,
    );
    const order = ['Menu', 'Home page', 'Sports', 'Live', 'Theme', 'Sign in'];
    for (const name of order) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
  });

  it('renders links with the link component (aria-current passed to it), a partner logo and no navigation without items', () => {
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={`/app${href ?? ''}`} {...rest}>
        {children}
      </a>
    );
    const { rerender } = render(
      <AppHeader
        homeHref="/"
        navItems={sections}
        linkComponent={RouterLink}
        logo={<BrandLogo name="Aurora" />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/app/');
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toHaveTextContent('Aurora');
    rerender(<AppHeader homeHref="/" label="Site header" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('banner', { name: 'Site header' })).toBeInTheDocument();
  });
});

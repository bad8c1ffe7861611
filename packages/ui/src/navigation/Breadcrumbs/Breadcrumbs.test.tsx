import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { href: '/en', label: 'Home' },
  { href: '/en/line', label: 'Sports' },
  { href: '/en/line/football', label: 'Football' },
  { label: 'Premier League' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation with an ordered list; the last item is the current page, not a link', async () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Sports', 'Football']);
    expect(within(nav).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/en/line');
    const current = within(nav).getByText('Premier League');
    expect(current.closest('a')).toBeNull();
    expect(current).toHaveAttribute('aria-current', 'page');
    // Separators are hidden from screen readers: the list reads the page names only.
    expect(nav.querySelectorAll('li > [aria-hidden="true"]')).toHaveLength(3);
    expect(list).toHaveTextContent('HomeSportsFootballPremier League');
    await expectNoAxeViolations(container);
  });

  it('marks the middle crumbs (which truncate first on a phone) and uses the link component', () => {
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={href} {...rest}>
        {children}
      </a>
    );
    render(<Breadcrumbs items={trail} label="You are here" linkComponent={RouterLink} />);
    const items = within(screen.getByRole('navigation', { name: 'You are here' })).getAllByRole('listitem');
    expect(items.map((i) => i.hasAttribute('data-middle'))).toEqual([false, true, true, false]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router-link');
  });
});

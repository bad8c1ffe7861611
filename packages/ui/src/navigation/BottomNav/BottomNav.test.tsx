import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CasinoIcon } from '../../icons/CasinoIcon';
import { CouponIcon } from '../../icons/CouponIcon';
import { HomeIcon } from '../../icons/HomeIcon';
import { BottomNav, type BottomNavItem } from './BottomNav';

const items = (onCoupon = () => {}, picks = 0): BottomNavItem[] => [
  { key: 'home', href: '/en', label: 'Home', icon: <HomeIcon />, current: true },
  { key: 'casino', href: '/en/casino', label: 'Casino', icon: <CasinoIcon /> },
  { key: 'coupon', onClick: onCoupon, label: 'Bet slip', icon: <CouponIcon />, badge: picks },
];

describe('BottomNav', () => {
  it('is a named navigation of links and buttons; the current item has aria-current', async () => {
    const { container } = render(<BottomNav items={items()} />);
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/en');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Casino' })).not.toHaveAttribute('aria-current');
    // No count: no badge.
    const coupon = within(nav).getByRole('button', { name: 'Bet slip' });
    expect(coupon).toHaveAttribute('type', 'button');
    expect(coupon.textContent).toBe('Bet slip');
    // Icons are decorative.
    expect(nav.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    // The spacer that keeps the bar's height free is hidden from assistive technology.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('shows a count on the icon and announces it in the name (99+ above 99)', async () => {
    const { container, rerender } = render(<BottomNav items={items(undefined, 3)} />);
    const coupon = screen.getByRole('button', { name: 'Bet slip, 3 items' });
    expect(coupon).toHaveTextContent('3');
    rerender(
      <BottomNav
        items={items(undefined, 1).map((i) => (i.key === 'coupon' ? { ...i, badgeLabel: '1 selection' } : i))}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bet slip, 1 selection' })).toBeInTheDocument();
    rerender(<BottomNav items={items(undefined, 120)} />);
    expect(screen.getByRole('button', { name: 'Bet slip, 120 items' })).toHaveTextContent('99+');
    await expectNoAxeViolations(container);
  });

  it('activates items with the keyboard and renders links with the link component', async () => {
    const user = userEvent.setup();
    const onCoupon = vi.fn();
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={href} {...rest}>
        {children}
      </a>
    );
    render(<BottomNav items={items(onCoupon, 2)} linkComponent={RouterLink} label="Mobile navigation" />);
    expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router-link');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bet slip, 2 items' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCoupon).toHaveBeenCalledTimes(1);
  });

  it('shows a long label whole (it wraps onto a second line, never cut with an ellipsis)', () => {
    render(
      <BottomNav
        items={[{ key: 'signIn', href: '/es/user/login', label: 'Iniciar sesión', icon: <HomeIcon /> }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Iniciar sesión' });
    const label = [...link.querySelectorAll('span')].find((span) => span.textContent === 'Iniciar sesión')!;
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    // The label's own rules (the document holds the styles of every test of the file).
    const own = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter(([selector]) => selector!.includes(`.${label.classList[1]!}`))
      .map(([, , body]) => body)
      .join(';');
    expect(own).toContain('text-align:center');
    expect(own).not.toMatch(/text-overflow:ellipsis|white-space:nowrap/);
  });
});

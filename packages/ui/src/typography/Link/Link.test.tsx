import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its text as the name, underlined and reachable by keyboard', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/rules">betting rules</Link> first.
      </p>,
    );
    const link = screen.getByRole('link', { name: 'betting rules' });
    expect(link).toHaveAttribute('href', '/rules');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('data-tone', 'default');
    expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('opens another site in a new tab safely and says so', async () => {
    const { container } = render(
      <Link href="https://www.begambleaware.org" external>
        BeGambleAware
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'BeGambleAware (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('keeps its own rel and target when external even if others are passed', () => {
    render(
      <Link href="https://example.com" external rel="opener" target="_self">
        Example
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Example/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('underlines only on hover with underline="hover", in each tone', () => {
    const { rerender } = render(
      <Link href="/all" tone="accent" underline="hover">
        See all
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'See all' });
    expect(getComputedStyle(link).textDecorationLine).toBe('none');
    expect(link).toHaveAttribute('data-tone', 'accent');
    rerender(
      <Link href="/all" tone="muted">
        See all
      </Link>,
    );
    expect(link).toHaveAttribute('data-tone', 'muted');
  });

  it('renders with the given link component (the router link) and passes other props', () => {
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={`/app${href ?? ''}`} {...rest}>
        {children}
      </a>
    );
    render(
      <Link href="/promotions" linkComponent={RouterLink} aria-current="page">
        Promotions
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveAttribute('href', '/app/promotions');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

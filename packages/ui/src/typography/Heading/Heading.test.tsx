import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the element of its level', async () => {
    const { container } = render(
      <div>
        <Heading level={1}>Sports</Heading>
        <Heading level={2}>Football</Heading>
        <Heading level={3}>England</Heading>
        <Heading level={4}>Premier League</Heading>
        <Heading level={5}>Matchday 12</Heading>
        <Heading level={6}>Markets</Heading>
      </div>,
    );
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(screen.getByRole('heading', { level })).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });

  it('sizes independently of the level', () => {
    render(
      <Heading level={2} size="sm">
        Coupon
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Coupon' }).tagName).toBe('H2');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('font-size:var(--fontSize-lg)');
  });
});

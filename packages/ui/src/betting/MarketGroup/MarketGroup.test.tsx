import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { MarketData } from '../types';
import { MarketGroup } from './MarketGroup';

const totals: MarketData = {
  id: 'total',
  name: 'Total goals',
  layout: 'totals',
  lines: [
    {
      line: '2.5',
      over: { id: 'o25', label: 'Over', coef: 1.9 },
      under: { id: 'u25', label: 'Under', coef: 1.95 },
    },
    {
      line: '3.5',
      over: { id: 'o35', label: 'Over', coef: 2.8 },
      under: { id: 'u35', label: 'Under', coef: 1.4 },
    },
  ],
};

describe('MarketGroup', () => {
  it('collapses and expands by keyboard (aria-expanded) and lays totals out as lines', async () => {
    const onToggle = vi.fn();
    const { container } = render(
      <MarketGroup market={totals} coefViewId={0} selectedIds={['u35']} onToggle={onToggle} />,
    );
    const toggle = screen.getByRole('button', { name: 'Total goals' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Over 1.90, Total goals: Over 2.5' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Under 1.40, Total goals: Under 3.5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Under 1.95, Total goals: Under 2.5' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'u25' }), totals);
    await expectNoAxeViolations(container);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Over 2.5/ })).toBeNull();
  });

  it('a correct-score grid shows every score', () => {
    const scores = ['1:0', '0:0', '0:1', '2:1', '1:1', '1:2'];
    render(
      <MarketGroup
        coefViewId={0}
        market={{
          id: 'cs',
          name: 'Correct score',
          layout: 'correctScore',
          outcomes: scores.map((s, i) => ({ id: s, label: s, coef: 6 + i })),
        }}
      />,
    );
    for (const s of scores) expect(screen.getByRole('button', { name: new RegExp(`^${s} `) })).toBeVisible();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ActivityChart } from './ActivityChart';

const days = [
  { date: '2026-11-21', deposits: 5000, stakes: 3000, net: -1000 },
  { date: '2026-11-22', deposits: 0, stakes: 4000, net: 2500 },
];

describe('ActivityChart', () => {
  it('is one image with a spoken summary of the totals, and a table with every figure', async () => {
    const user = userEvent.setup();
    const { container } = render(<ActivityChart days={days} currency="EUR" />);
    expect(screen.getByRole('figure', { name: 'Activity by day' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '2 days: deposits €50.00, stakes €70.00, net position €15.00.',
    );
    await user.click(screen.getByText('Show the figures as a table'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateDepositsStakesNet position',
      'Nov 21€50.00€30.00-€10.00',
      'Nov 22€0.00€40.00€25.00',
    ]);
    await expectNoAxeViolations(container);
  });

  it('draws losses below the baseline and gains above it', () => {
    const { container } = render(<ActivityChart days={days} currency="EUR" />);
    const rects = container.querySelectorAll('rect');
    expect(rects).toHaveLength(6);
    const baseline = Number(container.querySelector('line')!.getAttribute('y1'));
    const loss = rects[2]!;
    const gain = rects[5]!;
    expect(Number(loss.getAttribute('y'))).toBe(baseline);
    expect(Number(gain.getAttribute('y')) + Number(gain.getAttribute('height'))).toBeCloseTo(baseline);
  });

  it('says so when there is no activity', () => {
    render(<ActivityChart days={[]} currency="EUR" />);
    expect(screen.getByText('No activity in this period')).toBeInTheDocument();
  });
});

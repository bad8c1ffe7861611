import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { KenoPaytable } from './KenoPaytable';

const FIVE = { 3: 5_434, 4: 15_000, 5: 500_000 };

describe('KenoPaytable', () => {
  it('lists the paying hits for the pick count, most hits first, with amounts for a stake', async () => {
    const { container } = render(<KenoPaytable pays={FIVE} picks={5} stake={200} currency="EUR" />);
    const table = screen.getByRole('table', { name: 'Pays for 5 picks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['5500×€1,000.00', '415×€30.00', '35.434×€10.87']);
    await expectNoAxeViolations(container);
  });

  it('marks the row of the hits just drawn', () => {
    render(<KenoPaytable pays={FIVE} picks={5} hits={4} />);
    const current = screen.getByRole('row', { name: /your hits/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByRole('rowheader')).toHaveTextContent('4 your hits');
  });

  it('asks for picks when none are made', () => {
    render(<KenoPaytable pays={{}} picks={0} />);
    expect(screen.getByText('Pick numbers to see what they pay.')).toBeInTheDocument();
  });
});

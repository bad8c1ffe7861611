import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SlotPaytable } from './SlotPaytable';

const PAYS = {
  WILD: [50_000, 250_000, 900_000],
  SEVEN: [25_000, 100_000, 500_000],
  CHERRY: [1_485, 6_000, 25_000],
} as const;
const SCATTER = [5_000, 20_000, 100_000] as const;

describe('SlotPaytable', () => {
  it('shows the pays passed in as multipliers, symbol by run length', async () => {
    const { container } = render(<SlotPaytable pays={PAYS} scatterPays={SCATTER} />);
    const table = screen.getByRole('table', { name: 'Paytable' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Symbol', '3 in a row', '4 in a row', '5 in a row']);
    const cherry = within(table).getByRole('row', { name: /Cherry/ });
    expect(
      within(cherry)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1.485×', '6×', '25×']);
    const scatter = within(table).getByRole('row', { name: /Scatter/ });
    expect(
      within(scatter)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['5×', '20×', '100×']);
    expect(table).toHaveAccessibleDescription(/multiples of the line stake/);
    await expectNoAxeViolations(container);
  });

  it('shows amounts for a line stake and a total stake', () => {
    render(<SlotPaytable pays={PAYS} scatterPays={SCATTER} lineStake={100} stake={1000} currency="EUR" />);
    const cherry = screen.getByRole('row', { name: /Cherry/ });
    expect(
      within(cherry)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['€1.49', '€6.00', '€25.00']);
    const scatter = screen.getByRole('row', { name: /Scatter/ });
    expect(within(scatter).getAllByRole('cell')[0]).toHaveTextContent('€50.00');
  });
});

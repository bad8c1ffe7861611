import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ScratchCard } from './ScratchCard';
import { BONUS_SYMBOLS } from './symbols';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
// The engine's prizes per symbol (LOTTERY_SYMBOL_PRIZES) for a unit of €1.00.
const PRIZES = ['€0.50', '€1.00', '€2.00', '€5.00', '€10.00', '€50.00'];
// Three bells (4) at cells 1, 4 and 8; no other symbol more than twice.
const WIN_CARD = [4, 0, 2, 4, 1, 0, 3, 4, 1];
const LOSS_CARD = [0, 2, 1, 5, 3, 0, 2, 5, 1];
const none = () => Array<boolean>(9).fill(false);
const all = () => Array<boolean>(9).fill(true);

/** The app's part: it uncovers what the player scratches. */
function Scratching({ cells = WIN_CARD, winning = 4, onScratch = vi.fn(), withRevealAll = false }) {
  const [revealed, setRevealed] = useState(none);
  return (
    <ScratchCard
      cells={cells}
      revealed={revealed}
      winning={winning}
      prizes={PRIZES}
      onScratch={(i) => {
        onScratch(i);
        setRevealed((r) => r.map((v, k) => v || k === i));
      }}
      onRevealAll={withRevealAll ? () => setRevealed(all()) : undefined}
    />
  );
}

describe('ScratchCard', () => {
  it('maps the bonus symbols 0..5 to slot symbols', () => {
    expect(BONUS_SYMBOLS).toEqual(['CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'BELL', 'SEVEN']);
  });

  it('covers nine cells with named buttons and lists the prizes', async () => {
    const { container } = render(
      <ScratchCard cells={WIN_CARD} revealed={none()} winning={4} prizes={PRIZES} onScratch={vi.fn()} />,
    );
    const card = screen.getByRole('list', { name: 'Scratch card' });
    expect(card).toHaveAccessibleDescription('9 cells left to scratch');
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(9);
    expect(buttons[2]).toHaveAccessibleName('Scratch cell 3');
    // Nothing under the foil is in the page before it is scratched.
    expect(card.querySelector('[data-symbol]')).toBeNull();
    const legend = screen.getByRole('table', { name: 'Prizes' });
    expect(
      within(legend)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Three cherries€0.50',
      'Three lemons€1.00',
      'Three oranges€2.00',
      'Three plums€5.00',
      'Three bells€10.00',
      'Three sevens€50.00',
    ]);
    await expectNoAxeViolations(container);
  });

  it('uncovers a scratched cell, names its symbol and keeps the focus there', async () => {
    const onScratch = vi.fn();
    render(<Scratching onScratch={onScratch} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Scratch cell 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onScratch).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: 'Scratch cell 2' })).toBeNull();
    const cell = screen.getByText('Cell 2: Cherry').parentElement!;
    expect(cell).toHaveFocus();
    expect(cell.querySelector('svg[data-symbol="CHERRY"]')).not.toBeNull();
    expect(screen.getByText('8 cells left to scratch')).toBeInTheDocument();
    // Tab goes on to the next covered cell.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Scratch cell 3' })).toHaveFocus();
  });

  it('when all is uncovered, rings and checks the three winning cells and says and announces the win', async () => {
    const { container } = render(<Scratching />);
    for (let n = 1; n <= 9; n++) {
      await userEvent.click(screen.getByRole('button', { name: `Scratch cell ${n}` }));
    }
    expect(screen.getByText('Three bells: you win €10.00')).toBeInTheDocument();
    await waitFor(() => expect(polite()).toHaveTextContent('Three bells: you win €10.00'));
    const wins = [...container.querySelectorAll('[data-win]')].filter((el) => el.tagName !== 'TR');
    expect(wins.map((el) => el.textContent)).toEqual([
      'Cell 1: Bell, winning',
      'Cell 4: Bell, winning',
      'Cell 8: Bell, winning',
    ]);
    for (const el of wins) expect(el.querySelector('svg polyline')).not.toBeNull(); // the check mark
    expect(screen.getByText('Cell 2: Cherry').parentElement).toHaveAttribute('data-dim');
    expect(screen.getByRole('rowheader', { name: 'Three bells, winning' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('uncovers all at once and says when there are no three alike', async () => {
    render(<Scratching cells={LOSS_CARD} winning={-1} withRevealAll />);
    await userEvent.click(screen.getByRole('button', { name: 'Scratch cell 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uncover all' }));
    expect(screen.queryByRole('button', { name: 'Uncover all' })).toBeNull();
    expect(screen.getByText('No three alike')).toBeInTheDocument();
    // The focus goes to the first cell the button uncovered.
    expect(screen.getByText('Cell 1: Cherry').parentElement).toHaveFocus();
    await waitFor(() => expect(polite()).toHaveTextContent('No three alike'));
    expect(document.querySelector('[data-win]')).toBeNull();
  });

  it('before the deal, and when disabled, the cells are covered and scratch nothing', async () => {
    const onScratch = vi.fn();
    const { rerender } = render(
      <ScratchCard cells={null} revealed={[]} winning={-1} prizes={PRIZES} onScratch={onScratch} />,
    );
    expect(screen.getByRole('list', { name: 'Scratch card' })).toHaveAccessibleDescription(
      'Waiting for the card',
    );
    const first = screen.getByRole('button', { name: 'Scratch cell 1' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(first);
    rerender(
      <ScratchCard
        cells={WIN_CARD}
        revealed={none()}
        winning={4}
        prizes={PRIZES}
        disabled
        onScratch={onScratch}
        onRevealAll={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scratch cell 1' }));
    expect(onScratch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Uncover all' })).toBeDisabled();
  });
});

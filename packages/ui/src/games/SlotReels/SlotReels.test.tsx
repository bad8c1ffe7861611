import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { SlotSymbol } from '../SlotSymbol';
import { SlotReels, type SlotLineWin, type SlotScatterWin } from './SlotReels';

// window[reel][row], as the engine reports it
const WINDOW: SlotSymbol[][] = [
  ['LEMON', 'CHERRY', 'BELL'],
  ['SEVEN', 'CHERRY', 'PLUM'],
  ['ORANGE', 'WILD', 'SCATTER'],
  ['BAR', 'LEMON', 'SCATTER'],
  ['SCATTER', 'PLUM', 'BELL'],
];
const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
const LINE_WINS: SlotLineWin[] = [
  {
    line: 1,
    symbol: 'CHERRY',
    count: 3,
    cells: [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    symbols: ['CHERRY', 'CHERRY', 'WILD'],
    multiplier: 1485,
    win: 149,
  },
  {
    line: 10,
    symbol: 'CHERRY',
    count: 3,
    cells: [
      [0, 1],
      [1, 0],
      [2, 1],
    ],
    win: 101,
  },
];
const SCATTER: SlotScatterWin = {
  count: 3,
  cells: [
    [2, 2],
    [3, 2],
    [4, 0],
  ],
  multiplier: 5000,
  win: 1000,
};

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

describe('SlotReels', { timeout: 30_000 }, () => {
  it('exposes the window reel by reel with the symbol names', () => {
    render(<SlotReels window={WINDOW} status="idle" currency="EUR" />);
    const reels = within(screen.getByRole('group', { name: 'Reels' })).getAllByRole('list');
    expect(reels).toHaveLength(5);
    expect(reels[0]).toHaveAccessibleName('Reel 1');
    expect(
      within(reels[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lemon', 'Cherry', 'Bell']);
    expect(screen.getByText('Good luck!')).toBeInTheDocument();
  });

  it('while spinning the reels are busy and say so', () => {
    render(<SlotReels window={WINDOW} status="spinning" currency="EUR" />);
    expect(screen.getByRole('group', { name: 'Reels' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Spinning…')).toBeInTheDocument();
    // the filler symbols of the turning strip are hidden from assistive technology
    expect(within(screen.getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('announces the result once when the reels stop: win on lines and scatters', async () => {
    const { rerender } = render(<SlotReels window={WINDOW} status="spinning" currency="EUR" />);
    rerender(
      <SlotReels
        window={WINDOW}
        status="win"
        lineWins={LINE_WINS}
        scatterWin={SCATTER}
        payout={1250}
        paylines={PAYLINES}
        currency="EUR"
      />,
    );
    await waitFor(() => expect(polite()).toHaveTextContent('Win €12.50 on 2 lines and 3 scatters'));
    expect(screen.getByText('€12.50')).toBeInTheDocument();
  });

  it('announces "No win" after a losing spin', async () => {
    const { rerender } = render(<SlotReels window={WINDOW} status="spinning" currency="EUR" />);
    rerender(<SlotReels window={WINDOW} status="loss" currency="EUR" />);
    await waitFor(() => expect(polite()).toHaveTextContent('No win'));
    expect(screen.getByText('No win', { selector: 'span' })).toBeInTheDocument();
  });

  it('lists the win lines, marks their cells and draws each line; a line can be shown alone', async () => {
    const onHighlight = vi.fn();
    const { container } = render(
      <SlotReels
        window={WINDOW}
        status="win"
        lineWins={LINE_WINS}
        paylines={PAYLINES}
        formatAmount={(minor) => `${(minor / 100).toFixed(2)} FUN`}
        onHighlightLineChange={onHighlight}
      />,
    );
    const list = screen.getByRole('list', { name: 'Wins of this spin' });
    const line1 = within(list).getByRole('button', { name: 'Line 1 3× Cherry 1.49 FUN' });
    within(list).getByRole('button', { name: 'Line 10 3× Cherry 1.01 FUN' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText(/, winning$/)).toHaveLength(4);
    expect(container.querySelectorAll('[data-line]')).toHaveLength(2);
    // the full payline 1 is drawn from edge to edge through the middle row
    expect(container.querySelector('[data-line="1"] .line')).toHaveAttribute(
      'points',
      '0,150 50,150 150,150 250,150 350,150 450,150 500,150',
    );

    await userEvent.click(line1);
    expect(line1).toHaveAttribute('aria-pressed', 'true');
    expect(onHighlight).toHaveBeenLastCalledWith(1);
    expect(container.querySelectorAll('[data-line]')).toHaveLength(1);
    expect(screen.getAllByText(/, winning$/)).toHaveLength(3);
    await userEvent.click(line1);
    expect(onHighlight).toHaveBeenLastCalledWith(null);
    expect(container.querySelectorAll('[data-line]')).toHaveLength(2);
  });

  it('a big win says so on the meter', () => {
    render(<SlotReels window={WINDOW} status="bigWin" lineWins={LINE_WINS} payout={25000} currency="EUR" />);
    expect(screen.getByText('Big win')).toBeInTheDocument();
    expect(screen.getByText('€250.00')).toBeInTheDocument();
  });

  it('has no axe violations with wins shown', async () => {
    const { container } = render(
      <SlotReels
        window={WINDOW}
        status="win"
        lineWins={LINE_WINS}
        scatterWin={SCATTER}
        paylines={PAYLINES}
        currency="EUR"
      />,
    );
    await expectNoAxeViolations(container);
  });
});

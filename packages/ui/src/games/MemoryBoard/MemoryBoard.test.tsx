import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MemoryBoard } from './MemoryBoard';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

/** Symbols 0..5 (cherry, lemon, orange, plum, bell, seven) on the twelve cards. */
const BOARD = [0, 1, 2, 3, 4, 5, 1, 0, 3, 2, 5, 4];

/** The server's side, as the engine plays it: two cards a turn until a pair matches. */
function Game({ onTurn = vi.fn() }) {
  const [turned, setTurned] = useState<number[]>([]);
  let matchedIn: number | null = null;
  for (let i = 1; i < turned.length && matchedIn === null; i += 2) {
    if (BOARD[turned[i - 1]!] === BOARD[turned[i]!]) matchedIn = (i + 1) / 2;
  }
  const over = matchedIn !== null;
  const open = turned.length % 2 === 1 ? turned.slice(-1) : turned.slice(-2);
  return (
    <MemoryBoard
      cards={12}
      faceUp={open.map((card) => ({ card, symbol: BOARD[card]! }))}
      board={over ? BOARD : null}
      matched={over ? turned.slice(-2) : null}
      turn={matchedIn ?? Math.floor(turned.length / 2) + 1}
      onTurn={(card) => {
        onTurn(card);
        setTurned((t) => [...t, card]);
      }}
    />
  );
}

describe('MemoryBoard', () => {
  it('shows twelve face-down cards as buttons in a labelled group, with the turn', async () => {
    const { container } = render(
      <MemoryBoard cards={12} faceUp={[]} board={null} turn={1} onTurn={vi.fn()} />,
    );
    const board = screen.getByRole('group', { name: 'Memory cards' });
    expect(within(board).getAllByRole('button')).toHaveLength(12);
    expect(within(board).getByRole('button', { name: 'Card 5, face down' })).toBeEnabled();
    expect(board).toHaveAccessibleDescription('Turn 1');
    expect(screen.getByText('Turn 1')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('turns a card, refuses it again in the same turn, announces each card and a turn without a pair', async () => {
    const onTurn = vi.fn();
    render(<Game onTurn={onTurn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Card 5, face down' }));
    expect(onTurn).toHaveBeenLastCalledWith(4);
    const fifth = screen.getByRole('button', { name: 'Card 5: Bell' });
    expect(fifth).toHaveAttribute('aria-disabled', 'true');
    expect(fifth).toHaveAttribute('data-face-up');
    expect(within(fifth).getByText('Bell')).toBeInTheDocument();
    expect(fifth.querySelector('svg[data-symbol="BELL"]')).not.toBeNull();
    await waitFor(() => expect(polite()).toHaveTextContent('Card 5: Bell'));

    await userEvent.click(fifth);
    expect(onTurn).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Card 1, face down' }));
    expect(onTurn).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(polite()).toHaveTextContent('Card 1: Cherry. No pair. Turn 2'));
    expect(screen.getByText('Turn 2')).toBeInTheDocument();
    // The last turn's two cards stay face up and may be turned in the next turn.
    expect(screen.getByRole('button', { name: 'Card 1: Cherry' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Card 5: Bell' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows every face once a pair matches, outlines and checks the pair, and announces it', async () => {
    const onTurn = vi.fn();
    render(<Game onTurn={onTurn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Card 1, face down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Card 2, face down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Card 1: Cherry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Card 8, face down' }));
    await waitFor(() => expect(polite()).toHaveTextContent('Card 8: Cherry. Pair found in turn 2: Cherry'));
    expect(screen.getByText('Pair found in turn 2: Cherry')).toBeInTheDocument();
    const pair = screen.getAllByRole('button', { name: /matched pair$/ });
    expect(pair.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Card 1: Cherry, matched pair',
      'Card 8: Cherry, matched pair',
    ]);
    for (const card of pair) {
      expect(card).toHaveAttribute('data-matched');
      expect(card.querySelector('svg:not([data-symbol])')).not.toBeNull(); // the check mark
    }
    expect(screen.getByRole('button', { name: 'Card 12: Bell' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryAllByRole('button', { name: /face down/ })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Card 3: Orange' }));
    expect(onTurn).toHaveBeenCalledTimes(4);
  });

  it('finds the pair in the last two cards when the app leaves `matched` out', () => {
    render(
      <MemoryBoard
        cards={12}
        faceUp={[
          { card: 2, symbol: 2 },
          { card: 9, symbol: 2 },
        ]}
        board={BOARD}
        turn={3}
        onTurn={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Card 10: Orange, matched pair' })).toBeInTheDocument();
    expect(screen.getByText('Pair found in turn 3: Orange')).toBeInTheDocument();
  });

  it('arrow keys move around the grid and Tab reaches every card', async () => {
    render(<MemoryBoard cards={12} faceUp={[]} board={null} turn={1} onTurn={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Card 1, face down' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Card 2, face down' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Card 6, face down' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Card 8, face down' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Card 12, face down' })).toHaveFocus(); // the last row stops it
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('button', { name: 'Card 1, face down' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Card 2, face down' })).toHaveFocus();
  });

  it('a disabled board turns nothing but stays readable', async () => {
    const onTurn = vi.fn();
    render(<MemoryBoard cards={12} faceUp={[]} board={null} turn={1} disabled onTurn={onTurn} />);
    const card = screen.getByRole('button', { name: 'Card 3, face down' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(card);
    expect(onTurn).not.toHaveBeenCalled();
  });
});

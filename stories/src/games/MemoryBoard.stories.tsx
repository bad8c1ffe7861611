import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MemoryBoard } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/**
 * A board as the engine deals it: the symbol (0..5: cherry, lemon, orange, plum, bell, seven) of each card.
 */
const BOARD = [0, 1, 2, 3, 4, 5, 1, 0, 3, 2, 5, 4];

/**
 * The memory game's cards: turn two a turn until a pair matches. A face-down card is a button ("Card 5, face
 * down"); a face-up card shows its symbol and its name. Arrow keys move around the grid, Tab reaches every
 * card. Once over, every face shows and the pair is outlined and checked.
 */
const meta = {
  title: 'Games/MemoryBoard',
  component: MemoryBoard,
  args: { cards: 12, faceUp: [], board: null, matched: null, turn: 1, disabled: false, onTurn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemoryBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first card: twelve cards face down. */
export const Initial: Story = {};

/** The first card of turn 1 is up (it cannot be turned again in this turn). */
export const OneCardUp: Story = {
  args: { faceUp: [{ card: 4, symbol: 4 }] },
};

/** Turn 2: the last turn's two cards (no pair) stay face up and may be turned again. */
export const MidPlay: Story = {
  args: {
    faceUp: [
      { card: 4, symbol: 4 },
      { card: 0, symbol: 0 },
    ],
    turn: 2,
  },
};

/** Waiting for the server's answer: nothing can be turned, the cards stay readable. */
export const Waiting: Story = {
  args: { faceUp: [{ card: 4, symbol: 4 }], disabled: true },
};

/** A pair of cherries in turn 2: every face shows, the pair is outlined and checked. */
export const Matched: Story = {
  args: {
    faceUp: [
      { card: 0, symbol: 0 },
      { card: 7, symbol: 0 },
    ],
    board: BOARD,
    matched: [0, 7],
    turn: 2,
  },
};

/** On a phone: three columns of four. */
export const OnPhone: Story = {
  ...Matched,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** The engine's play: two cards a turn until the symbols match. */
function MemoryGame({ onTurn }: { onTurn: (card: number) => void }) {
  const [turned, setTurned] = useState<number[]>([]);
  let matchedIn: number | null = null;
  for (let i = 1; i < turned.length && matchedIn === null; i += 2) {
    if (BOARD[turned[i - 1]!] === BOARD[turned[i]!]) matchedIn = (i + 1) / 2;
  }
  const over = matchedIn !== null;
  const open = turned.length % 2 === 1 ? turned.slice(-1) : turned.slice(-2);
  return (
    <MemoryBoard
      cards={BOARD.length}
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

/** Turn 1 finds no pair; turn 2 turns a known card again and finds its partner. */
export const Playground: Story = {
  // The cards turn over while the play function runs; its last picture is the Matched story's.
  tags: ['no-visual'],
  parameters: { controls: { disable: true } },
  render: (args) => <MemoryGame onTurn={args.onTurn} />,
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const card = (n: number) =>
      canvas.getByRole('button', { name: uiText(globals, 'games.memory.faceDown', { n }) });
    const up = (n: number, symbol: string) =>
      canvas.getByRole('button', {
        name: uiText(globals, 'games.memory.faceUp', {
          n,
          symbol: uiText(globals, `games.symbols.${symbol}`),
        }),
      });

    await userEvent.click(card(1));
    await expect(args.onTurn).toHaveBeenLastCalledWith(0);
    await expect(up(1, 'CHERRY')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(card(2));
    await expect(canvas.getByText(uiText(globals, 'games.memory.turn', { turn: 2 }))).toBeInTheDocument();
    await expect(up(2, 'LEMON')).not.toHaveAttribute('aria-disabled');

    await userEvent.click(up(1, 'CHERRY'));
    await userEvent.click(card(8));
    await waitFor(() =>
      expect(
        canvas.getByText(
          uiText(globals, 'games.memory.pairFound', {
            turn: 2,
            symbol: uiText(globals, 'games.symbols.CHERRY'),
          }),
        ),
      ).toBeInTheDocument(),
    );
    await expect(args.onTurn).toHaveBeenCalledTimes(4);
  },
};

/** The keyboard: arrows move around the grid, Enter turns the card. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  parameters: { controls: { disable: true } },
  render: (args) => <MemoryGame onTurn={args.onTurn} />,
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const card = (n: number) =>
      canvas.getByRole('button', { name: uiText(globals, 'games.memory.faceDown', { n }) });
    card(1).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(card(window.innerWidth < 480 ? 5 : 6)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTurn).toHaveBeenCalledTimes(1);
  },
};

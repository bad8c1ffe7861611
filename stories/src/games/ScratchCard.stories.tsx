import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { BONUS_SYMBOLS, formatMoney, ScratchCard, type ScratchCardProps } from '@betline/ui';
import { isLocale } from '../i18n';
import { storyCanvas, uiText } from '../story-helpers';
import { CURRENCY } from './demo';

/**
 * The engine's prizes per symbol (LOTTERY_SYMBOL_PRIZES of @betline/games), in hundredths of the play's unit;
 * the unit here is €1.00 (100 cents), so three bells (symbol 4) pay €10.00.
 */
const SYMBOL_PRIZES = [50, 100, 200, 500, 1000, 5000];
/** A winning card as the engine prints it: three bells (cells 1, 4 and 8), no other symbol more than twice. */
const WIN_CARD = [4, 0, 2, 4, 1, 0, 3, 4, 1];
const BELL = 4;
/** A card without three alike. */
const LOSS_CARD = [0, 2, 1, 5, 3, 0, 2, 5, 1];

const covered = () => Array<boolean>(9).fill(false);
const labelsIn = (locale: string) => SYMBOL_PRIZES.map((h) => formatMoney(h, CURRENCY, locale));
const localeOf = (globals: Record<string, unknown>) => (isLocale(globals.locale) ? globals.locale : 'en');

/** The app formats the prizes: here in the story's language. */
function usePrizes(): string[] {
  const { i18n } = useTranslation();
  return labelsIn(i18n.language);
}

/** The app's part: it uncovers the cells the player scratches, or all of them. */
function Scratching({ onScratch, onRevealAll }: Pick<ScratchCardProps, 'onScratch' | 'onRevealAll'>) {
  const prizes = usePrizes();
  const [revealed, setRevealed] = useState(covered);
  return (
    <ScratchCard
      cells={WIN_CARD}
      revealed={revealed}
      winning={BELL}
      prizes={prizes}
      onScratch={(i) => {
        onScratch(i);
        setRevealed((r) => r.map((v, k) => v || k === i));
      }}
      onRevealAll={() => {
        onRevealAll?.();
        setRevealed(Array<boolean>(9).fill(true));
      }}
    />
  );
}

/**
 * The scratch card bonus game: nine cells printed by the server, covered with foil. Each covered cell is a
 * button; an uncovered one shows its symbol (the slot's art) named in words. When all are uncovered the three
 * winning cells are ringed and checked and the line under the cells says what the card won (announced too).
 * The legend lists what three of each symbol pay. Prize labels are formatted by the app: here in the story's
 * language.
 */
const meta = {
  title: 'Games/ScratchCard',
  component: ScratchCard,
  args: {
    cells: WIN_CARD,
    revealed: covered(),
    winning: BELL,
    prizes: labelsIn('en'),
    disabled: false,
    onScratch: fn(),
    onRevealAll: fn(),
  },
  argTypes: {
    cells: { control: false },
    revealed: { control: false },
    prizes: { control: false },
    winning: { control: { type: 'number', min: -1, max: 5 } },
  },
  render: function Render(args) {
    const prizes = usePrizes();
    return <ScratchCard {...args} prizes={prizes} />;
  },
} satisfies Meta<typeof ScratchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh card: nine covered cells and the prizes. */
export const Covered: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const card = canvas.getByRole('list', { name: uiText(globals, 'games.scratch.card') });
    await expect(within(card).getAllByRole('button')).toHaveLength(9);
    await expect(
      canvas.getByRole('button', { name: uiText(globals, 'games.scratch.revealAll') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('table', { name: uiText(globals, 'games.scratch.prizes') }),
    ).toBeInTheDocument();
  },
};

/** Before the deal: the cells are covered and disabled. */
export const NotDealt: Story = {
  args: { cells: null, revealed: [], winning: -1 },
};

/** Part way: four cells uncovered. */
export const PartlyScratched: Story = {
  args: { revealed: [true, true, false, false, true, false, false, true, false] },
};

/** All uncovered, three bells: the winning cells ringed and checked, the win said under the cells. */
export const Won: Story = {
  args: { revealed: Array<boolean>(9).fill(true) },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const prize = labelsIn(localeOf(globals))[BELL]!;
    const three = uiText(globals, `games.scratch.three.${BONUS_SYMBOLS[BELL]}`);
    // The card is described by the line under it (the live region may hold a copy of the same words).
    await expect(
      canvas.getByRole('list', { name: uiText(globals, 'games.scratch.card') }),
    ).toHaveAccessibleDescription(uiText(globals, 'games.scratch.win', { three, prize }));
  },
};

/** All uncovered, no three alike. */
export const NoWin: Story = {
  args: { cells: LOSS_CARD, revealed: Array<boolean>(9).fill(true), winning: -1 },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('list', { name: uiText(globals, 'games.scratch.card') }),
    ).toHaveAccessibleDescription(uiText(globals, 'games.scratch.noWin'));
  },
};

/** Scratch every cell: each uncovers in place, and the last one brings the win line. */
export const Playground: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => <Scratching onScratch={args.onScratch} onRevealAll={args.onRevealAll} />,
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    for (let n = 1; n <= 9; n++) {
      await userEvent.click(
        canvas.getByRole('button', { name: uiText(globals, 'games.scratch.scratch', { n }) }),
      );
    }
    await expect(args.onScratch).toHaveBeenCalledTimes(9);
    const prize = labelsIn(localeOf(globals))[BELL]!;
    const three = uiText(globals, `games.scratch.three.${BONUS_SYMBOLS[BELL]}`);
    // The card is described by the line under it (the live region may hold a copy of the same words).
    await expect(
      canvas.getByRole('list', { name: uiText(globals, 'games.scratch.card') }),
    ).toHaveAccessibleDescription(uiText(globals, 'games.scratch.win', { three, prize }));
    await expect(
      canvas.queryByRole('button', { name: uiText(globals, 'games.scratch.revealAll') }),
    ).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@betline/tokens';
import { BingoBalls, BingoCard } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/**
 * A 75-ball card in column order (B, I, N without the free centre, G, O). As a grid, row by row:
 *
 *     B   I   N   G   O
 *     7  22  42  50  66
 *     3  16  33  58  71
 *    12  30 FREE 47  62
 *     1  19  39  60  75
 *    15  27  45  53  68
 */
const CARD = [7, 3, 12, 1, 15, 22, 16, 30, 19, 27, 42, 33, 39, 45, 50, 58, 47, 60, 53, 66, 71, 62, 75, 68];
/** Fourteen calls: seven of them on the card, the last one (I 27) too. */
const MID_GAME = [44, 7, 61, 29, 42, 18, 58, 3, 70, 35, 66, 12, 51, 27];
/** Four calls later the top row is complete with G 50. */
const LINE_CALLS = [...MID_GAME, 9, 22, 74, 50];
const TOP_ROW = [0, 1, 2, 3, 4];
/** Nineteen calls more and every number on the card is called, the last one O 68. */
const FULL_CALLS = [
  ...LINE_CALLS,
  ...[16, 38, 30, 19, 5, 33, 39, 45, 55, 47, 60, 53, 71, 24, 62, 75, 1, 15, 68],
];

/**
 * The player's 75-ball bingo card: five columns under B I N G O, the free space in the middle, daubed from the
 * start. It reads only (the game daubs for the player): a table with a caption, each cell naming its number
 * and state ("B 7, daubed", "Free space", "N 42, on the winning line"). A called number gets a disc, the newest
 * call a ring around it; a completed line is ringed cell by cell with a tick in each corner, a full house rings
 * the whole card, and the caption says the win in words. A line and a full house are announced once.
 */
const meta = {
  title: 'Games/BingoCard',
  component: BingoCard,
  args: { card: CARD, called: [], line: null, complete: false },
  argTypes: {
    card: { control: 'object' },
    called: { control: 'object' },
    line: { control: 'object' },
    lastCalled: { control: { type: 'number', min: 1, max: 75 } },
  },
} satisfies Meta<typeof BingoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh card before the first call: only the free space is daubed. */
export const Fresh: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const table = canvas.getByRole('table', { name: uiText(globals, 'games.bingo.card') });
    await expect(table.querySelectorAll('td')).toHaveLength(25);
    await expect(canvas.getByRole('cell', { name: uiText(globals, 'games.bingo.freeSpace') })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'B 7' })).toBeVisible();
  },
};

/** Mid-game: fourteen calls, seven of them daubed on the card; the newest, I 27, ringed. */
export const MidGame: Story = {
  args: { called: MID_GAME },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const daubed = uiText(globals, 'games.bingo.daubed');
    await expect(canvas.getByRole('cell', { name: `N 42, ${daubed}` })).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: `I 27, ${daubed}, ${uiText(globals, 'games.bingo.latest')}` }),
    ).toBeVisible();
  },
};

/** A line won: the top row completed by G 50, each of its cells ringed and ticked, "Line" in the caption. */
export const LineWon: Story = {
  args: { called: LINE_CALLS, line: TOP_ROW },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const onLine = uiText(globals, 'games.bingo.onLine');
    await expect(canvas.getByRole('cell', { name: `N 42, ${onLine}` })).toBeVisible();
    await expect(
      canvas.getByRole('table', {
        name: `${uiText(globals, 'games.bingo.card')}, ${uiText(globals, 'games.bingo.line')}`,
      }),
    ).toBeVisible();
  },
};

/** A diagonal line runs through the free space. */
export const DiagonalLine: Story = {
  args: { called: [...MID_GAME, 16, 60, 68], line: [0, 6, 12, 18, 24] },
};

/** Full house: every number called, the whole card highlighted and "Full house" in the caption. */
export const FullHouse: Story = {
  args: { called: FULL_CALLS, complete: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('table', {
        name: `${uiText(globals, 'games.bingo.card')}, ${uiText(globals, 'games.bingo.fullHouse')}`,
      }),
    ).toHaveAttribute('data-complete');
  },
};

/** On a small phone (320 wide): the card fills the column, the cells stay square. */
export const OnSmallPhone: Story = {
  ...LineWon,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The width of a small phone's column also in the visual baseline, whose page is wider.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** The bingo screen: the caller's board beside the player's card, the top row just won with G 50. */
export const Example: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: vars.space[6],
      }}
    >
      <div style={{ flex: '1 1 20rem' }}>
        <BingoBalls called={LINE_CALLS} />
      </div>
      <div style={{ flex: '1 1 16rem' }}>
        <BingoCard card={CARD} called={LINE_CALLS} line={TOP_ROW} />
      </div>
    </div>
  ),
};

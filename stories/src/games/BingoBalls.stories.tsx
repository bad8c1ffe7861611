import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BingoBalls } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/** The draw of one game: the 75 balls in the order they come out of the machine (fixed, nothing random). */
const DRAW = [
  44, 7, 61, 29, 42, 18, 58, 3, 70, 35, 66, 12, 51, 27, 9, 22, 74, 50, 16, 38, 30, 19, 5, 33, 39, 45, 55, 47,
  60, 53, 71, 24, 62, 75, 1, 15, 68, 2, 31, 57, 11, 64, 40, 26, 49, 72, 13, 36, 65, 21, 54, 8, 43, 69, 17, 48,
  32, 73, 6, 59, 25, 41, 63, 10, 37, 52, 20, 67, 4, 46, 28, 56, 14, 34, 23,
];

/**
 * The caller's board of a 75-ball bingo game: the latest call big as a ball ("B 7") with the count ("Call 23
 * of 75"), both in a polite live region so each call is read out, and every number in five rows, B 1–15 to
 * O 61–75. A called number is daubed (a disc behind it, bold) and named so ("B 7, called"); the latest call
 * is ringed. The ball takes its column's colour, with the letter written on it.
 */
const meta = {
  title: 'Games/BingoBalls',
  component: BingoBalls,
  args: { called: DRAW.slice(0, 6), total: 75 },
  argTypes: { called: { control: 'object' } },
} satisfies Meta<typeof BingoBalls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first call: an empty ball and the board untouched. */
export const Waiting: Story = {
  args: { called: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText(globals, 'games.bingo.waiting'));
  },
};

/** Early in the game: six calls, the latest I 18. */
export const Early: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const board = canvas.getByRole('table', { name: uiText(globals, 'games.bingo.board') });
    await expect(board.querySelectorAll('td')).toHaveLength(75);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `I 18, ${uiText(globals, 'games.bingo.callCount', { n: 6, total: 75 })}`,
    );
    await expect(
      canvas.getByRole('cell', { name: `B 7, ${uiText(globals, 'games.bingo.called')}` }),
    ).toBeVisible();
  },
};

/** Late in the game: 52 calls, the latest B 8. */
export const Late: Story = {
  args: { called: DRAW.slice(0, 52) },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `B 8, ${uiText(globals, 'games.bingo.callCount', { n: 52, total: 75 })}`,
    );
  },
};

/** On a small phone (320 wide): sixteen narrow columns, the numbers in the smallest size. */
export const OnSmallPhone: Story = {
  ...Late,
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

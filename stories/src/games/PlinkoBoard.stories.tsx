import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlinkoBoard } from '@betline/ui';
import { storyCanvas } from '../story-helpers';

/** The engine's tables (packages/games/src/plinko.ts), left to right, in thousandths of the stake. */
const mirror = (half: number[]) => [...half, ...half.slice(0, -1).reverse()];
const EIGHT_LOW = mirror([5430, 2030, 1060, 970, 480]);
const TWELVE_MEDIUM = mirror([32010, 10670, 3880, 1940, 1060, 580, 290]);
const SIXTEEN_HIGH = mirror([970000, 126100, 25220, 8730, 3880, 1940, 190, 190, 190]);

/**
 * The plinko board: pegs in a triangle, the slots' pays at the bottom (the rare edges warm, the common middle
 * quiet) and the last drop, the ball taken down its path a row at a time. A figure whose caption reads the pays
 * from left to right, then where the ball landed (also announced).
 */
const meta = {
  title: 'Games/PlinkoBoard',
  component: PlinkoBoard,
  args: { rows: 12, pays: TWELVE_MEDIUM },
  argTypes: { revealRows: { control: { type: 'range', min: 0, max: 16 } } },
} satisfies Meta<typeof PlinkoBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first drop: the table of 12 rows at medium risk. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Plinko board, 12 rows of pegs' })).toBeInTheDocument();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Pays from left to right: 32.01×, 10.67×/);
  },
};

/** A drop under way: five of eight rows fallen. */
export const Dropping: Story = {
  args: { rows: 8, pays: EIGHT_LOW, path: [1, 0, 0, 1, 1, 0, 1, 0], revealRows: 5 },
};

/** Landed in the middle of 8 rows at low risk. */
export const Landed: Story = {
  args: { rows: 8, pays: EIGHT_LOW, path: [1, 0, 0, 1, 1, 0, 1, 0] },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveAccessibleName('The ball landed on 0.48×');
  },
};

/** Sixteen rows at high risk, the ball at the far right: the 970× slot. */
export const EdgeOfSixteen: Story = {
  args: {
    rows: 16,
    pays: SIXTEEN_HIGH,
    path: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveAccessibleName('The ball landed on 970×');
  },
};

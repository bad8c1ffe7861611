import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MatchStats } from '@betline/ui';
import { storyCanvas } from '../story-helpers';
import { FOOTBALL_STATS } from './matchDemo';

/**
 * A match's statistics side by side: the two values, the name between them and a bar per side in its colour.
 * Each row reads as one sentence to a screen reader; the bars are decoration.
 */
const meta = {
  title: 'Betting/MatchStats',
  component: MatchStats,
  args: { stats: FOOTBALL_STATS, first: 'Lyon', second: 'Nice' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <MatchStats {...args} />
    </div>
  ),
} satisfies Meta<typeof MatchStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Corners: Lyon 5, Nice 2')).toBeInTheDocument();
  },
};

/** Basketball counts its points by kind; a set sport its points, breaks and runs. */
export const OtherSports: Story = {
  args: {
    stats: [
      { key: 'freeThrows', first: 12, second: 9 },
      { key: 'twoPointers', first: 21, second: 24 },
      { key: 'threePointers', first: 8, second: 6 },
      { key: 'pointsWon', first: 0, second: 0 },
      { key: 'breaks', first: 2, second: 1 },
      { key: 'longestRun', first: 4, second: 3 },
    ],
    first: 'Žalgiris',
    second: 'Efes',
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('3-pointers: Žalgiris 8, Efes 6')).toBeInTheDocument();
    await expect(canvas.getByText('Points won: Žalgiris 0, Efes 0')).toBeInTheDocument();
  },
};

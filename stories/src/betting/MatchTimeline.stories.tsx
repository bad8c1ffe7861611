import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MatchTimeline } from '@betline/ui';
import { storyCanvas } from '../story-helpers';
import { FOOTBALL_INCIDENTS } from './matchDemo';

/**
 * A match's timeline, newest first: the first side's incidents at the start of the line, the second side's at
 * its end, the match's own (start, periods, end) in the middle. Corners are counted in the statistics and shown
 * here only when asked.
 */
const meta = {
  title: 'Betting/MatchTimeline',
  component: MatchTimeline,
  args: { incidents: FOOTBALL_INCIDENTS, first: 'Lyon', second: 'Nice', timing: 'clock' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <MatchTimeline {...args} />
    </div>
  ),
} satisfies Meta<typeof MatchTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Goal: Nice (1:1)')).toBeVisible();
  },
};

/** With corners shown. */
export const WithCorners: Story = {
  args: { corners: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Corner: Lyon')).toBeVisible();
  },
};

/** An esports series: maps won, no minutes. */
export const EsportsMaps: Story = {
  args: {
    incidents: [
      { type: 'start', clockSec: 0, period: 1, side: null, score: null },
      { type: 'set', clockSec: 2280, period: 1, side: 1, score: [0, 1] },
      { type: 'set', clockSec: 4500, period: 2, side: 0, score: [1, 1] },
    ],
    first: 'Navi',
    second: 'G2',
    timing: 'sets',
    maps: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Map 2 to Navi (1:1)')).toBeVisible();
  },
};

/** Before anything happened. */
export const Empty: Story = {
  args: { incidents: [] },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Nothing has happened yet.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CrashChart } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { CRASH_HISTORY } from './demo';
import { CrashGameExample, LimitMessage } from './examples';

/**
 * The crash game's live multiplier. The curve is the engine's floor(100 × e^(0.00006 × ms)); the big number
 * updates with the props but is not a live region: only status changes are announced.
 */
const meta = {
  title: 'Games/CrashChart',
  component: CrashChart,
  args: { multiplier: 257, status: 'running', history: CRASH_HISTORY },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['waiting', 'running', 'cashedOut', 'crashed', 'reconnecting'],
    },
    multiplier: { control: { type: 'range', min: 100, max: 5000, step: 1 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CrashChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round at 2.57×. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(/2[.,]57×/);
  },
};

/** Before the round: 1.00×, no curve. */
export const Waiting: Story = { args: { multiplier: 100, status: 'waiting' } };

/** Running a long round: the axes rescale to fit (12.40× after 42 s). */
export const Running: Story = { args: { multiplier: 1240 } };

/** The player cashed out at 1.85×; the round goes on (marked point, success colour and words). */
export const CashedOut: Story = { args: { multiplier: 236, status: 'cashedOut', cashedOutAt: 185 } };

/** The round crashed at 3.41× after the player cashed out at 1.85×. */
export const Crashed: Story = {
  args: { multiplier: 341, status: 'crashed', crashPoint: 341, cashedOutAt: 185 },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const text = uiText(globals, 'games.crash.crashed', { value: '' }).trim();
    await expect(canvas.getByText(new RegExp(`^${text}`))).toBeVisible();
  },
};

/** A bust at 1.00×. */
export const CrashedAtOnce: Story = { args: { multiplier: 100, status: 'crashed', crashPoint: 100 } };

/** The connection dropped mid-round. */
export const Reconnecting: Story = { args: { multiplier: 412, status: 'reconnecting' } };

/** The crash screen: bet, watch the curve climb, cash out (the canned round crashes at 4.12×). */
export const Example: Story = {
  parameters: { controls: { disable: true } },
  render: () => <CrashGameExample />,
};

/** Refused by a loss limit. */
export const RefusedByLimit: Story = {
  parameters: { controls: { disable: true } },
  render: () => <CrashGameExample state="refused" message={<LimitMessage />} />,
};

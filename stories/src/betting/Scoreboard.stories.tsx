import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { LiveTimer, Scoreboard, Stack } from '@betline/ui';
import { storyCanvas } from '../story-helpers';
import { STORY_NOW } from './demo';

/** The live scoreboard and its clock. The clock is stopped in the screenshots (a fixed "now"). */
const meta = {
  title: 'Betting/Scoreboard',
  component: Scoreboard,
  args: { home: 'Lyon', away: 'Nice', live: { score: [2, 1], clockSec: 4020 } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 480 }}>
        <Scoreboard
          {...args}
          live={{
            ...args.live,
            clockAt: STORY_NOW,
            period: t('bets.secondHalf'),
            periodScores: [
              [1, 0],
              [1, 1],
            ],
          }}
          now={() => STORY_NOW}
        />
      </div>
    );
  },
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('67:00');
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** LiveTimer alone: running (from a fixed start) and stopped at half-time. */
export const Timers: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Stack gap={2}>
        <LiveTimer clockSec={1810} clockAt={STORY_NOW} now={() => STORY_NOW + 5_000} />
        <LiveTimer clockSec={2700} running={false} period={t('bets.halfTime')} />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const [running, stopped] = canvas.getAllByRole('timer');
    await expect(running).toHaveTextContent('30:15');
    await expect(stopped).toHaveTextContent('45:00');
  },
};

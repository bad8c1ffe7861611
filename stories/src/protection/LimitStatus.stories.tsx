import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LimitStatus } from '@betline/ui';
import { uiText } from '../story-helpers';
import { NOW, limit } from './data';

/** A limit's state: ACTIVE, PENDING with its countdown, approval when due, exclusions that cannot be cancelled. */
const meta = {
  title: 'Protection/LimitStatus',
  component: LimitStatus,
  args: {
    limit: limit({ type: 21 }),
    currency: 'EUR',
    now: NOW,
    onApprove: fn(),
    onReject: fn(),
    isAnswering: false,
  },
  argTypes: { limit: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <LimitStatus {...args} />
    </div>
  ),
} satisfies Meta<typeof LimitStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RG-002 ACTIVE; RG-017: a 7-day deposit limit of 999999999 reads "no limit". */
export const Active: Story = { args: { limit: limit({ type: 21, value: 999_999_999 }) } };

/** RG-027 RG-025: an increase waits out its 24 h cooling-off. */
export const PendingIncrease: Story = {
  args: { limit: limit({ type: 21, pending: { value: 2500, requestedAt: NOW - 18 * 3_600_000 } }) },
};

/** RG-022 RG-023: once due, the player approves or rejects. */
export const ApprovalDue: Story = {
  args: { limit: limit({ type: 20, pending: { value: 5000, requestedAt: NOW - 30 * 3_600_000 } }) },
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'limits.approve') }));
    await expect(args.onApprove).toHaveBeenCalledTimes(1);
  },
};

/** RG-029: an active time-out cannot be cancelled. */
export const TimeOutActive: Story = {
  args: { limit: limit({ type: 33, value: 7, startedAt: NOW - 86_400_000, endsAt: NOW + 6 * 86_400_000 }) },
};

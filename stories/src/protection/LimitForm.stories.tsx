import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LimitForm } from '@betline/ui';
import { uiText } from '../story-helpers';
import { NOW, limit, playerLimits } from './data';

/** One section of the limits page; it says what will happen (at once, or after 24 h and approval) before saving. */
const meta = {
  title: 'Protection/LimitForm',
  component: LimitForm,
  args: {
    family: 'deposit',
    limits: playerLimits,
    currency: 'EUR',
    now: NOW,
    onSubmit: fn(),
    onApprove: fn(),
    onReject: fn(),
    isSubmitting: false,
    isDisabled: false,
  },
  argTypes: {
    family: {
      control: 'select',
      options: ['deposit', 'loss', 'wagering', 'timeOut', 'selfExclusion', 'session', 'realityCheck'],
    },
    limits: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 480, minHeight: 420 }}>
      <LimitForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LimitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RG-009: a lower 24-hour deposit limit applies at once. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: uiText(globals, 'limits.amount') }), '100');
    await expect(canvas.getByText(uiText(globals, 'limits.plan.apply'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'limits.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(20, 100);
  },
};

/** RG-027: a higher 7-day limit waits 24 h and needs the player's confirmation; the pending one counts down. */
export const IncreaseWaits: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('radio', { name: uiText(globals, 'limits.periods.week') }));
    await userEvent.type(canvas.getByRole('textbox', { name: uiText(globals, 'limits.amount') }), '5000');
    await expect(canvas.getByRole('button', { name: uiText(globals, 'limits.submit') })).toBeEnabled();
    await userEvent.tab();
  },
};

/** RG-011: session limit of 1 to 24 hours. */
export const SessionLimit: Story = { args: { family: 'session' } };

/** RG-028: an active self-exclusion cannot be shortened. */
export const SelfExclusionActive: Story = {
  args: {
    family: 'selfExclusion',
    limits: [limit({ type: 30, value: 90, startedAt: NOW - 86_400_000, endsAt: NOW + 89 * 86_400_000 })],
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { StakeControl } from '@betline/ui';
import { storyCanvas, text } from '../story-helpers';
import { CURRENCY } from './demo';

/** The stake and play row of every game: the kit's AmountInput with quick stakes, and the play button. */
const meta = {
  title: 'Games/StakeControl',
  component: StakeControl,
  args: {
    value: 1000,
    onChange: fn(),
    currency: CURRENCY,
    min: 10,
    max: 10_000,
    step: 10,
    quick: [100, 500, 1000, 2000],
    onPlay: fn(),
    playLabel: '',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation();
    const [value, setValue] = useState(args.value);
    return (
      <StakeControl
        {...args}
        value={value}
        onChange={(v) => {
          args.onChange(v);
          setValue(v);
        }}
        playLabel={args.playLabel || t('games.spin')}
      />
    );
  },
} satisfies Meta<typeof StakeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quick stake, then play. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const quick = canvas.getAllByRole('button', { pressed: false })[0]!;
    await userEvent.click(quick);
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'games.spin') }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

/** A round is being played: the button is busy, the stake locked. */
export const Busy: Story = { args: { busy: true } };

/** Disabled (a refused round). */
export const Disabled: Story = { args: { disabled: true } };

/** The server refused the stake. */
export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return meta.render({ ...args, error: t('games.minStake', { min: '€0.10', max: '€100.00' }) });
  },
};

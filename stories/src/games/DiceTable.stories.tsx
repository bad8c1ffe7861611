import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DiceTable } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { diceChance, diceMultiplier } from './demo';
import { DiceGameExample, LimitMessage } from './examples';

/**
 * The dice table: a native range slider for the target ("Roll under 49.50"), win and lose zones (the lose
 * zone striped), the app's chance and payout, and the last roll flagged on the track.
 */
const meta = {
  title: 'Games/DiceTable',
  component: DiceTable,
  args: {
    target: 4950,
    direction: 'under',
    chance: 4950,
    multiplier: 1939,
    min: 100,
    max: 9500,
    onTargetChange: fn(),
    onDirectionChange: fn(),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['under', 'over'] },
    roll: { control: { type: 'range', min: 0, max: 9999 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [target, setTarget] = useState(args.target);
    const [direction, setDirection] = useState(args.direction);
    const chance = diceChance(direction, target);
    return (
      <DiceTable
        {...args}
        target={target}
        direction={direction}
        chance={chance}
        multiplier={diceMultiplier(chance)}
        min={direction === 'under' ? 100 : 499}
        max={direction === 'under' ? 9500 : 9899}
        onTargetChange={(v) => {
          args.onTargetChange?.(v);
          setTarget(v);
        }}
        onDirectionChange={(d) => {
          args.onDirectionChange?.(d);
          setDirection(d);
          setTarget(9999 - target);
        }}
      />
    );
  },
} satisfies Meta<typeof DiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slider by keyboard: arrows move the target by 1.00 and the value text follows. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const slider = canvas.getByRole('slider', { name: uiText(globals, 'games.dice.target') });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTargetChange).toHaveBeenLastCalledWith(4850);
    await expect(slider.getAttribute('aria-valuetext')).toMatch(/48[.,]50$/);
  },
};

/** Over 60.00. */
export const RollOver: Story = { args: { direction: 'over', target: 6000 } };

/** A winning roll of 23.17. */
export const Win: Story = { args: { roll: 2317, won: true } };

/** A losing roll of 81.20. */
export const Loss: Story = { args: { roll: 8120, won: false } };

/** Rolling: the slider and the direction are disabled, the last roll dims. */
export const Rolling: Story = { args: { roll: 2317, won: true, rolling: true } };

/** The dice screen. */
export const Example: Story = {
  parameters: { controls: { disable: true } },
  render: () => <DiceGameExample />,
};

/** Refused by a loss limit. */
export const RefusedByLimit: Story = {
  parameters: { controls: { disable: true } },
  render: () => <DiceGameExample state="refused" message={<LimitMessage />} />,
};

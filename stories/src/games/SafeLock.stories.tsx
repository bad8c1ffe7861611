import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SafeLock } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/**
 * The safe game's lock: a door with a handle wheel and four dials in front, each a spin button ("Digit 1 of
 * 4"): arrows turn it, typing a digit sets it and moves on. After the attempt the safe's code shows under the
 * dials, each digit ticked or crossed, with the count of digits in place.
 */
const meta = {
  title: 'Games/SafeLock',
  component: SafeLock,
  args: { value: [0, 0, 0, 0], code: null, checking: false, disabled: false, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState<readonly number[]>(args.value);
    return (
      <SafeLock
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SafeLock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the attempt: every dial at 0. */
export const Initial: Story = {};

/** A code being entered. */
export const Entering: Story = { args: { value: [7, 3, 0, 9] } };

/**
 * The attempt is checked: the dials are locked and the wheel turns (it stands still under reduced motion).
 */
export const Checking: Story = { args: { value: [7, 3, 0, 9], checking: true } };

/** Two digits of four in place. */
export const Revealed: Story = { args: { value: [7, 3, 0, 9], code: [7, 5, 0, 1] } };

/** Every digit in place: the safe is cracked. */
export const Cracked: Story = { args: { value: [7, 3, 0, 9], code: [7, 3, 0, 9] } };

/** No digit in place. */
export const NoneInPlace: Story = { args: { value: [7, 3, 0, 9], code: [1, 8, 4, 2] } };

/** Play refused (a limit, reconnecting): nothing changes. */
export const Disabled: Story = { args: { value: [7, 3, 0, 9], disabled: true } };

/** Typing 1 2 3 4 fills the dials one after the other; the arrows turn a dial and wrap. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const dial = (n: number) =>
      canvas.getByRole('spinbutton', { name: uiText(globals, 'games.safe.digit', { n, total: 4 }) });
    await userEvent.click(dial(1));
    await userEvent.keyboard('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 3, 4]);
    await expect(dial(4)).toHaveFocus();
    await expect(dial(3)).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(dial(4)).toHaveAttribute('aria-valuenow', '6');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText(globals, 'games.safe.decrease', { n: 1 }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([0, 2, 3, 6]);
  },
};

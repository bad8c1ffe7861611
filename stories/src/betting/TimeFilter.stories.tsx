import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TimeFilter, type TimeFilterValue } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/** The seed's time filter: all, upcoming, first period, second period, recommended (CONST-011). */
const meta = {
  title: 'Betting/TimeFilter',
  component: TimeFilter,
  args: { value: 0, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<TimeFilterValue>(args.value);
    return (
      <TimeFilter
        value={value}
        onChange={(h) => {
          setValue(h);
          args.onChange(h);
        }}
      />
    );
  },
} satisfies Meta<typeof TimeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an option reports its value. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: uiText(globals, 'betting.timeSecondPeriod') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(
      canvas.getByRole('radio', { name: uiText(globals, 'betting.timeSecondPeriod') }),
    ).toBeChecked();
  },
};

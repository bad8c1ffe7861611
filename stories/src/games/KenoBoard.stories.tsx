import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { KenoBoard } from '@betline/ui';
import { storyCanvas } from '../story-helpers';
import { KENO_DRAWN, KENO_HITS, KENO_PICKS } from './demo';
import { KenoGameExample, TimeOutMessage } from './examples';

/**
 * The keno board: 80 toggle buttons, one tab stop, arrow keys to move. Picked is filled, drawn is ringed,
 * a hit is filled, ringed and starred; the names say it all ("7, picked, drawn, hit").
 */
const meta = {
  title: 'Games/KenoBoard',
  component: KenoBoard,
  args: { picks: KENO_PICKS, onToggle: fn(), onClear: fn(), onQuickPick: fn() },
  argTypes: { revealCount: { control: { type: 'range', min: 0, max: 20 } } },
  render: function Render(args) {
    const [picks, setPicks] = useState(args.picks);
    return (
      <KenoBoard
        {...args}
        picks={picks}
        onToggle={(n) => {
          args.onToggle?.(n);
          setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
        }}
        onClear={() => {
          args.onClear?.();
          setPicks([]);
        }}
      />
    );
  },
} satisfies Meta<typeof KenoBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking: arrow keys move, Space or Enter toggles. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const three = canvas.getByRole('button', { name: /^3,/ });
    three.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('button', { name: /^4,/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An empty board. */
export const Empty: Story = { args: { picks: [] } };

/** Ten picks: the other numbers are refused. */
export const MaxPicks: Story = { args: { picks: [2, 9, 15, 23, 31, 40, 44, 58, 67, 79] } };

/** The draw under way: 8 of 20 numbers shown, the latest popping in. */
export const Drawing: Story = {
  args: { drawn: KENO_DRAWN, revealCount: 8, disabled: true },
};

/** The draw complete: 5 hits of 8 picks, misses struck through. */
export const Result: Story = {
  args: { drawn: KENO_DRAWN, hits: KENO_HITS, disabled: true },
};

/** The keno screen: board, paytable for the pick count, stake and draw. */
export const Example: Story = {
  parameters: { controls: { disable: true } },
  render: () => <KenoGameExample />,
};

/** Refused during a time-out. */
export const RefusedByTimeOut: Story = {
  parameters: { controls: { disable: true } },
  render: () => <KenoGameExample state="refused" message={<TimeOutMessage />} />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SlotReels } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { BIG_WIN, CURRENCY, LOSS, PAYLINES, SCATTER_WIN, WIN } from './demo';
import { LimitMessage, SlotGameExample } from './examples';

/**
 * The reels of "Fruit Five" (5 × 3, 10 lines): the window and wins of the engine's outcome, drawn with slot
 * tokens. Spinning stops reel by reel (a still blur under reduced motion, which is also what screenshots
 * show); win lines are ringed and drawn; the result is announced once.
 */
const meta = {
  title: 'Games/SlotReels',
  component: SlotReels,
  args: {
    ...WIN,
    status: 'win',
    paylines: PAYLINES,
    currency: CURRENCY,
    onHighlightLineChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'spinning', 'win', 'bigWin', 'loss'] },
    highlightLine: { control: 'select', options: [undefined, null, 3, 6] },
    window: { control: false },
    lineWins: { control: false },
    scatterWin: { control: false },
    paylines: { control: false },
  },
} satisfies Meta<typeof SlotReels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A win on two lines; pressing a win in the list shows that line alone. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const list = canvas.getByRole('list', { name: uiText(globals, 'games.slot.winList') });
    const lines = list.querySelectorAll('button');
    await expect(lines).toHaveLength(2);
    await userEvent.click(lines[1]!);
    await expect(lines[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onHighlightLineChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(lines[1]!);
    await expect(args.onHighlightLineChange).toHaveBeenLastCalledWith(null);
  },
};

/** Ready for a spin: the last window, no wins shown. */
export const Idle: Story = {
  args: { ...SCATTER_WIN, status: 'idle' },
};

/** The reels turn (in a screenshot and under reduced motion: a still blur of the strip). */
export const Spinning: Story = {
  args: { ...LOSS, status: 'spinning' },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('group', { name: uiText(globals, 'games.slot.reels') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A win on two lines: cells ringed, the lines drawn across with their numbers, the others dimmed. */
export const Win: Story = {};

/** Lines and scatters: the scatters pay anywhere and are ringed too. */
export const WinWithScatters: Story = {
  args: { ...SCATTER_WIN, status: 'win' },
};

/** One line shown alone (controlled `highlightLine`). */
export const OneLine: Story = {
  args: { ...SCATTER_WIN, status: 'win', highlightLine: 10 },
};

/** A big win: four lines, the frame glows (still under reduced motion). */
export const BigWin: Story = {
  args: { ...BIG_WIN, status: 'bigWin' },
};

/** No win: the meter says so. */
export const Loss: Story = {
  args: { ...LOSS, status: 'loss' },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(uiText(globals, 'games.slot.noWin'))).toBeVisible();
  },
};

/** The whole slot screen: GameStage + SlotReels + StakeControl, with the paytable in a modal. */
export const Example: Story = {
  parameters: { controls: { disable: true } },
  render: () => <SlotGameExample />,
};

/** Play refused by a limit: the reels veiled with the reason, the stake and spin disabled. */
export const RefusedByLimit: Story = {
  parameters: { controls: { disable: true } },
  render: () => <SlotGameExample state="refused" message={<LimitMessage />} />,
};

/** The connection dropped: a spinner over the reels, the controls off. */
export const Reconnecting: Story = {
  parameters: { controls: { disable: true } },
  render: () => <SlotGameExample state="reconnecting" />,
};

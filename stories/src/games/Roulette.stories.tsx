import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RouletteTable, RouletteWheel, type RouletteChipPlaced } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

const money = (minor: number) => `€${(minor / 100).toFixed(2)}`;

interface SceneProps {
  /** The chips on the table to begin with. */
  chips: RouletteChipPlaced[];
  /** Where the ball landed, null before a spin. */
  landed: number | null;
  /** Waiting for the server's answer. */
  spinning: boolean;
}

/** The game's table as the casino page lays it out: the wheel above the layout, chips of €1.00. */
function RouletteScene({ chips: initial, landed, spinning }: SceneProps) {
  const [chips, setChips] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RouletteWheel landed={spinning ? null : landed} spin={landed === null ? 0 : 1} waiting={spinning} />
      <RouletteTable
        chips={chips}
        chipStake={100}
        formatStake={money}
        onPlace={(spot) => setChips((placed) => [...placed, { spot, stake: 100 }])}
        onUndo={() => setChips((placed) => placed.slice(0, -1))}
        onClear={() => setChips([])}
        landed={spinning ? null : landed}
        disabled={spinning}
      />
    </div>
  );
}

const caption = (canvasElement: HTMLElement) =>
  within(storyCanvas(canvasElement).getByRole('figure')).getByRole('status');

const PLACED: RouletteChipPlaced[] = [
  { spot: { kind: 'straight', numbers: [17] }, stake: 100 },
  { spot: { kind: 'split', numbers: [17, 20] }, stake: 200 },
  { spot: { kind: 'corner', numbers: [25, 26, 28, 29] }, stake: 100 },
  { spot: { kind: 'dozen', target: 2 }, stake: 500 },
  { spot: { kind: 'red' }, stake: 300 },
];

/**
 * European roulette (a single zero): the wheel (RouletteWheel) turns onto the number the server drew and says
 * it in its caption, a live region; the layout (RouletteTable) takes chips on every field by mouse and keyboard,
 * each field a button named by its bet ("Split 17/18"), a chip's amount part of its name. After a spin the
 * number and the chips that won are ringed. In a narrow column the layout stands upright (0 on top).
 */
const meta = {
  title: 'Games/Roulette',
  component: RouletteScene,
  args: { chips: [], landed: null, spinning: false },
  argTypes: { landed: { control: { type: 'range', min: 0, max: 36 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RouletteScene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first spin: an empty layout and the invitation to bet. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('img', { name: uiText(globals, 'games.roulette.wheel') }),
    ).toBeInTheDocument();
    await expect(caption(canvasElement)).toHaveTextContent(uiText(globals, 'games.roulette.ready'));
    const layout = canvas.getByRole('group', { name: uiText(globals, 'games.roulette.layout') });
    await expect(within(layout).getAllByRole('button')).toHaveLength(157);
  },
};

/** Chips on a number, a split, a corner, a dozen and red; one more placed from the keyboard on the split 17/18. */
export const ChipsPlaced: Story = {
  args: { chips: PLACED },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const split = uiText(globals, 'games.roulette.spot.split', { numbers: '17/18' });
    canvas.getByRole('button', { name: split }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', {
        name: uiText(globals, 'games.roulette.chip', { spot: split, amount: '€1.00' }),
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(uiText(globals, 'games.roulette.total', { amount: '€13.00' })),
    ).toBeInTheDocument();
  },
};

/** Waiting for the server: the wheel turns (still under reduced motion), the layout takes no chips. */
export const Spinning: Story = {
  args: { chips: PLACED, spinning: true },
  play: async ({ canvasElement, globals }) => {
    await expect(caption(canvasElement)).toHaveTextContent(uiText(globals, 'games.roulette.spinning'));
  },
};

/** 17 black: the straight, the split 17/20 and the second dozen win; red loses. */
export const Win: Story = {
  args: { chips: PLACED, landed: 17 },
  play: async ({ canvasElement, globals }) => {
    const colour = uiText(globals, 'games.roulette.colour.black');
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.roulette.landed', { number: 17, colour }),
    );
  },
};

/** 0: every chip loses, the zero is ringed. */
export const Loss: Story = {
  args: { chips: PLACED, landed: 0 },
  play: async ({ canvasElement, globals }) => {
    const colour = uiText(globals, 'games.roulette.colour.green');
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.roulette.landed', { number: 0, colour }),
    );
  },
};

/** On a phone: the layout stands upright, 0 on top, rows of 1-2-3. */
export const OnPhone: Story = {
  ...Win,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

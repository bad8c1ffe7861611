import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MinesBoard } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/** The hand's five mines as the server deals them: tiles 4, 9, 13 (the middle), 20 and 22 (0-based below). */
const MINES = [3, 8, 12, 19, 21];
/** Gems the player opened, in order. */
const OPENED = [6, 7, 16, 0];

/** A tile's name in the story's language: "Tile 7, row 2, column 2, hidden". */
function tileName(globals: Record<string, unknown>, tile: number, ...states: string[]): string {
  const place = uiText(globals, 'games.mines.tile', {
    n: tile + 1,
    row: Math.floor(tile / 5) + 1,
    column: (tile % 5) + 1,
  });
  return [place, ...states.map((state) => uiText(globals, `games.mines.${state}`))].join(', ');
}

/**
 * The mines board: 25 tiles, one tab stop, arrow keys to move. A hidden tile is a button that opens it; the
 * app answers with a gem (the tile joins `opened`) or the mine that ends the hand (`hit`), and then shows every
 * mine (`mines`). Gems and mines are different shapes, the mine that ended the hand is filled and ringed, the
 * tiles shown only at the end are dashed and faded; each tile says its place and state in its name.
 */
const meta = {
  title: 'Games/MinesBoard',
  component: MinesBoard,
  args: { opened: [], mines: null, hit: null, disabled: false, onOpen: fn() },
  argTypes: {
    opened: { control: 'object' },
    mines: { control: 'object' },
    hit: { control: { type: 'number', min: 0, max: 24 } },
  },
  // The app's part: a gem for a safe tile, the end of the hand on a mine.
  render: function Render(args) {
    const [opened, setOpened] = useState(args.opened);
    const [hit, setHit] = useState(args.hit ?? null);
    return (
      <MinesBoard
        {...args}
        opened={opened}
        hit={hit}
        mines={args.mines ?? (hit === null ? null : MINES)}
        onOpen={(tile) => {
          args.onOpen?.(tile);
          if (MINES.includes(tile)) setHit(tile);
          else setOpened((o) => [...o, tile]);
        }}
      />
    );
  },
} satisfies Meta<typeof MinesBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh board: every tile hidden. */
export const Fresh: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const board = canvas.getByRole('group', { name: uiText(globals, 'games.mines.board') });
    await expect(board.querySelectorAll('button')).toHaveLength(25);
    await expect(canvas.getByRole('button', { name: tileName(globals, 6, 'hidden') })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  },
};

/** Four gems opened; the hidden tiles can still be opened. */
export const GemsOpened: Story = {
  args: { opened: OPENED },
};

/** Lost: the mine in the middle ended the hand (filled and ringed); every tile shown, the rest faded. */
export const Lost: Story = {
  args: { opened: OPENED, hit: 12, mines: MINES },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('button', { name: tileName(globals, 12, 'mine', 'hit') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: tileName(globals, 1, 'gem', 'notOpened') }),
    ).toBeVisible();
  },
};

/** Cashed out after five gems: the mines are shown (none hit), the tiles not opened faded. */
export const CashedOut: Story = {
  args: { opened: [...OPENED, 24], mines: MINES },
};

/** Waiting for the server's answer: nothing can be opened, the tiles stay focusable and readable. */
export const Disabled: Story = {
  args: { opened: OPENED, disabled: true },
};

/** On a small phone (320 wide): the tiles share the column and stay a touch target wide. */
export const OnSmallPhone: Story = {
  ...Lost,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The width of a small phone's column also in the visual baseline, whose page is wider.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** Opening: a gem from a click, then a mine from the keyboard, which ends the hand. */
export const Playground: Story = {
  parameters: { controls: { disable: true } },
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tileName(globals, 6, 'hidden') }));
    await expect(args.onOpen).toHaveBeenCalledWith(6);
    const gem = canvas.getByRole('button', { name: tileName(globals, 6, 'gem') });
    await expect(gem).toHaveAttribute('aria-disabled', 'true');
    await expect(gem).toHaveFocus();
    // right and down to the middle tile, a mine
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: tileName(globals, 12, 'hidden') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: tileName(globals, 12, 'mine', 'hit') })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: tileName(globals, 3, 'mine') })).toBeInTheDocument();
  },
};

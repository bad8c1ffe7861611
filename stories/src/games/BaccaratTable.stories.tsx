import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BaccaratTable } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/** The table's caption (the page has the kit's own live region too). */
const caption = (canvasElement: HTMLElement) =>
  within(storyCanvas(canvasElement).getByRole('figure')).getByRole('status');

/**
 * The baccarat (punto banco) table: the Player's and the Banker's hands side by side (stacked when narrow), their
 * cards in the order dealt and their totals. The winning hand is outlined and marked in words ("Winner", both
 * "Tie" on a tie). A figure named "Baccarat table" whose caption, a live region, says the state: place a bet,
 * dealing, then who won and by what. The coups below follow the tableau (packages/games/src/baccarat.ts).
 */
const meta = {
  title: 'Games/BaccaratTable',
  component: BaccaratTable,
  args: { player: [], banker: [], playerTotal: null, bankerTotal: null, winner: null, dealing: false },
  argTypes: {
    winner: { control: 'inline-radio', options: [null, 'player', 'banker', 'tie'] },
    playerTotal: { control: { type: 'range', min: 0, max: 9 } },
    bankerTotal: { control: { type: 'range', min: 0, max: 9 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BaccaratTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first deal: the two hands' empty places and the invitation to bet. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: uiText(globals, 'games.baccarat.table') }),
    ).toBeInTheDocument();
    await expect(caption(canvasElement)).toHaveTextContent(uiText(globals, 'games.baccarat.ready'));
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** Waiting for the server's answer: two face-down cards in each hand. */
export const Dealing: Story = {
  args: { dealing: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getAllByRole('img', { name: uiText(globals, 'games.card.faceDown') })).toHaveLength(
      4,
    );
    await expect(caption(canvasElement)).toHaveTextContent(uiText(globals, 'games.baccarat.dealing'));
  },
};

/** The Player draws on 5 (a 2), the Banker on 4 against that 2: Player wins 7 to 4 with three cards each. */
export const PlayerWins: Story = {
  args: {
    player: [
      { rank: 5, suit: 'hearts' },
      { rank: 13, suit: 'clubs' },
      { rank: 2, suit: 'diamonds' },
    ],
    banker: [
      { rank: 9, suit: 'spades' },
      { rank: 5, suit: 'diamonds' },
      { rank: 10, suit: 'clubs' },
    ],
    playerTotal: 7,
    bankerTotal: 4,
    winner: 'player',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const player = uiText(globals, 'games.baccarat.player');
    const won = uiText(globals, 'games.baccarat.won');
    await expect(canvas.getByRole('group', { name: `${player} ${won}` })).toHaveAttribute(
      'data-result',
      'win',
    );
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.baccarat.playerWins', { player: 7, banker: 4 }),
    );
  },
};

/** A natural: the Banker's two cards make 8 and nobody draws. */
export const BankerNatural: Story = {
  args: {
    player: [
      { rank: 3, suit: 'clubs' },
      { rank: 3, suit: 'spades' },
    ],
    banker: [
      { rank: 12, suit: 'hearts' },
      { rank: 8, suit: 'diamonds' },
    ],
    playerTotal: 6,
    bankerTotal: 8,
    winner: 'banker',
  },
  play: async ({ canvasElement, globals }) => {
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.baccarat.bankerWins', { player: 6, banker: 8 }),
    );
  },
};

/** Both stand on 6: a tie marks both hands. */
export const Tie: Story = {
  args: {
    player: [
      { rank: 10, suit: 'hearts' },
      { rank: 6, suit: 'clubs' },
    ],
    banker: [
      { rank: 1, suit: 'spades' },
      { rank: 5, suit: 'diamonds' },
    ],
    playerTotal: 6,
    bankerTotal: 6,
    winner: 'tie',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const tied = uiText(globals, 'games.baccarat.tied');
    await expect(canvas.getAllByText(tied)).toHaveLength(2);
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.baccarat.tie', { player: 6, banker: 6 }),
    );
  },
};

/** On a phone (a column narrower than two hands): the Banker's hand under the Player's. */
export const OnPhone: Story = {
  ...PlayerWins,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // The width of a phone's column also in the visual baseline, whose page is wider than the viewport chosen here.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

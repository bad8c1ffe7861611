import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlayingCard, type CardSuit } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

const SUITS: readonly CardSuit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

/**
 * A playing card drawn in the kit's colours: the rank's index in two corners, the suit big in the middle (hearts
 * and diamonds red), or its back when face down. An image named in words: "Queen of hearts", "Face-down card".
 */
const meta = {
  title: 'Games/PlayingCard',
  component: PlayingCard,
  args: { rank: 12, suit: 'hearts', faceDown: false, size: 'md' },
  argTypes: {
    rank: { control: { type: 'range', min: 1, max: 13 } },
    suit: { control: 'inline-radio', options: SUITS },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof PlayingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queen of hearts. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const name = uiText(globals, 'games.card.name', {
      rank: uiText(globals, 'games.card.queen'),
      suit: uiText(globals, 'games.card.hearts'),
    });
    await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
  },
};

/** The four suits (an ace, a number, a face each), then the back; in both sizes. */
export const Suits: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {SUITS.map((suit, i) => (
            <PlayingCard key={suit} rank={[1, 10, 7, 13][i]!} suit={suit} size={size} />
          ))}
          <PlayingCard rank={11} suit="diamonds" size={size} />
          <PlayingCard rank={1} suit="spades" size={size} faceDown />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
    await expect(canvas.getAllByRole('img', { name: uiText(globals, 'games.card.faceDown') })).toHaveLength(
      2,
    );
  },
};

/** Face down: the back only, named "Face-down card". */
export const FaceDown: Story = {
  args: { faceDown: true },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GameTile } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { demoGame, demoHref, gameHref, thumbnailsReady } from './demo';

const luckyDice = demoGame('Lucky Dice', 'betline');

/**
 * One casino game of a grid. The whole tile is one link named by the game (provider and badges are its
 * description); the favourite star and the Demo link are separate controls. The thumbnail's box is reserved
 * before it loads (width/height and aspect-ratio): no layout shift.
 */
const meta = {
  title: 'Casino/GameTile',
  component: GameTile,
  args: {
    game: luckyDice,
    href: gameHref(luckyDice),
    favourite: false,
    priority: true,
    onToggleFavourite: fn(),
  },
  argTypes: {
    game: { control: 'object' },
    linkComponent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await thumbnailsReady(canvasElement);
  },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The star toggles (its name says what pressing does); the keyboard reaches the game, then the star. */
export const Playground: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(args.favourite);
    return (
      <GameTile
        {...args}
        favourite={favourite}
        onToggleFavourite={(game) => {
          setFavourite((f) => !f);
          args.onToggleFavourite?.(game);
        }}
      />
    );
  },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lucky Dice' })).toHaveFocus();
    await userEvent.tab();
    const star = canvas.getByRole('button', {
      name: uiText(globals, 'casino.addFavourite', { name: 'Lucky Dice' }),
    });
    await expect(star).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(luckyDice);
    await expect(
      canvas.getByRole('button', { name: uiText(globals, 'casino.removeFavourite', { name: 'Lucky Dice' }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Leave the tile at rest for the screenshot.
    star.blur();
    await thumbnailsReady(canvasElement);
  },
};

/** A plain tile: no star (no favourites for a guest), no badges. */
export const Default: Story = {
  args: { onToggleFavourite: undefined },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await thumbnailsReady(canvasElement);
  },
};

/** A new game: the "New" badge, also read as the link's description. */
export const New: Story = {
  args: { game: demoGame('Crash Rocket', 'betline', true) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      storyCanvas(canvasElement).getByRole('link', { name: 'Crash Rocket' }),
    ).toHaveAccessibleDescription(`Betline Originals ${uiText(globals, 'casino.new')}`);
    await thumbnailsReady(canvasElement);
  },
};

/** A popular game (may be new too). */
export const Popular: Story = {
  args: { game: demoGame('Golden Pharaoh', 'northwind', true, true) },
};

/** One of the player's favourites: a filled star, pressed. */
export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      storyCanvas(canvasElement).getByRole('button', {
        name: uiText(globals, 'casino.removeFavourite', { name: 'Lucky Dice' }),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await thumbnailsReady(canvasElement);
  },
};

/** A game listed for demo play only (a third-party game): the badge says so and the Demo link opens it. */
export const DemoOnly: Story = {
  args: (() => {
    const game = demoGame('Dragon Pearls', 'redwood');
    return { game, href: gameHref(game), demoHref: demoHref(game) };
  })(),
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('link', { name: uiText(globals, 'casino.demoName', { name: 'Dragon Pearls' }) }),
    ).toHaveTextContent(uiText(globals, 'casino.demo'));
    await expect(canvas.getByText(uiText(globals, 'casino.demoOnly'))).toBeInTheDocument();
    await thumbnailsReady(canvasElement);
  },
};

/** A long name stays on one line with an ellipsis; the link's name is the whole name. */
export const LongName: Story = {
  args: {
    game: demoGame('The Extraordinary Voyage of Captain Barnaby and the Seven Seas', 'redwood', true),
    demoHref: '#/slots/game/voyage?demo=1',
  },
  play: async ({ canvasElement }) => {
    const link = storyCanvas(canvasElement).getByRole('link', {
      name: 'The Extraordinary Voyage of Captain Barnaby and the Seven Seas',
    });
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
    await thumbnailsReady(canvasElement);
  },
};

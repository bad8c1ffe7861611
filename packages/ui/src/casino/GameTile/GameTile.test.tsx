import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { GameTile, type GameTileData } from './GameTile';

const game: GameTileData = {
  id: 'lucky-dice',
  name: 'Lucky Dice',
  providerName: 'Betline Originals',
  thumbnail: '/web-api/casino/thumbnails/lucky-dice.svg',
  isNew: true,
  popular: true,
};

describe('GameTile', () => {
  it('is one link named by the game, going to its page, with provider and badges as its description', async () => {
    const { container } = render(<GameTile game={game} href="/slots/game/7/lucky-dice" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Lucky Dice' });
    expect(link).toHaveAttribute('href', '/slots/game/7/lucky-dice');
    expect(link).toHaveAccessibleDescription('Betline Originals New Popular');
    // The thumbnail is decorative and reserves its box before it loads.
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '240');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('loads the first tiles eagerly with a high priority and the rest lazily', () => {
    const { container, rerender } = render(<GameTile game={game} href="/g" priority />);
    const image = () => container.querySelector('img');
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
    rerender(<GameTile game={game} href="/g" />);
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).toHaveAttribute('decoding', 'async');
    expect(image()).not.toHaveAttribute('fetchpriority');
  });

  it('toggles the favourite through a pressed star named for the game', async () => {
    const onToggle = vi.fn();
    const { container, rerender } = render(<GameTile game={game} href="/g" onToggleFavourite={onToggle} />);
    const star = screen.getByRole('button', { name: 'Add Lucky Dice to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(game);
    rerender(<GameTile game={game} href="/g" favourite onToggleFavourite={onToggle} />);
    expect(screen.getByRole('button', { name: 'Remove Lucky Dice from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Separate controls: nothing interactive inside the tile's link.
    expect(screen.getByRole('link', { name: 'Lucky Dice' }).querySelector('a, button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the Demo link only with demoHref, and marks a demo-only listing', async () => {
    const { rerender } = render(<GameTile game={game} href="/g" />);
    expect(screen.queryByRole('link', { name: /Demo/ })).not.toBeInTheDocument();
    rerender(<GameTile game={{ ...game, playable: false }} href="/g" demoHref="/g?demo=1" />);
    const demo = screen.getByRole('link', { name: 'Demo: Lucky Dice' });
    expect(demo).toHaveAttribute('href', '/g?demo=1');
    expect(demo).toHaveTextContent('Demo');
    expect(screen.getByText('Demo only')).toBeInTheDocument();
    // Keyboard order: the game, then its Demo link.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Lucky Dice' })).toHaveFocus();
    await userEvent.tab();
    expect(demo).toHaveFocus();
  });

  it('renders its links with the given link component', () => {
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={`/app${href ?? ''}`} {...rest}>
        {children}
      </a>
    );
    render(<GameTile game={game} href="/g" demoHref="/d" linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Lucky Dice' })).toHaveAttribute('href', '/app/g');
    expect(screen.getByRole('link', { name: 'Demo: Lucky Dice' })).toHaveAttribute('data-router-link');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { GameTileData } from '../GameTile';
import { CASINO_SKELETON, GameGrid } from './GameGrid';

const games: GameTileData[] = ['Lucky Dice', 'Crash Rocket', 'Keno Ten'].map((name) => ({
  id: name.toLowerCase().replace(' ', '-'),
  name,
  providerName: 'Betline Originals',
  thumbnail: `/t/${name}.svg`,
}));

describe('GameGrid', () => {
  it('is a list named by its heading, one linked tile per game', async () => {
    const { container } = render(
      <GameGrid
        label="Popular games"
        games={games}
        getHref={(g) => `/casino/game/${g.id}`}
        priorityCount={1}
        action={<a href="/casino/popular">See all</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Popular games' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Popular games' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByRole('link', { name: 'Crash Rocket' })).toHaveAttribute(
      'href',
      '/casino/game/crash-rocket',
    );
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('takes a heading level, or names the list without a visible heading', () => {
    const { rerender } = render(<GameGrid label="Slots" headingLevel={3} games={games} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Slots' })).toBeInTheDocument();
    rerender(<GameGrid label="Slots" hideHeading games={games} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Slots' })).toBeInTheDocument();
  });

  it('renders tiles with renderTile', () => {
    render(<GameGrid label="Slots" games={games} renderTile={(g, i) => <span>{`${i}:${g.name}`}</span>} />);
    expect(screen.getByText('2:Keno Ten')).toBeInTheDocument();
  });

  it('CASINO-011 the skeleton shows 16 game tiles and 2 other-games tiles', async () => {
    const { container } = render(<GameGrid label="Slots" games={games} loading />);
    expect(CASINO_SKELETON).toEqual({ games: 16, other: 2 });
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-skeleton="game"]')).toHaveLength(16);
    expect(list.querySelectorAll('[data-skeleton="other"]')).toHaveLength(2);
    // The other-games tiles span two columns.
    expect(list.querySelectorAll('li[data-wide]')).toHaveLength(2);
    expect(within(list).getByText('Loading games')).toBeInTheDocument();
    // No game is shown while loading; screen readers hear one "Loading games" item.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('shows "No games found" without games, or the given empty state', () => {
    const { rerender } = render(<GameGrid label="Slots" games={[]} />);
    expect(screen.getByText('No games found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<GameGrid label="Slots" games={[]} empty={<p>Nothing in favourites yet</p>} />);
    expect(screen.getByText('Nothing in favourites yet')).toBeInTheDocument();
    expect(screen.queryByText('No games found')).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { MinesBoard } from './MinesBoard';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
/** The mines of the hands below: tiles 3, 8, 12 (row 3, column 3), 19 and 21. */
const MINES = [3, 8, 12, 19, 21];

/** The app's part: it answers each opened tile with a gem, or the mine that ends the hand. */
function Playing({ onOpen = vi.fn() }) {
  const [opened, setOpened] = useState<number[]>([]);
  const [hit, setHit] = useState<number | null>(null);
  return (
    <MinesBoard
      opened={opened}
      hit={hit}
      mines={hit === null ? null : MINES}
      onOpen={(tile) => {
        onOpen(tile);
        if (MINES.includes(tile)) setHit(tile);
        else setOpened((o) => [...o, tile]);
      }}
    />
  );
}

describe('MinesBoard', () => {
  it('shows 25 hidden tiles in one labelled group, each named by its place', async () => {
    const { container } = render(<MinesBoard opened={[]} onOpen={vi.fn()} />);
    const board = screen.getByRole('group', { name: 'Minefield' });
    const tiles = within(board).getAllByRole('button');
    expect(tiles).toHaveLength(25);
    expect(tiles[0]).toHaveAccessibleName('Tile 1, row 1, column 1, hidden');
    expect(tiles[6]).toHaveAccessibleName('Tile 7, row 2, column 2, hidden');
    expect(tiles[24]).toHaveAccessibleName('Tile 25, row 5, column 5, hidden');
    for (const tile of tiles) expect(tile).not.toHaveAttribute('aria-disabled');
    expect(board.querySelector('svg')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens a hidden tile, shows the gem and announces it', async () => {
    const onOpen = vi.fn();
    render(<Playing onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tile 7, row 2, column 2, hidden' }));
    expect(onOpen).toHaveBeenCalledWith(6);
    const gem = screen.getByRole('button', { name: 'Tile 7, row 2, column 2, gem' });
    expect(gem).toHaveAttribute('aria-disabled', 'true');
    expect(gem).toHaveAttribute('data-latest');
    expect(gem.querySelector('svg[data-glyph="gem"]')).not.toBeNull();
    await waitFor(() => expect(polite()).toHaveTextContent('Gem'));
    // an open tile cannot be opened again
    await userEvent.click(gem);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('ends the hand on a mine: the hit ringed, every tile shown, the ones not opened faded', async () => {
    const onOpen = vi.fn();
    const { container } = render(<Playing onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tile 1, row 1, column 1, hidden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tile 13, row 3, column 3, hidden' }));
    expect(onOpen).toHaveBeenLastCalledWith(12);
    const hit = screen.getByRole('button', { name: 'Tile 13, row 3, column 3, mine, hit' });
    expect(hit).toHaveAttribute('data-hit');
    expect(hit).not.toHaveAttribute('data-unopened');
    expect(hit.querySelector('svg[data-glyph="mine"]')).not.toBeNull();
    await waitFor(() => expect(polite()).toHaveTextContent('Mine: the round is over'));

    expect(screen.getByRole('button', { name: 'Tile 1, row 1, column 1, gem' })).not.toHaveAttribute(
      'data-unopened',
    );
    const otherMine = screen.getByRole('button', { name: 'Tile 4, row 1, column 4, mine' });
    expect(otherMine).toHaveAttribute('data-unopened');
    expect(otherMine.querySelector('svg[data-glyph="mine"]')).not.toBeNull();
    const unopened = screen.getByRole('button', { name: 'Tile 2, row 1, column 2, gem, not opened' });
    expect(unopened).toHaveAttribute('data-unopened');
    // every tile is shown, none can be opened
    const tiles = screen.getAllByRole('button');
    expect(tiles.filter((t) => t.getAttribute('aria-label')!.endsWith('hidden'))).toHaveLength(0);
    expect(tiles.filter((t) => t.getAttribute('aria-disabled') === 'true')).toHaveLength(25);
    expect(container.querySelectorAll('svg[data-glyph="mine"]')).toHaveLength(5);
    await userEvent.click(unopened);
    expect(onOpen).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('after a cash-out shows the mines without a hit and announces nothing', async () => {
    const { rerender } = render(<MinesBoard opened={[0, 6]} onOpen={vi.fn()} />);
    rerender(<MinesBoard opened={[0, 6]} mines={MINES} onOpen={vi.fn()} />);
    expect(document.querySelector('[data-hit]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tile 9, row 2, column 4, mine' })).toHaveAttribute(
      'data-unopened',
    );
    expect(screen.getByRole('button', { name: 'Tile 7, row 2, column 2, gem' })).not.toHaveAttribute(
      'data-unopened',
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(polite()?.textContent ?? '').toBe('');
  });

  it('arrow keys move the focus within the board (one tab stop)', async () => {
    render(<MinesBoard opened={[]} onOpen={vi.fn()} />);
    const tile = (n: number) => screen.getByRole('button', { name: new RegExp(`^Tile ${n},`) });
    await userEvent.tab();
    expect(tile(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tile(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tile(8)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tile(10)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tile(11)).toHaveFocus(); // on to the next row
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(tile(1)).toHaveFocus(); // the top row stops the move
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(tile(25)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(tile(25)).toHaveFocus();
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(tile(25)).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(tile(1)).toHaveFocus();
  });

  it('opens with Enter and Space from the keyboard', async () => {
    const onOpen = vi.fn();
    render(<MinesBoard opened={[]} onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowDown} ');
    expect(onOpen).toHaveBeenLastCalledWith(6);
  });

  it('a disabled board opens nothing and stays focusable', async () => {
    const onOpen = vi.fn();
    render(<MinesBoard opened={[4]} disabled onOpen={onOpen} />);
    const tile = screen.getByRole('button', { name: 'Tile 10, row 2, column 5, hidden' });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tile);
    expect(onOpen).not.toHaveBeenCalled();
    expect(tile).toHaveFocus();
    expect(tile).toHaveAttribute('tabindex', '0');
  });

  it('names the tiles in the current language', async () => {
    await testI18n.changeLanguage('de');
    render(<MinesBoard opened={[6]} hit={12} mines={MINES} />);
    expect(screen.getByRole('group', { name: 'Minenfeld' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feld 7, Reihe 2, Spalte 2, Edelstein' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Feld 13, Reihe 3, Spalte 3, Mine, ausgelöst' }),
    ).toBeInTheDocument();
  });
});

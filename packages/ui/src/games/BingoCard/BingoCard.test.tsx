import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { BingoCard } from './BingoCard';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

/**
 * A card in column order. As a grid, row by row:
 *    B   I   N   G   O
 *    7  22  42  50  66
 *    3  16  33  58  71
 *   12  30 FREE 47  62
 *    1  19  39  60  75
 *   15  27  45  53  68
 */
const CARD = [7, 3, 12, 1, 15, 22, 16, 30, 19, 27, 42, 33, 39, 45, 50, 58, 47, 60, 53, 66, 71, 62, 75, 68];
/** The top row. */
const TOP_ROW = [7, 22, 42, 50, 66];

describe('BingoCard', () => {
  it('shows the card as a table under B I N G O, the free space in the middle', async () => {
    const { container } = render(<BingoCard card={CARD} called={[]} />);
    const table = screen.getByRole('table', { name: 'Your bingo card' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['B', 'I', 'N', 'G', 'O']);
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(25);
    expect(cells[0]).toHaveAccessibleName('B 7');
    expect(cells[4]).toHaveAccessibleName('O 66');
    expect(cells[11]).toHaveAccessibleName('I 30');
    expect(cells[12]).toHaveAccessibleName('Free space');
    expect(cells[13]).toHaveAccessibleName('G 47');
    expect(cells[17]).toHaveAccessibleName('N 39');
    expect(cells[24]).toHaveAccessibleName('O 68');
    // the free space is daubed from the start, with a star; nothing else is
    expect(container.querySelectorAll('[data-daubed]')).toHaveLength(1);
    expect(cells[12]!.querySelector('[data-free] svg')).not.toBeNull();
    // it reads only
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('daubs the called numbers on the card and rings the newest', async () => {
    const { container } = render(<BingoCard card={CARD} called={[7, 44, 42, 60]} caption="Card 1" />);
    const table = screen.getByRole('table', { name: 'Card 1' });
    expect(within(table).getByRole('cell', { name: 'B 7, daubed' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'N 42, daubed' })).toBeInTheDocument();
    const newest = within(table).getByRole('cell', { name: 'G 60, daubed, latest call' });
    expect(newest.querySelector('[data-latest]')).not.toBeNull();
    expect(within(table).getByRole('cell', { name: 'I 22' }).querySelector('[data-daubed]')).toBeNull();
    // 44 is not on the card; the free space and three numbers are daubed
    expect(container.querySelectorAll('[data-daubed]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-latest]')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('a newest call that is not on the card rings nothing; lastCalled overrides the last of called', () => {
    const { container, rerender } = render(<BingoCard card={CARD} called={[7, 44]} />);
    expect(container.querySelector('[data-latest]')).toBeNull();
    rerender(<BingoCard card={CARD} called={[7, 44]} lastCalled={7} />);
    expect(screen.getByRole('cell', { name: 'B 7, daubed, latest call' })).toBeInTheDocument();
    rerender(<BingoCard card={CARD} called={[7]} lastCalled={null} />);
    expect(container.querySelector('[data-latest]')).toBeNull();
  });

  it('marks the winning line with a ring and a tick, in names and in the caption, and announces it once', async () => {
    const called = [...TOP_ROW, 3];
    const { container, rerender } = render(<BingoCard card={CARD} called={called} />);
    expect(polite()?.textContent ?? '').toBe('');
    rerender(<BingoCard card={CARD} called={called} line={[0, 1, 2, 3, 4]} />);
    expect(screen.getByRole('table', { name: 'Your bingo card, Line' })).toBeInTheDocument();
    const onLine = screen.getByRole('cell', { name: 'N 42, on the winning line' });
    expect(onLine.querySelector('[data-line] svg')).not.toBeNull();
    expect(container.querySelectorAll('[data-line]')).toHaveLength(5);
    expect(screen.getByRole('cell', { name: 'B 3, daubed, latest call' })).toBeInTheDocument();
    await waitFor(() => expect(polite()).toHaveTextContent('Line!'));

    // a later call does not announce the line again
    polite()!.textContent = '';
    rerender(<BingoCard card={CARD} called={[...called, 16]} line={[0, 1, 2, 3, 4]} />);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(polite()?.textContent ?? '').toBe('');
    await expectNoAxeViolations(container);
  });

  it('a diagonal line runs through the free space', () => {
    render(<BingoCard card={CARD} called={[7, 16, 60, 68]} line={[0, 6, 12, 18, 24]} />);
    expect(screen.getByRole('cell', { name: 'Free space, on the winning line' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'I 16, on the winning line' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'O 68, on the winning line, latest call' })).toBeInTheDocument();
  });

  it('a full house highlights the whole card and is announced', async () => {
    const { container, rerender } = render(
      <BingoCard card={CARD} called={CARD.slice(0, 23)} line={[0, 1, 2, 3, 4]} />,
    );
    await waitFor(() => expect(polite()?.textContent ?? '').toBe(''));
    rerender(<BingoCard card={CARD} called={CARD} line={[0, 1, 2, 3, 4]} complete />);
    expect(screen.getByRole('table', { name: 'Your bingo card, Full house' })).toHaveAttribute(
      'data-complete',
    );
    expect(container.querySelectorAll('[data-complete][data-daubed]')).toHaveLength(25);
    expect(screen.getByRole('cell', { name: 'O 68, daubed, latest call' })).toBeInTheDocument();
    await waitFor(() => expect(polite()).toHaveTextContent('Full house!'));
  });

  it('announces nothing for a win it was mounted with', async () => {
    render(<BingoCard card={CARD} called={CARD} complete />);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(polite()?.textContent ?? '').toBe('');
  });

  it('a card short of numbers leaves its last cells empty, not free', () => {
    const { container } = render(<BingoCard card={CARD.slice(0, 23)} called={[]} />);
    expect(screen.getAllByRole('cell')[24]).toHaveAccessibleName('O');
    expect(container.querySelectorAll('[data-free]')).toHaveLength(1);
  });

  it('names the cells in the current language', async () => {
    await testI18n.changeLanguage('de');
    render(<BingoCard card={CARD} called={TOP_ROW} line={[0, 1, 2, 3, 4]} lastCalled={null} />);
    expect(screen.getByRole('table', { name: 'Ihre Bingokarte, Reihe' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'N 42, in der Gewinnreihe' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Freifeld' })).toBeInTheDocument();
  });
});

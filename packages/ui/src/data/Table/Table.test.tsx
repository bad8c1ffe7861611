import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Table, sortTableRows, tableCollator, type TableColumn } from './Table';

interface Bet {
  id: string;
  event: string;
  stake: number;
  status: string;
}

const bets: Bet[] = [
  { id: 'b1', event: 'Liverpool v Arsenal', stake: 10, status: 'Won' },
  { id: 'b2', event: 'Arsenal v Chelsea', stake: 2.5, status: 'Lost' },
  { id: 'b3', event: 'Chelsea v Everton', stake: 100, status: 'Open' },
  { id: 'b4', event: 'Everton v Leeds', stake: 10, status: 'Open' },
];

const columns: TableColumn<Bet>[] = [
  { key: 'event', header: 'Event', cell: (b) => b.event, sortValue: (b) => b.event, rowHeader: true },
  { key: 'stake', header: 'Stake', cell: (b) => b.stake.toFixed(2), sortValue: (b) => b.stake, align: 'end' },
  { key: 'status', header: 'Status', cell: (b) => b.status, hideOnMobile: true },
];

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
const eventOrder = () =>
  screen
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('div')?.textContent ?? '')
    .join(' | ');

describe('Table', () => {
  it('is a real table named by its caption, with column headers and explicit roles for the card layout', async () => {
    const { container } = render(
      <Table caption="Bet history" columns={columns} rows={bets} rowKey={(b) => b.id} />,
    );
    const table = screen.getByRole('table', { name: 'Bet history' });
    expect(table.tagName).toBe('TABLE');
    expect(table.querySelector('caption')).toHaveTextContent('Bet history');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers.every((h) => h.tagName === 'TH' && h.getAttribute('role') === 'columnheader')).toBe(true);
    expect(container.querySelectorAll('[role="rowgroup"]')).toHaveLength(2);
    expect(container.querySelectorAll('tr[role="row"]')).toHaveLength(5);
    expect(container.querySelectorAll('td[role="cell"]')).toHaveLength(8);
    // Sortable columns have a button inside their header; the others plain text.
    expect(within(headers[0]!).getByRole('button', { name: 'Event' })).toBeInTheDocument();
    expect(within(headers[1]!).getByRole('button', { name: 'Stake' })).toBeInTheDocument();
    expect(within(headers[2]!).queryByRole('button')).not.toBeInTheDocument();
    // Nothing is sorted yet: no aria-sort, rows in their natural order.
    expect(headers.some((h) => h.hasAttribute('aria-sort'))).toBe(false);
    expect(eventOrder()).toBe(
      'Liverpool v Arsenal | Arsenal v Chelsea | Chelsea v Everton | Everton v Leeds',
    );
    // The event column names each row.
    expect(screen.getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    await expectNoAxeViolations(container);
  });

  it('sorts by a header pressed with the keyboard: ascending, then descending, announced politely', async () => {
    const onSortChange = vi.fn();
    render(
      <Table caption="Bets" columns={columns} rows={bets} rowKey={(b) => b.id} onSortChange={onSortChange} />,
    );
    const user = userEvent.setup();
    await user.tab();
    const stake = screen.getByRole('button', { name: 'Stake' });
    await user.tab();
    expect(stake).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'ascending');
    // 10 and 10 keep their natural order (stable).
    expect(eventOrder()).toBe(
      'Arsenal v Chelsea | Liverpool v Arsenal | Everton v Leeds | Chelsea v Everton',
    );
    await waitFor(() => expect(polite()).toHaveTextContent('Sorted by Stake, ascending'));

    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'descending' });
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'descending');
    expect(eventOrder()).toBe(
      'Chelsea v Everton | Liverpool v Arsenal | Everton v Leeds | Arsenal v Chelsea',
    );
    await waitFor(() => expect(polite()).toHaveTextContent('Sorted by Stake, descending'));

    // Another column starts ascending; only the sorted header has aria-sort.
    await user.click(screen.getByRole('button', { name: 'Event' }));
    expect(screen.getByRole('columnheader', { name: 'Event' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Stake' })).not.toHaveAttribute('aria-sort');
    expect(eventOrder()).toBe(
      'Arsenal v Chelsea | Chelsea v Everton | Everton v Leeds | Liverpool v Arsenal',
    );
  });

  it('starts from defaultSort, or follows a controlled sort', async () => {
    const { rerender } = render(
      <Table
        caption="Bets"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        defaultSort={{ key: 'event', direction: 'descending' }}
      />,
    );
    expect(eventOrder()).toBe(
      'Liverpool v Arsenal | Everton v Leeds | Chelsea v Everton | Arsenal v Chelsea',
    );

    const onSortChange = vi.fn();
    rerender(
      <Table
        caption="Bets"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        sort={{ key: 'stake', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Event' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'event', direction: 'ascending' });
    // Controlled: nothing changes until the owner passes the new sort.
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'descending');
    expect(eventOrder()).toBe(
      'Chelsea v Everton | Liverpool v Arsenal | Everton v Leeds | Arsenal v Chelsea',
    );
  });

  it('keeps the given order with manualSorting (rows sorted by the server)', () => {
    render(
      <Table
        caption="Bets"
        columns={columns}
        rows={bets}
        rowKey={(b) => b.id}
        sort={{ key: 'event', direction: 'ascending' }}
        manualSorting
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Event' })).toHaveAttribute('aria-sort', 'ascending');
    expect(eventOrder()).toBe(
      'Liverpool v Arsenal | Arsenal v Chelsea | Chelsea v Everton | Everton v Leeds',
    );
  });

  it('shows the empty text, or the empty slot, in one cell across the columns', async () => {
    const { container, rerender } = render(
      <Table caption="Bets" columns={columns} rows={[]} rowKey={(b) => b.id} />,
    );
    const cell = screen.getByRole('cell', { name: 'Nothing to show' });
    expect(cell).toHaveAttribute('colspan', '3');
    await expectNoAxeViolations(container);
    rerender(
      <Table
        caption="Bets"
        columns={columns}
        rows={[]}
        rowKey={(b) => b.id}
        emptyText="No bets yet"
        empty={<a href="/line">Go to the line</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Go to the line' })).toBeInTheDocument();
    expect(screen.queryByText('No bets yet')).not.toBeInTheDocument();
    rerender(
      <Table caption="Bets" columns={columns} rows={[]} rowKey={(b) => b.id} emptyText="No bets yet" />,
    );
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
  });

  it('while loading is busy, reads "Loading" and hides its skeleton rows', async () => {
    const { container } = render(
      <Table caption="Bets" columns={columns} rows={bets} rowKey={(b) => b.id} loading loadingRows={3} />,
    );
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const skeletons = container.querySelectorAll('tr[data-skeleton]');
    expect(skeletons).toHaveLength(3);
    skeletons.forEach((row) => expect(row).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.queryByText('Liverpool v Arsenal')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('labels each cell with its column for the mobile card layout (hidden from AT, which has the headers)', () => {
    const { container } = render(<Table caption="Bets" columns={columns} rows={bets} rowKey={(b) => b.id} />);
    const firstRow = container.querySelectorAll('tbody tr')[0]!;
    const cells = [...firstRow.children];
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Event', 'Stake', 'Status']);
    for (const cell of cells) {
      const label = cell.firstElementChild!;
      expect(label).toHaveAttribute('aria-hidden', 'true');
      expect(label.textContent).toBe(cell.getAttribute('data-label'));
    }
    expect(cells[1]).toHaveAttribute('data-align', 'end');
    expect(cells[2]).toHaveAttribute('data-hide-on-mobile');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('data-hide-on-mobile');
    // The cell's accessible content is its value only.
    expect(screen.getAllByRole('cell')[0]).toHaveAccessibleName('10.00');
  });

  it('becomes a focusable region named by the caption only while it overflows sideways', () => {
    let overflow = false;
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          observers.push(() => this.callback());
        }
        observe() {}
        disconnect() {}
      },
    );
    const scrollWidth = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(() => (overflow ? 900 : 400));
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 400);
    try {
      const { container } = render(
        <Table caption="Bets" columns={columns} rows={bets} rowKey={(b) => b.id} />,
      );
      const scroller = container.firstElementChild!;
      expect(scroller).not.toHaveAttribute('tabindex');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      overflow = true;
      act(() => observers.forEach((notify) => notify()));
      expect(screen.getByRole('region', { name: 'Bets' })).toBe(scroller);
      expect(scroller).toHaveAttribute('tabindex', '0');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('hides the caption visually on request, keeping it as the name', () => {
    render(<Table caption="Bets" captionHidden columns={columns} rows={bets} rowKey={(b) => b.id} />);
    expect(screen.getByRole('table', { name: 'Bets' })).toBeInTheDocument();
    const caption = document.querySelector('caption')!;
    expect(getComputedStyle(caption).position).toBe('absolute');
  });
});

describe('sortTableRows', () => {
  const en = tableCollator('en');

  it('compares numbers numerically and text with numeric collation', () => {
    expect(sortTableRows([10, 2, 33, 1], (n) => n, 'ascending', en)).toEqual([1, 2, 10, 33]);
    expect(sortTableRows(['Item 10', 'Item 2', 'item 1'], (s) => s, 'ascending', en)).toEqual([
      'item 1',
      'Item 2',
      'Item 10',
    ]);
  });

  it('is stable in both directions', () => {
    const rows = [
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
      { id: 'c', v: 1 },
      { id: 'd', v: 2 },
    ];
    expect(sortTableRows(rows, (r) => r.v, 'ascending', en).map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(sortTableRows(rows, (r) => r.v, 'descending', en).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('uses the language of the collator (Swedish puts ä after z, German next to a)', () => {
    const words = ['zebra', 'äpple', 'apple'];
    expect(sortTableRows(words, (w) => w, 'ascending', tableCollator('de'))).toEqual([
      'apple',
      'äpple',
      'zebra',
    ]);
    expect(sortTableRows(words, (w) => w, 'ascending', tableCollator('sv'))).toEqual([
      'apple',
      'zebra',
      'äpple',
    ]);
    // Cyrillic in Russian order.
    expect(sortTableRows(['Яна', 'Анна', 'Ёж', 'Еда'], (w) => w, 'ascending', tableCollator('ru'))).toEqual([
      'Анна',
      'Еда',
      'Ёж',
      'Яна',
    ]);
  });

  it('falls back to the default collator for an unusable language tag', () => {
    expect(() => tableCollator('not a language!')).not.toThrow();
    expect(() => tableCollator(undefined)).not.toThrow();
  });
});

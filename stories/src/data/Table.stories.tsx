import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  Avatar,
  Badge,
  EmptyState,
  Inline,
  Link,
  Table,
  formatDateTime,
  formatMoney,
  formatNumber,
  type TableColumn,
  type TableProps,
} from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import './texts';

interface BetRow {
  id: string;
  event: string;
  placed: Date;
  /** Stake in minor units (cents). */
  stake: number;
  odds: number;
  status: 'won' | 'lost' | 'open';
}

const bets: BetRow[] = [
  {
    id: 'b1',
    event: 'Liverpool v Arsenal',
    placed: new Date(2025, 4, 3, 18, 30),
    stake: 1000,
    odds: 2.1,
    status: 'won',
  },
  {
    id: 'b2',
    event: 'Real Madrid v Barcelona',
    placed: new Date(2025, 4, 1, 20, 0),
    stake: 250,
    odds: 3.4,
    status: 'lost',
  },
  {
    id: 'b3',
    event: 'Bayern v Dortmund',
    placed: new Date(2025, 4, 4, 16, 15),
    stake: 5000,
    odds: 1.55,
    status: 'open',
  },
  {
    id: 'b4',
    event: 'Ajax v PSV',
    placed: new Date(2025, 4, 2, 12, 45),
    stake: 1000,
    odds: 2.75,
    status: 'won',
  },
  {
    id: 'b5',
    event: 'Celtic v Rangers',
    placed: new Date(2025, 3, 28, 13, 0),
    stake: 75000,
    odds: 1.9,
    status: 'open',
  },
];

const statusTone = { won: 'success', lost: 'danger', open: 'neutral' } as const;

/** The columns of the bet history: texts and figures in the story's locale (Intl for dates and money). */
function useBetColumns(): TableColumn<BetRow>[] {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return [
    {
      key: 'event',
      header: t('dataKit.table.event'),
      cell: (bet) => <Link href={`#/bets/${bet.id}`}>{bet.event}</Link>,
      sortValue: (bet) => bet.event,
      rowHeader: true,
    },
    {
      key: 'placed',
      header: t('dataKit.table.date'),
      cell: (bet) => formatDateTime(bet.placed, lng),
      sortValue: (bet) => bet.placed.getTime(),
      hideOnMobile: true,
    },
    {
      key: 'stake',
      header: t('dataKit.table.stake'),
      cell: (bet) => formatMoney(bet.stake, 'EUR', lng),
      sortValue: (bet) => bet.stake,
      align: 'end',
    },
    {
      key: 'odds',
      header: t('dataKit.table.odds'),
      cell: (bet) => formatNumber(bet.odds, lng, 2),
      sortValue: (bet) => bet.odds,
      align: 'end',
    },
    {
      key: 'status',
      header: t('dataKit.table.status'),
      cell: (bet) => <Badge tone={statusTone[bet.status]}>{t(`dataKit.table.${bet.status}`)}</Badge>,
    },
  ];
}

/** The event names of the body rows, top to bottom. */
function eventOrder(canvasElement: HTMLElement): string[] {
  return storyCanvas(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent ?? '');
}

/** Leaves the story at rest (no focus ring) once its play is done. */
const atRest = () => (document.activeElement as HTMLElement | null)?.blur();

const byStake = (direction: 1 | -1) =>
  [...bets].sort((a, b) => direction * (a.stake - b.stake)).map((bet) => bet.event);

/**
 * A data table: sortable columns (a button in the header; `aria-sort` on the sorted one; the change is
 * announced), an empty state, skeleton rows while loading and, below 720px, one card per row whose cells
 * repeat their column's header. A real `<table>` with a caption; explicit roles keep the table semantics
 * in the card layout. Rows are not clickable: links go in cells.
 */
const meta = {
  title: 'Data/Table',
  component: Table,
  args: {
    caption: '',
    captionHidden: false,
    columns: [],
    rows: bets,
    rowKey: (bet: BetRow) => bet.id,
    loading: false,
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    empty: { control: false },
    sort: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    const columns = useBetColumns();
    return <Table {...args} caption={args.caption || t('dataKit.table.caption')} columns={columns} />;
  },
} satisfies Meta<TableProps<BetRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the first sortable header; Enter sorts ascending, Enter again descending. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('table', { name: text(globals, 'dataKit.table.caption') })).toBeVisible();
    const eventName = text(globals, 'dataKit.table.event');
    const header = canvas.getByRole('columnheader', { name: eventName });
    await expect(header).not.toHaveAttribute('aria-sort');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: eventName })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'event', direction: 'ascending' });
    const ascending = [...bets.map((bet) => bet.event)].sort((a, b) => a.localeCompare(b));
    await expect(eventOrder(canvasElement)).toEqual(ascending);
    // The change is announced in the page's live region.
    const polite = document.querySelector('[data-betline-live-region] [aria-live="polite"]');
    await waitFor(() =>
      expect(polite).toHaveTextContent(
        uiText(globals, 'table.sortedBy', {
          column: eventName,
          direction: uiText(globals, 'table.ascending'),
        }),
      ),
    );

    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(eventOrder(canvasElement)).toEqual([...ascending].reverse());

    // Tab moves on to the next sortable header; the sorted one keeps its state.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text(globals, 'dataKit.table.date') })).toHaveFocus();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    atRest();
  },
};

/** Sorted by stake, smallest first (equal stakes keep their order: the sort is stable). */
export const SortedAscending: Story = {
  args: { defaultSort: { key: 'stake', direction: 'ascending' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('columnheader', { name: text(globals, 'dataKit.table.stake') }),
    ).toHaveAttribute('aria-sort', 'ascending');
    await expect(eventOrder(canvasElement)).toEqual(byStake(1));
  },
};

/** Sorted by stake, largest first. */
export const SortedDescending: Story = {
  args: { defaultSort: { key: 'stake', direction: 'descending' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('columnheader', { name: text(globals, 'dataKit.table.stake') }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(eventOrder(canvasElement)).toEqual(byStake(-1));
  },
};

/** No rows: one cell across the columns says so. */
export const Empty: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const columns = useBetColumns();
    return (
      <Table
        {...args}
        caption={t('dataKit.table.caption')}
        columns={columns}
        rows={[]}
        emptyText={t('dataKit.table.empty')}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('cell', { name: text(globals, 'dataKit.table.empty') })).toHaveAttribute(
      'colspan',
      '5',
    );
  },
};

/** The `empty` slot: an EmptyState with a way on. */
export const EmptyWithAction: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const columns = useBetColumns();
    return (
      <Table
        {...args}
        caption={t('dataKit.table.caption')}
        columns={columns}
        rows={[]}
        empty={
          <EmptyState
            title={t('dataKit.table.empty')}
            action={<Link href="#/line">{t('dataKit.table.toLine')}</Link>}
          >
            {t('dataKit.table.emptyHint')}
          </EmptyState>
        }
      />
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(text(globals, 'dataKit.table.empty'))).toBeVisible();
    // Headers first, then the way on.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text(globals, 'dataKit.table.toLine') })).toHaveFocus();
    atRest();
  },
};

/** Loading: skeleton rows (hidden from assistive technology), the table busy and "Loading" read. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const table = canvas.getByRole('table', { name: text(globals, 'dataKit.table.caption') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tr[data-skeleton][aria-hidden="true"]')).toHaveLength(5);
    await expect(canvas.getByText(uiText(globals, 'loading'))).toBeInTheDocument();
    await expect(canvas.queryByText('Liverpool v Arsenal')).not.toBeInTheDocument();
  },
};

/** The caption read by screen readers only (a heading above already says what the table is). */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const table = canvas.getByRole('table', { name: text(globals, 'dataKit.table.caption') });
    await expect(table.querySelector('caption')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/**
 * Below 720px: one card per row, each value labelled with its column; the date column is left out
 * (`hideOnMobile`); the sortable headers stay as buttons above the cards.
 */
export const MobileCards: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(window.innerWidth).toBeLessThan(720);
    const table = canvas.getByRole('table', { name: text(globals, 'dataKit.table.caption') });
    const firstRow = table.querySelector<HTMLElement>('tbody tr')!;
    await expect(getComputedStyle(firstRow).display).toBe('block');
    // Each value shows its column's header as a label (hidden from AT: the table headers still apply).
    const stakeCell = firstRow.querySelector<HTMLElement>(
      `[data-label="${text(globals, 'dataKit.table.stake')}"]`,
    )!;
    const label = stakeCell.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(label).toBeVisible();
    await expect(label).toHaveTextContent(text(globals, 'dataKit.table.stake'));
    // The date column is left out of the cards.
    const dateCell = firstRow.querySelector<HTMLElement>(
      `[data-label="${text(globals, 'dataKit.table.date')}"]`,
    )!;
    await expect(dateCell).not.toBeVisible();
    // Still a table for assistive technology.
    await expect(canvas.getAllByRole('row')).toHaveLength(bets.length + 1);
    await expect(canvas.getAllByRole('columnheader').length).toBeGreaterThan(0);
    // Sorting by keyboard works here too.
    await userEvent.tab();
    const eventName = text(globals, 'dataKit.table.event');
    await expect(canvas.getByRole('button', { name: eventName })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: eventName })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    atRest();
  },
};

interface Leader {
  id: string;
  rank: number;
  name: string;
  wins: number;
  /** Prize in minor units. */
  prize: number;
}

const leaders: Leader[] = [
  { id: 'p1', rank: 1, name: 'Anna Petrova', wins: 42, prize: 150000 },
  { id: 'p2', rank: 2, name: 'Ivan Sokolov', wins: 39, prize: 75000 },
  { id: 'p3', rank: 3, name: 'Élodie Durand', wins: 35, prize: 30000 },
  { id: 'p4', rank: 4, name: 'Mehmet Yılmaz', wins: 31, prize: 10000 },
  { id: 'p5', rank: 5, name: 'Олег Ёлкин', wins: 28, prize: 5000 },
];

/** Example: a tournament leaderboard; the player column shows a decorative avatar next to the name. */
export const Leaderboard: Story = {
  render: function Render() {
    const { t, i18n } = useTranslation();
    const lng = i18n.language;
    const columns: TableColumn<Leader>[] = [
      {
        key: 'rank',
        header: t('dataKit.table.rank'),
        cell: (p) => formatNumber(p.rank, lng),
        sortValue: (p) => p.rank,
        align: 'end',
      },
      {
        key: 'player',
        header: t('dataKit.table.player'),
        cell: (p) => (
          <Inline gap={2} align="center">
            <Avatar name={p.name} size="sm" decorative />
            <span>{p.name}</span>
          </Inline>
        ),
        sortValue: (p) => p.name,
        rowHeader: true,
      },
      {
        key: 'wins',
        header: t('dataKit.table.wins'),
        cell: (p) => formatNumber(p.wins, lng),
        sortValue: (p) => p.wins,
        align: 'end',
      },
      {
        key: 'prize',
        header: t('dataKit.table.prize'),
        cell: (p) => formatMoney(p.prize, 'EUR', lng),
        sortValue: (p) => p.prize,
        align: 'end',
      },
    ];
    return (
      <Table
        caption={t('dataKit.table.leaderboard')}
        columns={columns}
        rows={leaders}
        rowKey={(p) => p.id}
        defaultSort={{ key: 'rank', direction: 'ascending' }}
      />
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    const player = text(globals, 'dataKit.table.player');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: player })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: player })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Sorted with the collator of the story's language (in Russian, Cyrillic comes before Latin).
    const collator = new Intl.Collator(String(globals.locale ?? 'en'), { numeric: true });
    const expected = leaders.map((p) => p.name).sort(collator.compare);
    const rowHeaders = canvas.getAllByRole('rowheader');
    for (const [index, name] of expected.entries()) {
      await expect(rowHeaders[index]).toHaveAccessibleName(name);
    }
    atRest();
  },
};

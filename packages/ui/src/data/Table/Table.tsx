import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type TdHTMLAttributes,
} from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { ChevronUpIcon } from '../../icons/ChevronUpIcon';
import { createIcon } from '../../icons/createIcon';
import { Skeleton } from '../Skeleton';
import {
  Caption,
  CellLabel,
  CellValue,
  EmptyCell,
  Scroller,
  SortButton,
  SortGlyph,
  StyledTable,
} from './Table.styles';

/** The order of a sorted column (the values of `aria-sort`). */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and in which order. */
export interface TableSort {
  /** The `key` of the sorted column. */
  key: string;
  /** Ascending (A to Z, smallest first) or descending. */
  direction: SortDirection;
}

/** A column of a Table: its header, how to show a row's cell and, optionally, how to sort by it. */
export interface TableColumn<Row> {
  /** A stable key of the column (the sort state refers to it). */
  key: string;
  /** The column's header (translated plain text); also the label of the cell in a mobile card. */
  header: string;
  /** The cell of a row (text, a formatted number, a link...). */
  cell: (row: Row) => ReactNode;
  /**
   * The value to sort by; makes the column sortable (its header becomes a button). Strings are compared
   * with Intl.Collator in the current language, numbers numerically.
   */
  sortValue?: (row: Row) => string | number;
  /** Alignment of the header and cells: `end` for numbers and money. `start` by default. */
  align?: 'start' | 'end';
  /** Leaves the column out of the mobile card layout (a secondary detail). */
  hideOnMobile?: boolean;
  /** The column names its row (e.g. the event): its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows (in their natural order; a sorted column reorders them). */
  rows: readonly Row[];
  /** A stable, unique key of a row (its id). */
  rowKey: (row: Row) => string;
  /** What the table shows (translated); the table's accessible name. */
  caption: string;
  /** Hides the caption visually; assistive technology still reads it as the table's name. */
  captionHidden?: boolean;
  /** The sort (controlled): `null` for the natural order. Use with `onSortChange`. */
  sort?: TableSort | null;
  /** The initial sort when uncontrolled; the natural order by default. */
  defaultSort?: TableSort;
  /** Called when the player sorts by a column (its header pressed: ascending first, then it toggles). */
  onSortChange?: (sort: TableSort) => void;
  /** The rows come already sorted (by the server): the table shows the sort state but keeps their order. */
  manualSorting?: boolean;
  /** The text shown when there are no rows (translated); "Nothing to show" by default. */
  emptyText?: string;
  /** Content shown instead of `emptyText` when there are no rows (e.g. an EmptyState with an action). */
  empty?: ReactNode;
  /** Shows skeleton rows (the table is marked busy and "Loading" is read) instead of the rows. */
  loading?: boolean;
  /** How many skeleton rows to show while loading; 5 by default. */
  loadingRows?: number;
  /** A class for the outer element (the scroll container), e.g. for margins. */
  className?: string;
}

/** Up and down arrows: the column can be sorted but is not. */
const SortableIcon = createIcon(
  'SortableIcon',
  <>
    <path d="M5 6l3-3 3 3" />
    <path d="M5 10l3 3 3-3" />
  </>,
);

type SortValue = string | number;

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  // Numbers before text when a column mixes them.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/**
 * The rows ordered by a column's `sortValue`: strings with the collator (language-aware, numeric
 * "Item 2" < "Item 10"), numbers numerically. Stable: rows with equal values keep their order.
 */
export function sortTableRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: SortDirection,
  collator: Intl.Collator,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => sign * compareValues(a.value, b.value, collator) || a.index - b.index)
    .map((entry) => entry.row);
}

/** A collator for the language (falls back to the runtime's default for an unknown tag). */
export function tableCollator(language: string | undefined): Intl.Collator {
  try {
    return new Intl.Collator(language || undefined, { numeric: true });
  } catch {
    return new Intl.Collator(undefined, { numeric: true });
  }
}

/**
 * A body cell. Its role is explicit, like every role of the table: below 720px the table's elements are
 * `display: block`, which makes browsers drop their implicit table roles.
 */
function Td(props: TdHTMLAttributes<HTMLTableCellElement>) {
  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid cell
  return <td role="cell" {...props} />;
}

/** Whether an element overflows sideways, kept up to date as it resizes. */
function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A data table: sortable columns, an empty state, skeleton rows while loading and, below 720px, a card per
 * row whose cells repeat their column's header as a label. It is a real `<table>` with a caption, column
 * headers and `aria-sort`; the explicit roles keep it a table for screen readers in the card layout.
 * Rows are not clickable: put links in cells.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  sort,
  defaultSort,
  onSortChange,
  manualSorting = false,
  emptyText,
  empty,
  loading = false,
  loadingRows = 5,
  className,
}: TableProps<Row>) {
  const { t, i18n } = useUiTranslation();
  const captionId = `${useId()}-caption`;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflowsInline(scrollerRef);
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const current = sort === undefined ? ownSort : sort;
  const language = i18n.language;
  const collator = useMemo(() => tableCollator(language), [language]);

  const sortedColumn = current ? columns.find((column) => column.key === current.key) : undefined;
  const shownRows = useMemo(() => {
    if (manualSorting || !current || !sortedColumn?.sortValue) return rows;
    return sortTableRows(rows, sortedColumn.sortValue, current.direction, collator);
  }, [manualSorting, current, sortedColumn, rows, collator]);

  const sortBy = (column: TableColumn<Row>) => {
    const direction: SortDirection =
      current?.key === column.key && current.direction === 'ascending' ? 'descending' : 'ascending';
    const next = { key: column.key, direction };
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    announce(t('table.sortedBy', { column: column.header, direction: t(`table.${direction}`) }));
  };

  return (
    <Scroller
      ref={scrollerRef}
      className={className}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <StyledTable role="table" aria-labelledby={captionId} aria-busy={loading || undefined}>
        <Caption id={captionId} $hidden={captionHidden}>
          {caption}
        </Caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept in the card layout (see Td) */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const sorted = current?.key === column.key ? current.direction : undefined;
              return (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortValue ? sorted : undefined}
                  data-align={column.align ?? 'start'}
                  data-sortable={column.sortValue ? '' : undefined}
                  data-hide-on-mobile={column.hideOnMobile ? '' : undefined}
                >
                  {column.sortValue ? (
                    <SortButton type="button" onClick={() => sortBy(column)}>
                      <span>{column.header}</span>
                      <SortGlyph $active={sorted !== undefined} aria-hidden="true">
                        {sorted === 'ascending' ? (
                          <ChevronUpIcon />
                        ) : sorted === 'descending' ? (
                          <ChevronDownIcon />
                        ) : (
                          <SortableIcon />
                        )}
                      </SortGlyph>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept in the card layout (see Td) */}
        <tbody role="rowgroup">
          {loading ? (
            <>
              <tr role="row" data-loading-status="">
                <Td colSpan={columns.length}>
                  <VisuallyHidden>{t('loading')}</VisuallyHidden>
                </Td>
              </tr>
              {Array.from({ length: loadingRows }, (_, index) => (
                <tr key={index} role="row" aria-hidden="true" data-skeleton="">
                  {columns.map((column) => (
                    <Td
                      key={column.key}
                      data-align={column.align ?? 'start'}
                      data-hide-on-mobile={column.hideOnMobile ? '' : undefined}
                    >
                      <CellLabel>{column.header}</CellLabel>
                      <Skeleton $width={column.align === 'end' ? '50%' : '80%'} />
                    </Td>
                  ))}
                </tr>
              ))}
            </>
          ) : shownRows.length === 0 ? (
            <tr role="row" data-empty="">
              <Td colSpan={columns.length}>
                {empty ?? <EmptyCell>{emptyText ?? t('table.empty')}</EmptyCell>}
              </Td>
            </tr>
          ) : (
            shownRows.map((row) => (
              <tr key={rowKey(row)} role="row" data-row="">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      role={column.rowHeader ? 'rowheader' : 'cell'}
                      {...(column.rowHeader ? { scope: 'row' } : {})}
                      data-label={column.header}
                      data-align={column.align ?? 'start'}
                      data-hide-on-mobile={column.hideOnMobile ? '' : undefined}
                    >
                      <CellLabel aria-hidden="true">{column.header}</CellLabel>
                      <CellValue>{column.cell(row)}</CellValue>
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}

import {
  HISTORY_STATUSES,
  type BetHistoryQuery,
  type HistoryStatus,
  type HistoryTypeId,
} from '../../api/bets';

/**
 * The bet history's filters as they live in the page's query string (`?period=7d&status=open&type=express
 * &page=2`, a custom period as `period=custom&from=2026-11-01&to=2026-11-23`), so that a reload, a shared
 * link and the Back button keep them. Days are the player's days: the time zone of their preferences.
 */

/** Preset periods and a custom range; DECISIONS: at least 3 months of bet history are reachable. */
export const PERIODS = ['today', '7d', '30d', '3m', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

/** How far back a custom period may start (months); the presets reach 3 months. */
export const HISTORY_MONTHS_BACK = 12;

/** Coupons per page (the server's default page size). */
export const PAGE_SIZE = 20;

export const STATUS_FILTERS = ['all', ...HISTORY_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Coupon types by their filter name: single, express, system, system with blocks. */
export const TYPE_FILTER_IDS = { single: 0, express: 1, system: 2, blocks: 4 } as const satisfies Record<
  string,
  HistoryTypeId
>;
export type TypeFilter = 'all' | keyof typeof TYPE_FILTER_IDS;
export const TYPE_FILTERS: readonly TypeFilter[] = ['all', 'single', 'express', 'system', 'blocks'];

export interface HistoryFilters {
  period: Period;
  /** The custom period's first and last day (ISO dates, both included); null for a preset. */
  from: string | null;
  to: string | null;
  status: StatusFilter;
  type: TypeFilter;
  /** 1-based page. */
  page: number;
}

export const DEFAULT_FILTERS: HistoryFilters = {
  period: DEFAULT_PERIOD,
  from: null,
  to: null,
  status: 'all',
  type: 'all',
  page: 1,
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (value === null || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in the player's time zone (an offset in hours from UTC). */
export function playerToday(now: number, timeZone: number): string {
  return new Date(now + timeZone * HOUR_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` months away, or the month's last day when it has fewer days. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** The instant a day of the player's begins, as the server's ISO date-time. */
export function dayStart(day: string, timeZone: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - timeZone * HOUR_MS).toISOString();
}

/** The first day of a preset period (the last one is today). */
export function presetStart(period: Exclude<Period, 'custom'>, today: string): string {
  switch (period) {
    case 'today':
      return today;
    case '7d':
      return addDays(today, -6);
    case '30d':
      return addDays(today, -29);
    case '3m':
      return addMonths(today, -3);
  }
}

/** The earliest day a custom period may start. */
export function earliestDay(today: string): string {
  return addMonths(today, -HISTORY_MONTHS_BACK);
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The filters of a query string; anything unknown or not valid falls back to its default. */
export function readFilters(search: URLSearchParams, today: string): HistoryFilters {
  const filters: HistoryFilters = {
    ...DEFAULT_FILTERS,
    period: oneOf(PERIODS, search.get('period'), DEFAULT_PERIOD),
    status: oneOf(STATUS_FILTERS, search.get('status'), 'all'),
    type: oneOf(TYPE_FILTERS, search.get('type'), 'all'),
  };
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) filters.page = page;
  if (filters.period === 'custom') {
    const from = search.get('from');
    const to = search.get('to');
    if (isDay(from) && isDay(to) && from <= to && to <= today && from >= earliestDay(today)) {
      filters.from = from;
      filters.to = to;
    } else {
      filters.period = DEFAULT_PERIOD;
    }
  }
  return filters;
}

/** The query string of the filters; defaults are left out. */
export function writeFilters(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.period !== DEFAULT_PERIOD) search.set('period', filters.period);
  if (filters.period === 'custom' && filters.from !== null && filters.to !== null) {
    search.set('from', filters.from);
    search.set('to', filters.to);
  }
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.type !== 'all') search.set('type', filters.type);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The days the filters cover, both included (a preset ends today). */
export function periodDays(filters: HistoryFilters, today: string): { start: string; end: string } {
  if (filters.period === 'custom' && filters.from !== null && filters.to !== null) {
    return { start: filters.from, end: filters.to };
  }
  const preset = filters.period === 'custom' ? DEFAULT_PERIOD : filters.period;
  return { start: presetStart(preset as Exclude<Period, 'custom'>, today), end: today };
}

/** What the server is asked: the period's end is exclusive there, so a custom last day is included. */
export function toQuery(filters: HistoryFilters, today: string, timeZone: number): BetHistoryQuery {
  const days = periodDays(filters, today);
  const query: BetHistoryQuery = {
    from: dayStart(days.start, timeZone),
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  };
  // A preset runs up to now (no end); a custom period ends with its last day.
  if (filters.period === 'custom') query.to = dayStart(addDays(days.end, 1), timeZone);
  if (filters.status !== 'all') query.status = filters.status as HistoryStatus;
  if (filters.type !== 'all') query.typeId = TYPE_FILTER_IDS[filters.type];
  return query;
}

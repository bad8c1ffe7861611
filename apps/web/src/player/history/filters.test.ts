import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  addMonths,
  dayStart,
  earliestDay,
  periodDays,
  playerToday,
  readFilters,
  toQuery,
  writeFilters,
} from './filters';

const TODAY = '2026-11-23';
const read = (query: string) => readFilters(new URLSearchParams(query), TODAY);

describe('bet history filters', () => {
  it("today is the player's day: 22:30 UTC is already tomorrow at UTC+3, still today at UTC-5", () => {
    const now = Date.parse('2026-11-23T22:30:00Z');
    expect(playerToday(now, 3)).toBe('2026-11-24');
    expect(playerToday(now, -5)).toBe('2026-11-23');
  });

  it("a day of the player's starts at midnight in their time zone", () => {
    expect(dayStart('2026-11-23', 3)).toBe('2026-11-22T21:00:00.000Z');
    expect(dayStart('2026-11-23', -9.5)).toBe('2026-11-23T09:30:00.000Z');
  });

  it('months back keep the day, or take the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', -3)).toBe('2026-08-23');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2028-05-31', -3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
  });

  it('the presets end today and start 0, 6, 29 days or 3 months back', () => {
    expect(periodDays(read('period=today'), TODAY)).toEqual({ start: TODAY, end: TODAY });
    expect(periodDays(read('period=7d'), TODAY)).toEqual({ start: '2026-11-17', end: TODAY });
    expect(periodDays(read(''), TODAY)).toEqual({ start: '2026-10-25', end: TODAY });
    expect(periodDays(read('period=3m'), TODAY)).toEqual({ start: '2026-08-23', end: TODAY });
  });

  it('reads what it writes, leaving the defaults out', () => {
    const filters = {
      period: 'custom' as const,
      from: '2026-09-01',
      to: '2026-09-30',
      status: 'cashed_out' as const,
      type: 'blocks' as const,
      page: 3,
    };
    const search = writeFilters(filters);
    expect(search.toString()).toBe(
      'period=custom&from=2026-09-01&to=2026-09-30&status=cashed_out&type=blocks&page=3',
    );
    expect(readFilters(search, TODAY)).toEqual(filters);
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('unknown or broken values fall back to the defaults', () => {
    expect(read('period=1y&status=maybe&type=9&page=-2')).toEqual(DEFAULT_FILTERS);
    expect(read('page=1.5').page).toBe(1);
    // A custom period needs two real days in order, not in the future, not before the earliest day.
    expect(read('period=custom&from=2026-11-10').period).toBe('30d');
    expect(read('period=custom&from=2026-11-10&to=2026-11-01').period).toBe('30d');
    expect(read('period=custom&from=2026-02-30&to=2026-03-01').period).toBe('30d');
    expect(read('period=custom&from=2026-11-01&to=2026-11-24').period).toBe('30d');
    expect(read(`period=custom&from=${addMonths(earliestDay(TODAY), 0)}&to=${TODAY}`).period).toBe('custom');
    expect(read('period=custom&from=2025-11-22&to=2025-11-30').period).toBe('30d');
  });

  it('asks the server for [first day, day after the last) of a custom period, with status, type and page', () => {
    expect(
      toQuery(
        read('period=custom&from=2026-11-01&to=2026-11-20&status=settled&type=express&page=2'),
        TODAY,
        3,
      ),
    ).toEqual({
      from: '2026-10-31T21:00:00.000Z',
      to: '2026-11-20T21:00:00.000Z',
      status: 'settled',
      typeId: 1,
      limit: 20,
      offset: 20,
    });
    // A preset runs up to now: no end.
    expect(toQuery(read('period=today&type=system'), TODAY, 0)).toEqual({
      from: '2026-11-23T00:00:00.000Z',
      typeId: 2,
      limit: 20,
      offset: 0,
    });
    expect(toQuery(read('type=blocks'), TODAY, 0).typeId).toBe(4);
  });
});

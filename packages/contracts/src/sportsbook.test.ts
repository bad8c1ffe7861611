import { describe, expect, it } from 'vitest';
import {
  gamesQuerySchema,
  idParamSchema,
  multiLiveQuerySchema,
  resultsQuerySchema,
  TIME_FILTERS,
  timeFilterSchema,
} from './sportsbook';
import { pushClientMessageSchema, pushServerMessageSchema } from './sportsbookPush';

describe('sportsbook contracts', () => {
  it('CONST-011 time filters are exactly 0, 1, 2, 3 and 6', () => {
    expect(TIME_FILTERS).toEqual([0, 1, 2, 3, 6]);
    for (const f of TIME_FILTERS) expect(timeFilterSchema.parse(String(f))).toBe(f);
    for (const bad of ['4', '5', '7', '01', '', 'all'])
      expect(timeFilterSchema.safeParse(bad).success).toBe(false);
    expect(gamesQuerySchema.parse({}).timeFilter).toBe(0);
  });

  it('ids are positive whole numbers given as digits', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', '1234567890123456'])
      expect(idParamSchema.safeParse(bad).success).toBe(false);
  });

  it('list queries default their paging and bound it', () => {
    expect(gamesQuerySchema.parse({})).toMatchObject({ limit: 50, offset: 0 });
    expect(gamesQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(gamesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(gamesQuerySchema.safeParse({ section: 'soon' }).success).toBe(false);
  });

  it('results take a calendar date and the route types live or zone', () => {
    expect(resultsQuerySchema.parse({ date: '2026-11-23' })).toMatchObject({
      date: '2026-11-23',
      limit: 200,
    });
    expect(resultsQuerySchema.parse({ date: '2024-02-29', type: 'zone' }).type).toBe('zone');
    for (const date of ['2026-02-30', '2026-13-01', '23.11.2026', ''])
      expect(resultsQuerySchema.safeParse({ date }).success).toBe(false);
    expect(resultsQuerySchema.safeParse({ date: '2026-11-23', type: 'line' }).success).toBe(false);
  });

  it('multi-live takes 1 to 8 distinct ids', () => {
    expect(multiLiveQuerySchema.parse({ ids: '3,1,3' }).ids).toEqual([3, 1]);
    expect(multiLiveQuerySchema.safeParse({ ids: '1,2,3,4,5,6,7,8,9' }).success).toBe(false);
    expect(multiLiveQuerySchema.safeParse({ ids: '' }).success).toBe(false);
  });

  it('push messages: client commands and server updates are validated', () => {
    expect(
      pushClientMessageSchema.safeParse({ type: 'subscribe', gameIds: [1], lists: [{ section: 'live' }] })
        .success,
    ).toBe(true);
    expect(pushClientMessageSchema.safeParse({ type: 'resume', seq: -1 }).success).toBe(false);
    expect(
      pushClientMessageSchema.safeParse({ type: 'subscribe', lists: [{ section: 'past' }] }).success,
    ).toBe(false);
    expect(
      pushServerMessageSchema.safeParse({
        type: 'update',
        seq: 7,
        gameId: 1,
        sportId: 1,
        status: 'live',
        suspended: true,
        clockSec: 60,
        period: 1,
        score: [1, 0],
        events: [{ type: 'score', gameId: 1, clockSec: 60, side: 0, score: [1, 0] }],
        odds: [
          [1000, 1450],
          [1001, null],
        ],
      }).success,
    ).toBe(true);
  });
});

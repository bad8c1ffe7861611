import { DAY_MS, HOUR_MS, type PlayerLimit } from '@betline/core';
import type { ActivityDay } from '@betline/ui';

/** A fixed "now" so that countdowns and dates in screenshots never change. */
export const NOW = Date.UTC(2026, 10, 23, 12, 0);

export const limit = (over: Partial<PlayerLimit> & Pick<PlayerLimit, 'type'>): PlayerLimit => ({
  value: 1000,
  startedAt: NOW - 10 * DAY_MS,
  endsAt: null,
  pending: null,
  ...over,
});

/** A player with a few limits in every state. */
export const playerLimits: PlayerLimit[] = [
  limit({ type: 20, value: 200 }),
  limit({ type: 21, value: 1000, pending: { value: 2000, requestedAt: NOW - 20 * HOUR_MS } }),
  limit({ type: 22, value: 999_999_999 }),
  limit({ type: 11, value: 500 }),
  limit({ type: 1, value: 300, pending: { value: null, requestedAt: NOW - 25 * HOUR_MS } }),
  limit({ type: 31, value: 3 }),
  limit({ type: 32, value: 30 }),
];

/** Fourteen days of activity (minor units of EUR), deterministic. */
export const activityDays: ActivityDay[] = Array.from({ length: 14 }, (_, i) => {
  const deposits = i % 4 === 0 ? 5000 + i * 250 : 0;
  const stakes = 1200 + ((i * 733) % 3100);
  const net = ((i * 977) % 4200) - 2400;
  const date = new Date(NOW - (13 - i) * DAY_MS).toISOString().slice(0, 10);
  return { date, deposits, stakes, net };
});

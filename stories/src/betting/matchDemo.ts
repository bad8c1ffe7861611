import type { MatchIncident, MatchStat } from '@betline/ui';

/** A football match at 67 minutes, 1:1, as the feed's match centre answers it. */
export const FOOTBALL_STATS: readonly MatchStat[] = [
  { key: 'possession', first: 57, second: 43 },
  { key: 'attacks', first: 71, second: 52 },
  { key: 'dangerousAttacks', first: 38, second: 27 },
  { key: 'shotsOnTarget', first: 4, second: 3 },
  { key: 'shotsOffTarget', first: 6, second: 4 },
  { key: 'corners', first: 5, second: 2 },
  { key: 'yellowCards', first: 1, second: 2 },
  { key: 'redCards', first: 0, second: 0 },
];

export const FOOTBALL_INCIDENTS: readonly MatchIncident[] = [
  { type: 'start', clockSec: 0, period: 1, side: null, score: null },
  { type: 'corner', clockSec: 300, period: 1, side: 0, score: null },
  { type: 'goal', clockSec: 1130, period: 1, side: 0, score: [1, 0] },
  { type: 'yellow', clockSec: 1900, period: 1, side: 1, score: null },
  { type: 'period', clockSec: 2700, period: 2, side: null, score: null },
  { type: 'yellow', clockSec: 3100, period: 2, side: 1, score: null },
  { type: 'goal', clockSec: 3560, period: 2, side: 1, score: [1, 1] },
  { type: 'yellow', clockSec: 3900, period: 2, side: 0, score: null },
];

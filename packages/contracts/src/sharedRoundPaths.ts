// The shared tables' paths and ids without zod (sharedRounds.ts has the schemas): their own module, so that only
// the tables' pages carry them.

/** The shared tables (@betline/games SHARED_TABLE_IDS; the contracts' tests check the two lists agree). */
export const SHARED_TABLE_IDS = ['live-roulette', 'live-baccarat', 'money-wheel', 'bingo-75'] as const;
export type SharedTableIdWire = (typeof SHARED_TABLE_IDS)[number];

export const SHARED_ROUND_PATHS = {
  /** `GET`: the table, the round taking bets (its seed's hash published), the latest drawn rounds, the server's time. */
  table: '/web-api/tables/:tableId',
  /** `GET` (session): the player's bets at the table, newest first; `POST` (session, CSRF): a bet on the open round. */
  bets: '/web-api/tables/:tableId/bets',
  /** `GET`: server-sent events of the table: each bet placed (counts only) and each round drawn. */
  events: '/web-api/tables/:tableId/events',
  /** `POST` (demo and development only): draws the table's open round now, so that a demo need not wait for it. */
  demoDraw: '/web-api/tables/:tableId/demo/draw',
} as const;

/** A path of a table: `:tableId` filled in. */
export function sharedTablePath(path: string, tableId: string): string {
  return path.replace(':tableId', encodeURIComponent(tableId));
}

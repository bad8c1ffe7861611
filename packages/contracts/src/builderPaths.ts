// The paths of bets on your terms without zod (builder.ts has the schemas): their own module, so that only the
// pages that build such bets carry them.

export const BUILDER_PATHS = {
  /** `POST` { gameId, outcomeIds }: the combination's price now, or why the outcomes cannot combine (200 either way). */
  quote: '/web-api/builder/quote',
  /** `GET` (session): the player's bets on their terms, newest first; `POST` (session, CSRF): a bet. */
  bets: '/web-api/builder/bets',
} as const;

/** Outcomes in one bet on your terms (the server's BUILDER_MIN_PARTS / BUILDER_MAX_PARTS). */
export const BUILDER_PARTS = { min: 2, max: 6 } as const;

// The toto's paths and picks without zod (toto.ts has the schemas): their own module, so that only the toto's
// pages carry them.

/** Matches in a draw. */
export const TOTO_EVENTS = 15;
/** The outcomes a match can be picked with: the home team wins, a draw, the away team wins. */
export const TOTO_PICKS = ['1', 'X', '2'] as const;
export type TotoPick = (typeof TOTO_PICKS)[number];

export const TOTO_PATHS = {
  /** `GET`: the open draw, the one after it and the rules, with the pool in `?currency=`. */
  overview: '/web-api/toto',
  /** `GET`: past draws (closed, settled or cancelled), newest first, with results and payouts. */
  draws: '/web-api/toto/draws',
  /** `GET`: one draw. */
  draw: '/web-api/toto/draws/:drawId',
  /** `GET`: the largest wins of the latest settled draws, players' names masked. */
  winners: '/web-api/toto/winners',
  /** `GET` (session): the player's coupons, newest first; `POST` (session, CSRF): places a coupon. */
  coupons: '/web-api/toto/coupons',
} as const;

// The paths of the games played in steps without zod (casinoHands.ts has the schemas): their own module, so that
// only the game pages that play hands carry them.

/** Start a hand (`POST`), the open hand of a game (`GET ?game=`), one hand (`GET`), its next action (`POST`). */
export const CASINO_HAND_PATHS = {
  hands: '/web-api/casino/hands',
  open: '/web-api/casino/hands/open',
  hand: '/web-api/casino/hands/:handId',
  actions: '/web-api/casino/hands/:handId/actions',
} as const;

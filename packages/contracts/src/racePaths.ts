// The virtual races' paths and kinds without zod (race.ts has the schemas): their own module, so that only the
// races' pages carry them.

/** The kinds of race (@betline/games RACE_KINDS; the server's tests check the two lists agree). */
export const RACE_KIND_LIST = ['marbles', 'horses', 'greyhounds'] as const;
export type RaceKindId = (typeof RACE_KIND_LIST)[number];

/** A bet's stake: one of these multiples of the currency's smallest (EUR 0.50 ... 25.00). */
export const RACE_STAKE_STEPS = [1, 2, 5, 10, 20, 50] as const;

export const RACE_PATHS = {
  /** `GET ?kind=&currency=`: the kind's next races (runners and prices, seed hash) and the latest run ones. */
  overview: '/web-api/races',
  /** `GET`: one race. */
  race: '/web-api/races/:raceId',
  /** `GET` (session): the player's bets, newest first; `POST` (session, CSRF): a win or place bet on a runner. */
  bets: '/web-api/races/bets',
  /** `POST` (demo and development only): runs a kind's next race now. */
  demoRun: '/web-api/races/demo/run',
} as const;

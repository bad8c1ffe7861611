// The lotto's paths and lotteries without zod (lotto.ts has the schemas): their own module, so that only the lotto's
// pages carry them.

/** The lotteries (@betline/games LOTTERY_IDS; the server's tests check the two lists agree). */
export const LOTTO_LOTTERIES = ['rapid-4-20', 'quick-5-36', 'classic-6-45'] as const;
export type LottoLotteryId = (typeof LOTTO_LOTTERIES)[number];

/** The sections of `lotto/{sectionName?}/{lottoId?}`: the lotteries, past draws, one lottery with its ticket. */
export const LOTTO_SECTIONS = ['catalog', 'results', 'view'] as const;
export type LottoSection = (typeof LOTTO_SECTIONS)[number];

/** A ticket's stake: one of these multiples of the currency's smallest (EUR 0.50 ... 25.00). */
export const LOTTO_STAKE_STEPS = [1, 2, 5, 10, 20, 50] as const;

export const LOTTO_PATHS = {
  /** `GET`: every lottery with its rules, its open draw (seed hash published) and its latest drawn one; stakes in `?currency=`. */
  overview: '/web-api/lotto',
  /** `GET`: drawn draws, newest first (`?lottery=` one lottery), each with its numbers and revealed seed. */
  draws: '/web-api/lotto/draws',
  /** `GET`: one draw. */
  draw: '/web-api/lotto/draws/:drawId',
  /** `GET` (session): the player's tickets, newest first; `POST` (session, CSRF): buys a ticket for an open draw. */
  tickets: '/web-api/lotto/tickets',
  /** `POST` (demo and development only): draws a lottery's open draw now, so that a demo need not wait for it. */
  demoDraw: '/web-api/lotto/demo/draw',
} as const;

/** A lottery's number in addresses (`lotto/view/2`): its place in LOTTO_LOTTERIES, from 1. */
export function lottoUrlId(lotteryId: LottoLotteryId): number {
  return LOTTO_LOTTERIES.indexOf(lotteryId) + 1;
}

/** The lottery an address's number names, if any. */
export function lotteryOfUrlId(urlId: string | number | undefined): LottoLotteryId | undefined {
  const n = Number(urlId);
  return Number.isInteger(n) && n >= 1 ? LOTTO_LOTTERIES[n - 1] : undefined;
}

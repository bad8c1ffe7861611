import { RACE_PATHS, type RaceKindId } from '@betline/contracts/race';
import type { Race, RaceBet, RaceBetPage, RaceOverview } from '@betline/contracts';
import { http } from './client';
import { stakeRefusalOf, type StakeRefusal } from './stakeRefusal';
import { checkAnswer } from './validate';

/** The virtual races (docs/adr/0052-races.md): their own module, so that only the races' pages carry it. */

export async function fetchRaceOverview(
  kind: RaceKindId,
  iso: string,
  signal?: AbortSignal,
): Promise<RaceOverview> {
  const { data } = await http.get<unknown>(RACE_PATHS.overview, {
    params: { kind, currency: iso },
    signal,
    quiet: true,
  });
  return checkAnswer<RaceOverview>('raceOverviewSchema', data, RACE_PATHS.overview);
}

export async function fetchRace(raceId: number, signal?: AbortSignal): Promise<Race> {
  const path = RACE_PATHS.race.replace(':raceId', String(raceId));
  const { data } = await http.get<unknown>(path, { signal, quiet: true });
  return checkAnswer<Race>('raceSchema', data, path);
}

export async function fetchRaceBets(
  query: { kind: RaceKindId; limit: number },
  signal?: AbortSignal,
): Promise<RaceBetPage> {
  const { data } = await http.get<unknown>(RACE_PATHS.bets, { params: query, signal, quiet: true });
  return checkAnswer<RaceBetPage>('raceBetPageSchema', data, RACE_PATHS.bets);
}

export type RaceBetResult = { kind: 'placed'; bet: RaceBet } | StakeRefusal;

/** Places a win bet; `betId` is the idempotency key, kept until the server has answered. */
export async function placeRaceBet(request: {
  betId: string;
  raceId: number;
  runner: number;
  market: 'win' | 'place';
  stake: number;
}): Promise<RaceBetResult> {
  try {
    const { data } = await http.post<unknown>(RACE_PATHS.bets, request, { quiet: true, timeout: 20_000 });
    return { kind: 'placed', bet: await checkAnswer<RaceBet>('raceBetSchema', data, RACE_PATHS.bets) };
  } catch (error) {
    return stakeRefusalOf(error);
  }
}

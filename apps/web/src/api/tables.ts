import { SHARED_ROUND_PATHS, sharedTablePath } from '@betline/contracts/tables';
import { attempt, type CasinoResult } from './casino';
import { http } from './client';
import type { SharedBet, SharedTableAnswer } from './types';
import { checkAnswer } from './validate';

/**
 * The shared tables (`/web-api/tables/:tableId`, docs/adr/0055-shared-rounds.md): a module of their own, so that
 * only the table screens carry these calls and paths. A bet is an answer or a refusal like a round
 * (`CasinoResult`); after "no answer" the same bet id may be sent again (the server answers the stored bet).
 */

/** The table: the round taking bets, the latest results and the server's time. */
export async function fetchTable(tableId: string, signal?: AbortSignal): Promise<SharedTableAnswer> {
  const path = sharedTablePath(SHARED_ROUND_PATHS.table, tableId);
  const { data } = await http.get<unknown>(path, { signal, quiet: true });
  return checkAnswer<SharedTableAnswer>('sharedTableSchema', data, path);
}

/** The signed-in player's bets at the table, newest first. */
export async function fetchTableBets(tableId: string, signal?: AbortSignal): Promise<SharedBet[]> {
  const path = sharedTablePath(SHARED_ROUND_PATHS.bets, tableId);
  const { data } = await http.get<unknown>(path, { signal, quiet: true });
  return (await checkAnswer<{ bets: SharedBet[] }>('sharedBetPageSchema', data, path)).bets;
}

/** A bet on the round taking bets: the stake is taken now, the bet decided when the round is drawn. */
export function placeTableBet(
  tableId: string,
  request: { betId: string; roundId: number; bet: Record<string, unknown>; accountId?: number },
): Promise<CasinoResult<SharedBet>> {
  const path = sharedTablePath(SHARED_ROUND_PATHS.bets, tableId);
  return attempt(async () => {
    const { data } = await http.post<unknown>(path, request, { quiet: true, timeout: 20_000 });
    return checkAnswer<SharedBet>('sharedBetSchema', data, path);
  });
}

/** The address of the table's events (server-sent events: bets counted, rounds drawn). */
export function tableEventsUrl(tableId: string): string {
  return sharedTablePath(SHARED_ROUND_PATHS.events, tableId);
}

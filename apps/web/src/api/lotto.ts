import { LOTTO_PATHS, type LottoLotteryId } from '@betline/contracts/lotto';
import type { LottoDrawPage, LottoOverview, LottoTicket, LottoTicketPage } from '@betline/contracts';
import { http } from './client';
import { stakeRefusalOf, type StakeRefusal } from './stakeRefusal';
import { checkAnswer } from './validate';

/** The lotto (docs/adr/0051-lotto.md): its own module, so that only the lotto's pages carry it. */

export async function fetchLottoOverview(iso: string, signal?: AbortSignal): Promise<LottoOverview> {
  const { data } = await http.get<unknown>(LOTTO_PATHS.overview, {
    params: { currency: iso },
    signal,
    quiet: true,
  });
  return checkAnswer<LottoOverview>('lottoOverviewSchema', data, LOTTO_PATHS.overview);
}

export async function fetchLottoDraws(
  query: { lottery?: LottoLotteryId | undefined; limit: number },
  signal?: AbortSignal,
): Promise<LottoDrawPage> {
  const { data } = await http.get<unknown>(LOTTO_PATHS.draws, {
    params: { limit: query.limit, ...(query.lottery ? { lottery: query.lottery } : {}) },
    signal,
    quiet: true,
  });
  return checkAnswer<LottoDrawPage>('lottoDrawPageSchema', data, LOTTO_PATHS.draws);
}

export async function fetchLottoTickets(
  query: { lottery: LottoLotteryId; limit: number },
  signal?: AbortSignal,
): Promise<LottoTicketPage> {
  const { data } = await http.get<unknown>(LOTTO_PATHS.tickets, { params: query, signal, quiet: true });
  return checkAnswer<LottoTicketPage>('lottoTicketPageSchema', data, LOTTO_PATHS.tickets);
}

export type BuyResult = { kind: 'bought'; ticket: LottoTicket } | StakeRefusal;

/**
 * Buys a ticket. `ticketId` is the idempotency key: the form keeps it until the server has answered, so that a
 * retry after a timeout answers the ticket the first try bought instead of buying a second one.
 */
export async function buyLottoTicket(request: {
  ticketId: string;
  drawId: number;
  numbers: number[];
  stake: number;
}): Promise<BuyResult> {
  try {
    const { data } = await http.post<unknown>(LOTTO_PATHS.tickets, request, { quiet: true, timeout: 20_000 });
    return {
      kind: 'bought',
      ticket: await checkAnswer<LottoTicket>('lottoTicketSchema', data, LOTTO_PATHS.tickets),
    };
  } catch (error) {
    return stakeRefusalOf(error);
  }
}

import type { DailyFiguresAnswer, LimitChange, NetDepositsAnswer } from '@betline/contracts';
import { http } from './client';
import { FIGURES_PATHS } from '@betline/contracts/paths';
import { checkAnswer } from './validate';

export type { DailyFiguresAnswer, LimitChange, NetDepositsAnswer };

/** The periods of the daily figures the player can choose, in days. */
export const ACTIVITY_PERIODS = [7, 30, 90] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The UTC days of the last `days` days, today included (the server counts whole UTC calendar days, both ends
 * included, at most 92).
 */
export function periodRange(days: number, now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** Net deposits over the lifetime and the last 24 h, 7 d and 30 d (session cookie). */
export async function fetchNetDeposits(signal?: AbortSignal): Promise<NetDepositsAnswer> {
  const { data } = await http.get<unknown>(FIGURES_PATHS.netDeposits, { signal, quiet: true });
  return checkAnswer<NetDepositsAnswer>('netDepositsAnswerSchema', data, 'net deposits');
}

/** Deposits, withdrawals, stakes, wins and net loss per UTC day of `from`..`to`, oldest first. */
export async function fetchDailyFigures(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<DailyFiguresAnswer> {
  const { data } = await http.get<unknown>(FIGURES_PATHS.daily, { params: range, signal, quiet: true });
  return checkAnswer<DailyFiguresAnswer>('dailyFiguresAnswerSchema', data, 'daily figures');
}

/** The newest limit changes first: which limit, from what to what, and who or what changed it. */
export async function fetchLimitHistory(
  options: { limit?: number; before?: number; limitType?: number } = {},
  signal?: AbortSignal,
): Promise<LimitChange[]> {
  const { data } = await http.get<unknown>(FIGURES_PATHS.limitHistory, {
    params: options,
    signal,
    quiet: true,
  });
  return (await checkAnswer<{ data: LimitChange[] }>('limitHistoryAnswerSchema', data, 'limit history')).data;
}

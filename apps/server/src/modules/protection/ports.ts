/** What player protection reads from the other modules (usage figures, bans) and its limit rows. */
import type { BanState, PlayerLimit } from '@betline/core';
import type { Executor } from '../../db/client';
import type { playerLimit } from './tables';

/**
 * Where the money figures come from (the wallet's ledger). Amounts are minor units of `currency`; windows are
 * (since, now]: a movement exactly one window ago no longer counts. `netLoss` counts unsettled stakes as lost. A money limit's value is read in the
 * currency of the movement being checked (until the wallet has exchange rates, each currency account is held
 * to the limit's figure on its own).
 */
export interface UsageSource {
  deposited(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  wagered(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  netLoss(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  /** The player's figures (issue "player protection", Must exist 4); absent: zeros. */
  paymentTotals?(
    db: Executor,
    playerId: number,
    currency: string,
    since: number | null,
  ): Promise<{ deposits: number; withdrawals: number }>;
  daily?(
    db: Executor,
    playerId: number,
    currency: string,
    from: number,
    to: number,
  ): Promise<{ date: string; deposits: number; withdrawals: number; stakes: number; wins: number }[]>;
}

/** Nothing used yet: the default until the wallet provides its figures. */
export const NO_USAGE: UsageSource = {
  deposited: async () => 0,
  wagered: async () => 0,
  netLoss: async () => 0,
};

/** The ban of each player asked for (identity's directory); a player without a ban may be left out. */
export type BansOf = (tx: Executor, playerIds: readonly number[]) => Promise<Map<number, BanState>>;

export type LimitRow = typeof playerLimit.$inferSelect;

export function toPlayerLimit(row: LimitRow): PlayerLimit {
  return {
    type: row.limitType,
    value: row.value,
    startedAt: row.startedAt,
    endsAt: row.endsAt,
    pending: row.hasPending
      ? { value: row.pendingValue, requestedAt: row.pendingRequestedAt as number }
      : null,
  };
}

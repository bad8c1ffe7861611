/**
 * The money steps every draw game shares (the toto's coupons, the lotto's tickets, the races' bets): the account a
 * stake comes from, the stake through the money path with protection's refusal put in the game's words, and the
 * winnings paid once. Each game keeps its own rules, tables and codes; these keep the money the same everywhere.
 */
import { ACCOUNT_TYPE, currencyOf } from '@betline/core';
import type { Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { MoneyRefused, refusedStake, type LedgerAccountRow, type MoneyPath } from './money';

/**
 * The player's open money account a game's stake comes from (the active one unless `accountId` names another),
 * with its currency: 404 without one, 422 for a bonus account (draw games stake money only).
 */
export async function stakeAccountOf(
  money: MoneyPath,
  tx: Tx,
  input: { playerId: number; accountId: number | undefined; what: string; code: string },
): Promise<{ account: LedgerAccountRow; iso: string }> {
  const account = await money.openAccountOf(input.playerId, input.accountId, tx);
  if (!account) {
    throw new HttpError(
      404,
      input.accountId === undefined
        ? 'you have no active account: open one in the wallet first'
        : `no open account ${input.accountId} of yours`,
      input.code,
    );
  }
  if (account.type === ACCOUNT_TYPE.BONUS) {
    throw new HttpError(
      422,
      `${input.what} are staked from a money account, not a bonus account: choose another account`,
      input.code,
    );
  }
  return { account, iso: currencyOf(account.currencyId).iso };
}

/**
 * A game's stake through the money path (movement `stake`, striped over the house's bets account), once per
 * `key`: player protection decides it like any stake, and its refusal is a 403 in the game's words with the reason
 * and what is still allowed. Answers the account's balance after it.
 */
export async function takeStake(
  money: MoneyPath,
  tx: Tx,
  input: {
    playerId: number;
    accountId: number;
    amount: number;
    ledgerKind: string;
    key: string;
    meta: Record<string, unknown>;
    what: string;
    code: string;
  },
): Promise<number> {
  try {
    const { balance } = await money.move(
      tx,
      {
        kind: 'stake',
        playerId: input.playerId,
        accountId: input.accountId,
        amount: input.amount,
        house: 'bets',
        striped: true,
        ledgerKind: input.ledgerKind,
      },
      { key: input.key, meta: input.meta },
    );
    return balance;
  } catch (error) {
    if (!(error instanceof MoneyRefused)) throw error;
    throw refusedStake(error, input.what, input.code);
  }
}

/**
 * A decided stake's return (winnings from the house's wins account, or a refund to its bets account), once per
 * `key`; nothing moves for 0.
 */
export async function payReturn(
  money: MoneyPath,
  tx: Tx,
  input: {
    playerId: number;
    accountId: number;
    amount: number;
    refund?: boolean;
    ledgerKind: string;
    key: string;
    meta: Record<string, unknown>;
  },
): Promise<void> {
  if (input.amount <= 0) return;
  await money.move(
    tx,
    {
      kind: 'payback',
      playerId: input.playerId,
      accountId: input.accountId,
      amount: input.amount,
      house: input.refund === true ? 'bets' : 'wins',
      striped: true,
      ledgerKind: input.ledgerKind,
    },
    { key: input.key, meta: input.meta },
  );
}

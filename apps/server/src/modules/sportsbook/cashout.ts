/**
 * Cash-out (docs/adr/0016-betting.md): an open single or express can be closed early at its fair value from
 * the current odds. Each selection still open counts (accepted coef / current coef) - the chance the market
 * gives it now, paid at the accepted price; a won selection counts its accepted coefficient, a void one 1,
 * a lost one ends the offer; the express bonus counts when every selection may still win. The current odds
 * carry the bookmaker's margin, so the value stays on the house's side of fair. Nothing is offered while a
 * selection is suspended, closed, or its game finished and awaits settlement. Systems are not offered
 * cash-out. Payment: ledger kind 'cashout', key `bet:<coupon>:cashout`, in the transaction that closes it.
 */
import { COUPON_TYPE, EXPRESS_BONUS } from '@betline/core';
import { divRound } from '@betline/core';
import type { Game } from '../feed/engine';
import { isSuspended } from '../feed/engine';
import type { CouponRow, SelectionRow } from './wire';

/** The cash-out value now in minor units, or null when none is offered. */
export function cashoutValue(
  row: Pick<CouponRow, 'status' | 'typeId' | 'amount'>,
  selections: readonly SelectionRow[],
  games: ReadonlyMap<number, Game>,
  now: number,
): number | null {
  if (row.status !== 'open') return null;
  if (row.typeId !== COUPON_TYPE.SINGLE && row.typeId !== COUPON_TYPE.EXPRESS) return null;
  let num = BigInt(row.amount);
  let den = 1n;
  for (const s of selections) {
    if (s.betId === EXPRESS_BONUS.marketId) continue;
    if (s.result === 'lost') return null;
    if (s.result === 'void') continue;
    if (s.result === 'won') {
      num *= BigInt(s.coef);
      den *= 1000n;
      continue;
    }
    const game = games.get(s.gameId);
    if (!game || game.state.status === 'finished' || isSuspended(game.state, now)) return null;
    let current: number | null = null;
    for (const m of game.markets) {
      const o = m.outcomes.find((x) => String(x.id) === s.betId);
      if (o) current = o.coef;
    }
    if (current === null || current <= 0) return null;
    num *= BigInt(s.coef);
    den *= BigInt(current);
  }
  const bonus = selections.find((s) => s.betId === EXPRESS_BONUS.marketId);
  if (bonus && !selections.some((s) => s.result === 'void')) {
    num *= BigInt(bonus.coef);
    den *= 1000n;
  }
  const value = divRound(num, den);
  return value > 0n ? Number(value) : null;
}

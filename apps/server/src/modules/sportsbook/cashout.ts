/**
 * Cash-out (docs/adr/0016-betting.md, 0056-partial-and-auto-cash-out.md): an open single, express or system can
 * be closed early, whole or in part, at its fair value from the current odds. Each selection still open counts
 * (accepted coef / current coef) - the chance the market gives it now, paid at the accepted price; a won
 * selection counts its accepted coefficient, a void one 1, a lost one 0 (which ends the offer of a single or
 * express; a system may still win on its other lines). A system's value is its stake spread over its lines as
 * when it is settled (bankers in every line, blocks as units), each line valued so. The express bonus counts
 * when every selection may still win. The current odds carry the bookmaker's margin, so the value stays on the
 * house's side of fair. Nothing is offered while a selection is suspended, closed, or its game finished and
 * awaits settlement. The value is of the stake still riding (`stake_left` after a partial cash-out).
 * Payment: ledger kind 'cashout', in the transaction that closes or reduces the coupon (history.ts).
 */
import {
  COUPON_TYPE,
  EXPRESS_BONUS,
  binomial,
  divRound,
  elementarySymmetric,
  systemStructure,
  systemValueRange,
  type Bet,
} from '@betline/core';
import type { Game } from '../feed/engine';
import { isSuspended } from '../feed/engine';
import { toCouponState, type CouponRow, type CouponShapeRow, type SelectionRow } from './wire';

/** Coupon types with a cash-out offer. Multiple singles are separate coupons, each a single. */
const CASHOUT_TYPES: ReadonlySet<number> = new Set([
  COUPON_TYPE.SINGLE,
  COUPON_TYPE.EXPRESS,
  COUPON_TYPE.SYSTEM,
  COUPON_TYPE.SYSTEM_WITH_BLOCKS,
]);

/** A system line's selection factors are kept at this scale (millionths; each rounded down, for the house). */
const FACTOR_SCALE = 1_000_000n;

/** The stake a coupon still has riding (minor units). */
export function stakeRiding(row: Pick<CouponRow, 'amount' | 'stakeLeft'>): number {
  return row.stakeLeft ?? row.amount;
}

/** A selection's value factor as numerator/denominator, or null when the offer must stop (see the module). */
type Factor = { num: bigint; den: bigint } | 'lost' | null;

function factorOf(s: SelectionRow, games: ReadonlyMap<number, Game>, now: number): Factor {
  if (s.result === 'lost') return 'lost';
  if (s.result === 'void') return { num: 1n, den: 1n };
  if (s.result === 'won') return { num: BigInt(s.coef), den: 1000n };
  const game = games.get(s.gameId);
  if (!game || game.state.status === 'finished' || isSuspended(game.state, now)) return null;
  let current: number | null = null;
  for (const m of game.markets) {
    const o = m.outcomes.find((x) => String(x.id) === s.betId);
    if (o) current = o.coef;
  }
  if (current === null || current <= 0) return null;
  return { num: BigInt(s.coef), den: BigInt(current) };
}

/** The cash-out value now in minor units, or null when none is offered. */
export function cashoutValue(
  row: Pick<CouponRow, 'status'> & CouponShapeRow,
  selections: readonly SelectionRow[],
  games: ReadonlyMap<number, Game>,
  now: number,
): number | null {
  if (row.status !== 'open' || !CASHOUT_TYPES.has(row.typeId)) return null;
  const stake = BigInt(stakeRiding(row));
  const factors = new Map<string, Factor>();
  for (const s of selections) {
    if (s.betId === EXPRESS_BONUS.marketId) continue;
    const factor = factorOf(s, games, now);
    if (factor === null) return null;
    factors.set(s.betId, factor);
  }
  const value =
    row.typeId === COUPON_TYPE.SYSTEM || row.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS
      ? systemValue(row, selections, factors, stake)
      : expressValue(selections, factors, stake);
  return value !== null && value > 0n ? Number(value) : null;
}

/** A single or an express: the stake times every selection's factor (and the bonus while all may win). */
function expressValue(
  selections: readonly SelectionRow[],
  factors: ReadonlyMap<string, Factor>,
  stake: bigint,
): bigint | null {
  let num = stake;
  let den = 1n;
  for (const factor of factors.values()) {
    if (factor === 'lost' || factor === null) return null;
    num *= factor.num;
    den *= factor.den;
  }
  const bonus = selections.find((s) => s.betId === EXPRESS_BONUS.marketId);
  if (bonus && !selections.some((s) => s.result === 'void')) {
    num *= BigInt(bonus.coef);
    den *= 1000n;
  }
  return divRound(num, den);
}

/**
 * A system k of n: the stake over its C(n, k) lines, bankers multiplying every line, each unit (a block, or
 * one selection) worth the product of its selections' factors - the value the settlement's formula gives with
 * each open selection at its factor instead of its price.
 */
function systemValue(
  row: Parameters<typeof cashoutValue>[0],
  selections: readonly SelectionRow[],
  factors: ReadonlyMap<string, Factor>,
  stake: bigint,
): bigint | null {
  const state = toCouponState(row, selections);
  const { bankers, units } = systemStructure(state);
  const k = state.systemValue;
  const range = systemValueRange(units.length);
  if (!Number.isInteger(k) || k < range.min || k > range.max) return null;
  const scaled = (bet: Bet): bigint | null => {
    const factor = factors.get(String(bet.market.id));
    if (factor === undefined || factor === null) return null;
    if (factor === 'lost') return 0n;
    return (factor.num * FACTOR_SCALE) / factor.den;
  };
  let bankerProduct = 1n;
  for (const bet of bankers) {
    const f = scaled(bet);
    if (f === null) return null;
    bankerProduct *= f;
  }
  const maxSize = Math.max(...units.map((u) => u.length));
  const values: bigint[] = [];
  for (const unit of units) {
    let p = 1n;
    for (const bet of unit) {
      const f = scaled(bet);
      if (f === null) return null;
      p *= f;
    }
    values.push(p * FACTOR_SCALE ** BigInt(maxSize - unit.length));
  }
  const ek = elementarySymmetric(values, k);
  const scale = FACTOR_SCALE ** BigInt(bankers.length + maxSize * k);
  // Rounded down: a fraction of a minor unit stays with the house.
  return (stake * bankerProduct * ek) / (binomial(units.length, k) * scale);
}

import { LOBBY_BLOCK_ID, COUPON_TYPE, type Bet, type CouponState, type SystemVariant } from './types';
import { MAX_MINOR } from '../money/money';
import { MIN_SYSTEM_VALUE } from './model';
import { isValidBlockId } from './predicates';

/**
 * How a system coupon is built: `bankers` (the lobby, block 0) are in every line; each of `units` is one
 * selection of the "k of n": a plain bet, or a block whose bets all go into a line together (their
 * coefficients multiply).
 */
export interface SystemStructure {
  bankers: Bet[];
  units: Bet[][];
}

/** Whether the coupon is a system (type 2) with an active banker: banker mode on and a bet in block 0. */
export function hasSystemBanker(coupon: CouponState): boolean {
  return (
    coupon.typeId === COUPON_TYPE.SYSTEM &&
    coupon.isActiveSystemBanker &&
    coupon.bets.some((b) => b.blockId === LOBBY_BLOCK_ID)
  );
}

/** Whether the coupon is organised in blocks: a system with blocks (type 4) or a system with banker. */
export function usesBlocks(coupon: CouponState): boolean {
  return coupon.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS || hasSystemBanker(coupon);
}

/**
 * Splits a coupon into bankers and units. With blocks (type 4, or type 2 with banker): block 0 is the lobby
 * (bankers, COUPON-030), every other block id is one unit (ascending id), a bet without a block is a unit of
 * its own. Otherwise every bet is a unit and there is no banker.
 */
export function systemStructure(coupon: CouponState): SystemStructure {
  if (!usesBlocks(coupon)) return { bankers: [], units: coupon.bets.map((b) => [b]) };
  const bankers: Bet[] = [];
  const byBlock = new Map<number, Bet[]>();
  const loose: Bet[][] = [];
  for (const bet of coupon.bets) {
    if (bet.blockId === LOBBY_BLOCK_ID) bankers.push(bet);
    else if (bet.blockId === null || !isValidBlockId(bet.blockId)) loose.push([bet]);
    else {
      const list = byBlock.get(bet.blockId);
      if (list) list.push(bet);
      else byBlock.set(bet.blockId, [bet]);
    }
  }
  const units = [...byBlock.entries()].sort((a, b) => a[0] - b[0]).map(([, bets]) => bets);
  return { bankers, units: units.concat(loose) };
}

/**
 * System offset (n of "k of n"): the number of non-lobby blocks when the coupon has blocks or is a system
 * with banker (COUPON-028), otherwise the number of bets (COUPON-029).
 */
export function systemOffset(coupon: CouponState): number {
  return usesBlocks(coupon) ? systemStructure(coupon).units.length : coupon.bets.length;
}

/** Binomial coefficient C(n, k) as a BigInt (0 when k < 0 or k > n). */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= kk; i++) r = (r * BigInt(n - kk + i)) / BigInt(i);
  return r;
}

/** Number of lines of a system k of n: C(n, k). */
export function systemLineCount(offset: number, value: number): number {
  return Number(binomial(offset, value));
}

/**
 * Elementary symmetric polynomial e_k(x_1..x_n): the sum over all k-subsets of the product of their values,
 * in O(n*k) BigInt operations (no enumeration of lines). e_0 = 1; e_k = 0 when k > n.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (k < 0) return 0n;
  if (k === 0) return 1n;
  if (k > values.length) return 0n;
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  let count = 0;
  for (const x of values) {
    count++;
    for (let j = Math.min(count, k); j >= 1; j--) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * x;
  }
  return e[k] as bigint;
}

/** Allowed system values for an offset: 2 .. offset - 1 (empty when offset < 3). */
export function systemValueRange(offset: number): { min: number; max: number } {
  return { min: MIN_SYSTEM_VALUE, max: offset - 1 };
}

/** The system values the player can choose for this coupon (2 .. offset - 1). */
export function systemValues(coupon: CouponState): number[] {
  const { min, max } = systemValueRange(systemOffset(coupon));
  const out: number[] = [];
  for (let k = min; k <= max; k++) out.push(k);
  return out;
}

/**
 * The system variants offered for this coupon (COUPON-024): for each k in 2 .. offset - 1, the number of
 * lines `combo` = C(offset, k) and the smallest total stake `minBetAmount` = coupon.minBetAmount (a minimum
 * per line) x combo (at most MAX_MINOR), or 0 when the coupon has no usable minimum.
 */
export function systemVariants(coupon: CouponState): SystemVariant[] {
  const offset = systemOffset(coupon);
  const perLine = coupon.minBetAmount;
  const usable = typeof perLine === 'number' && Number.isSafeInteger(perLine) && perLine > 0;
  return systemValues(coupon).map((value) => {
    const combo = systemLineCount(offset, value);
    return {
      value,
      offset,
      combo,
      minBetAmount: usable ? Math.min(MAX_MINOR, perLine * combo) : 0,
    };
  });
}

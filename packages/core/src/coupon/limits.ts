import { betCoefValue, productThousandths, type Thousandths } from '../coef/coef';
import { FALLBACK_CURRENCY } from '../money/currency';
import { MAX_MINOR, parseAmount, type Minor } from '../money/money';
import { divRound } from '../money/rounding';
import { isLiveBet, isSpecialCoef, isValidBlockId } from './predicates';
import { systemLineCount, systemOffset } from './systems';
import {
  ACCOUNT_TYPE,
  COUPON_TYPE,
  LOBBY_BLOCK_ID,
  type Bet,
  type CouponAccount,
  type CouponSettings,
  type CouponSiteConfig,
  type CouponState,
} from './types';

/** Amount step per currency in major units (SPEC §9, COUPON-054). Unlisted currencies use RUB's. */
export const AMOUNT_STEP_BY_CURRENCY: Readonly<Record<string, string>> = Object.freeze({
  RUB: '100',
  USD: '2.5',
  EUR: '2.5',
  UAH: '50',
  KZT: '500',
  GBP: '2.5',
  PLN: '10',
  JPY: '500',
  BYN: '5',
  TRY: '10',
});

/**
 * Initial amount per currency in major units (SPEC §9, COUPON-055). TRY and BYN are not listed by the seed
 * and, like any unlisted currency, use RUB's (150 in their own currency).
 */
export const INITIAL_AMOUNT_BY_CURRENCY: Readonly<Record<string, string>> = Object.freeze({
  RUB: '150',
  USD: '5',
  EUR: '5',
  UAH: '50',
  KZT: '1000',
  GBP: '5',
  PLN: '50',
  JPY: '1000',
});

function tableAmount(table: Readonly<Record<string, string>>, iso: string): Minor {
  const key = typeof iso === 'string' ? iso.trim().toUpperCase() : '';
  const major = table[key] ?? (table[FALLBACK_CURRENCY] as string);
  const parsed = parseAmount(major, key);
  return parsed.ok ? parsed.minor : 0;
}

/**
 * Amount step in minor units for a currency (COUPON-054): the player's own step when
 * settings.isManualAmountStep and a positive step is stored for that currency, else the table, else RUB's.
 * Never throws: an iso that is not a string (null) is an unlisted currency.
 */
export function amountStep(
  iso: string,
  settings?: Pick<CouponSettings, 'isManualAmountStep' | 'amountStepByCurrencyIso'>,
): Minor {
  const steps: unknown = settings?.isManualAmountStep ? settings.amountStepByCurrencyIso : null;
  if (typeof iso === 'string' && typeof steps === 'object' && steps !== null) {
    const key = iso.trim().toUpperCase();
    const own = Object.hasOwn(steps, key) ? (steps as Record<string, unknown>)[key] : undefined;
    if (typeof own === 'number' && Number.isSafeInteger(own) && own > 0) return own;
  }
  return tableAmount(AMOUNT_STEP_BY_CURRENCY, iso);
}

/** A currency's stake limits in minor units (docs/adr/0016-betting.md). */
export interface CurrencyStakeLimits {
  /** Smallest stake (per line for systems). */
  min: Minor;
  /** Largest stake (a VIP bet may ask for more). */
  max: Minor;
  /** Largest possible win of one coupon. */
  maxPayout: Minor;
}

/**
 * The house's default stake limits per currency, the same for the server that checks a coupon and the slip
 * that shows it: min = a tenth of the amount step (at least 1), max = 1,000 steps, max payout = 100 x max.
 */
export function defaultStakeLimits(iso: string): CurrencyStakeLimits {
  const step = amountStep(iso);
  const max = step * 1000;
  return { min: Math.max(1, Math.round(step / 10)), max, maxPayout: max * 100 };
}

/** Initial amount in minor units for a currency (COUPON-055); unlisted currencies (TRY, BYN, ...) use RUB's. */
export function initialAmount(iso: string): Minor {
  return tableAmount(INITIAL_AMOUNT_BY_CURRENCY, iso);
}

/** How many initial amounts each quick stake is. */
const QUICK_STAKE_FACTORS = [1, 2, 5, 10] as const;

/**
 * The slip's quick stakes for a currency in minor units: 1, 2, 5 and 10 times its initial amount (EUR 5, 10,
 * 25, 50; RUB 150, 300, 750, 1,500; JPY 1,000 to 10,000), so that each is a round sum in that currency.
 */
export function quickStakes(iso: string): Minor[] {
  const base = initialAmount(iso);
  return base > 0 ? QUICK_STAKE_FACTORS.map((factor) => base * factor) : [];
}

/**
 * The amount after pressing "+" (direction 1) or "-" (direction -1) once; never below 0 nor above
 * MAX_MINOR. An amount that is not a whole number of minor units counts as 0; a step that is not a positive
 * whole number of minor units (NaN, "100") or another direction leaves the amount as it is.
 */
export function stepAmount(amount: Minor, step: Minor, direction: 1 | -1): Minor {
  const base = Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
  if (!Number.isSafeInteger(step) || step <= 0) return base;
  if (direction === 1) return Math.min(MAX_MINOR, base + step);
  if (direction === -1) return Math.max(0, base - step);
  return base;
}

/** The coupon limits that must be well-formed numbers (ADR 0021). */
export type CouponLimitName = 'minBetAmount' | 'maxBetAmount' | 'maxPayout';

/**
 * Whether a limit of the coupon is well-formed (ADR 0021): `minBetAmount` is null (no minimum) or a
 * non-negative whole number of minor units; `maxBetAmount` and `maxPayout` are Infinity (unlimited) or a
 * non-negative whole number of minor units. A string ("500"), NaN, a negative or fractional number, or a
 * missing value is not: validateCoupon reports LIMIT_INVALID and the coupon cannot be placed.
 */
export function isValidLimit(name: CouponLimitName, value: unknown): boolean {
  if (name === 'minBetAmount' && value === null) return true;
  if (name !== 'minBetAmount' && value === Number.POSITIVE_INFINITY) return true;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The malformed limits of a coupon, in the order minBetAmount, maxBetAmount, maxPayout. */
export function invalidLimits(coupon: Pick<CouponState, CouponLimitName>): CouponLimitName[] {
  const names: CouponLimitName[] = ['minBetAmount', 'maxBetAmount', 'maxPayout'];
  return names.filter((name) => !isValidLimit(name, coupon[name]));
}

function isSystem(typeId: number): boolean {
  return typeId === COUPON_TYPE.SYSTEM || typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS;
}

/**
 * The minimum stake that applies to the coupon, in minor units, or null when none applies: only for coupon
 * types listed in site config couponTypesWithMinAmount (COUPON-050) and only when a minimum exists
 * (minBetAmount set and above 0, COUPON-051). For systems minBetAmount is per line, so the minimum total is
 * minBetAmount x number of lines; for type 9 it applies to each bet's amount.
 */
export function minAmountFor(coupon: CouponState, siteConfig: CouponSiteConfig): Minor | null {
  const min = minAmountForBig(coupon, siteConfig);
  return min === null ? null : Number(min > MAX_MINOR_BIG ? MAX_MINOR_BIG : min);
}

const MAX_MINOR_BIG = BigInt(MAX_MINOR);

/**
 * minAmountFor, exact: the system minimum (per line x lines) may exceed 2^53 minor units, which no stake can
 * reach. A minBetAmount that is not a whole number of minor units is no minimum here (display); validation
 * reports it as LIMIT_INVALID.
 */
export function minAmountForBig(coupon: CouponState, siteConfig: CouponSiteConfig): bigint | null {
  const min = coupon.minBetAmount;
  if (typeof min !== 'number' || !Number.isSafeInteger(min) || min <= 0) return null;
  if (!siteConfig.couponTypesWithMinAmount.includes(coupon.typeId)) return null;
  if (isSystem(coupon.typeId)) {
    const lines = systemLineCount(systemOffset(coupon), coupon.systemValue);
    return lines > 0 ? BigInt(min) * BigInt(lines) : BigInt(min);
  }
  return BigInt(min);
}

/**
 * The maximum stake that applies, in minor units, or null when none applies: only for coupon types listed in
 * couponTypesWithMaxAmount (COUPON-052), never for a bonus account (type 4, COUPON-053), and only when
 * maxBetAmount is finite. For type 9 it applies to each bet's amount. A malformed maxBetAmount ("500", NaN,
 * negative) fails closed: the maximum is 0 (and validation reports LIMIT_INVALID).
 */
export function maxAmountFor(
  coupon: CouponState,
  siteConfig: CouponSiteConfig,
  account?: Pick<CouponAccount, 'type'> | null,
): Minor | null {
  if (account?.type === ACCOUNT_TYPE.BONUS) return null;
  if (!siteConfig.couponTypesWithMaxAmount.includes(coupon.typeId)) return null;
  if (!isValidLimit('maxBetAmount', coupon.maxBetAmount)) return 0;
  return Number.isFinite(coupon.maxBetAmount) ? coupon.maxBetAmount : null;
}

/** One block of a chain: its stake and its total coefficient (thousandths). */
export interface ChainBlock {
  amount: Minor;
  coef: Thousandths | bigint;
}

/**
 * Chained maximum per block (COUPON-048, COUPON-049, DECISIONS 4): the first block's max is maxBetAmount;
 * block k's max = block (k-1)'s amount x block (k-1)'s total coefficient, rounded half away from zero to the
 * minor unit ("to 2 decimals"). Returns one max per block (the first is Infinity when maxBetAmount is
 * unlimited; later blocks are still capped by the chain). Fails closed: a maxBetAmount that is not Infinity
 * or a whole number of minor units (NaN, "500") gives the first block a max of 0; a later max above
 * MAX_MINOR is MAX_MINOR (no stake can be larger).
 */
export function chainedBlockMaxAmounts(blocks: readonly ChainBlock[], maxBetAmount: Minor): Minor[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.map((_, i) => {
    if (i === 0) return isValidLimit('maxBetAmount', maxBetAmount) ? maxBetAmount : 0;
    const prev = blocks[i - 1] as ChainBlock;
    const amount = Number.isSafeInteger(prev?.amount) && prev.amount > 0 ? prev.amount : 0;
    // A coefficient that is not a whole number of thousandths (NaN, 1500.5) cannot be chained: max 0.
    const coef =
      typeof prev?.coef === 'bigint' ? prev.coef : Number.isSafeInteger(prev?.coef) ? BigInt(prev.coef) : 0n;
    const max = coef > 0n ? divRound(BigInt(amount) * coef, 1000n) : 0n;
    return Number(max > MAX_MINOR_BIG ? MAX_MINOR_BIG : max);
  });
}

/** Bets grouped by block id, ascending (the lobby, block 0, first when present); malformed block ids are left out. */
export function betsByBlock(bets: readonly Bet[]): { blockId: number; bets: Bet[] }[] {
  const map = new Map<number, Bet[]>();
  for (const bet of bets) {
    if (bet.blockId === null || !isValidBlockId(bet.blockId)) continue;
    const list = map.get(bet.blockId);
    if (list) list.push(bet);
    else map.set(bet.blockId, [bet]);
  }
  return [...map.entries()].sort((a, b) => a[0] - b[0]).map(([blockId, list]) => ({ blockId, bets: list }));
}

/** A block's total coefficient: the product of its bets' coefficients rounded to 3 decimals (null if one is missing). */
export function blockCoefThousandths(bets: readonly Bet[]): bigint | null {
  const coefs: Thousandths[] = [];
  for (const bet of bets) {
    const t = isSpecialCoef(bet) ? null : betCoefValue(bet.market.coef);
    if (t === null) return null;
    coefs.push(t);
  }
  return productThousandths(coefs);
}

/**
 * The chained maximum of every block of the coupon keyed by block id (blocks in ascending id, lobby first),
 * using amountByBlockId (a block without an amount counts 0). A block whose coefficient cannot be computed
 * gives the next block a max of 0. Empty when the coupon has no blocks.
 */
export function blockMaxAmounts(coupon: CouponState): Record<string, Minor> {
  const blocks = betsByBlock(coupon.bets);
  const stakes: unknown = coupon.amountByBlockId;
  const chain = blocks.map(({ blockId, bets }) => ({
    amount: blockStake(stakes, blockId),
    coef: blockCoefThousandths(bets) ?? 0n,
  }));
  const maxes = chainedBlockMaxAmounts(chain, coupon.maxBetAmount);
  const out: Record<string, Minor> = {};
  blocks.forEach(({ blockId }, i) => {
    out[String(blockId)] = maxes[i] as Minor;
  });
  return out;
}

/** The stake of a block from amountByBlockId (own entries only); a missing or malformed stake counts 0. */
function blockStake(stakes: unknown, blockId: number): Minor {
  const key = String(blockId);
  if (typeof stakes !== 'object' || stakes === null || !Object.hasOwn(stakes, key)) return 0;
  const value = (stakes as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** Whether block 0 (the lobby) is present. */
export function hasLobby(bets: readonly Bet[]): boolean {
  return bets.some((b) => b.blockId === LOBBY_BLOCK_ID);
}

/**
 * VIP bet availability (DECISIONS 17, COUPON-056..059): site config showVipBet is on AND maxBetAmount is
 * finite AND there is at least one bet AND every bet is line (not live) AND the type is not 9.
 */
export function isVipBetAvailable(
  coupon: CouponState,
  siteConfig: Pick<CouponSiteConfig, 'showVipBet'>,
): boolean {
  return (
    siteConfig.showVipBet &&
    Number.isFinite(coupon.maxBetAmount) &&
    coupon.bets.length > 0 &&
    coupon.bets.every((b) => !isLiveBet(b)) &&
    coupon.typeId !== COUPON_TYPE.MULTIPLE_SINGLES
  );
}

/**
 * The amount auto-max sets, in minor units: the applicable maximum, capped by the account balance; the
 * balance alone when no maximum applies; null when neither bounds it (no max and no account).
 */
export function autoMaxAmount(
  coupon: CouponState,
  siteConfig: CouponSiteConfig,
  account?: Pick<CouponAccount, 'type' | 'money'> | null,
): Minor | null {
  const max = maxAmountFor(coupon, siteConfig, account);
  const balance = account && Number.isSafeInteger(account.money) ? Math.max(0, account.money) : null;
  if (max === null) return balance;
  return balance === null ? max : Math.min(max, balance);
}

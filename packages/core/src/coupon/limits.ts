import { productThousandths, toThousandths, type Thousandths } from '../coef/coef';
import { FALLBACK_CURRENCY } from '../money/currency';
import { parseAmount, type Minor } from '../money/money';
import { divRound } from '../money/rounding';
import { isLiveBet, isSpecialCoef } from './predicates';
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
 */
export function amountStep(
  iso: string,
  settings?: Pick<CouponSettings, 'isManualAmountStep' | 'amountStepByCurrencyIso'>,
): Minor {
  if (settings?.isManualAmountStep) {
    const own = settings.amountStepByCurrencyIso[iso.toUpperCase()];
    if (typeof own === 'number' && Number.isSafeInteger(own) && own > 0) return own;
  }
  return tableAmount(AMOUNT_STEP_BY_CURRENCY, iso);
}

/** Initial amount in minor units for a currency (COUPON-055); unlisted currencies (TRY, BYN, ...) use RUB's. */
export function initialAmount(iso: string): Minor {
  return tableAmount(INITIAL_AMOUNT_BY_CURRENCY, iso);
}

/** The amount after pressing "+" (direction 1) or "-" (direction -1) once; never below 0. */
export function stepAmount(amount: Minor, step: Minor, direction: 1 | -1): Minor {
  const base = Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
  return direction === 1 ? base + step : Math.max(0, base - step);
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
  const min = coupon.minBetAmount;
  if (min === null || !Number.isFinite(min) || min <= 0) return null;
  if (!siteConfig.couponTypesWithMinAmount.includes(coupon.typeId)) return null;
  if (isSystem(coupon.typeId)) {
    const lines = systemLineCount(systemOffset(coupon), coupon.systemValue);
    return lines > 0 ? min * lines : min;
  }
  return min;
}

/**
 * The maximum stake that applies, in minor units, or null when none applies: only for coupon types listed in
 * couponTypesWithMaxAmount (COUPON-052), never for a bonus account (type 4, COUPON-053), and only when
 * maxBetAmount is finite. For type 9 it applies to each bet's amount.
 */
export function maxAmountFor(
  coupon: CouponState,
  siteConfig: CouponSiteConfig,
  account?: Pick<CouponAccount, 'type'> | null,
): Minor | null {
  if (account?.type === ACCOUNT_TYPE.BONUS) return null;
  if (!siteConfig.couponTypesWithMaxAmount.includes(coupon.typeId)) return null;
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
 * unlimited; later blocks are still capped by the chain).
 */
export function chainedBlockMaxAmounts(blocks: readonly ChainBlock[], maxBetAmount: Minor): Minor[] {
  return blocks.map((_, i) => {
    if (i === 0) return maxBetAmount;
    const prev = blocks[i - 1] as ChainBlock;
    const amount = Number.isSafeInteger(prev.amount) && prev.amount > 0 ? prev.amount : 0;
    // A coefficient that is not a whole number of thousandths (NaN, 1500.5) cannot be chained: max 0.
    const coef =
      typeof prev.coef === 'bigint' ? prev.coef : Number.isSafeInteger(prev.coef) ? BigInt(prev.coef) : 0n;
    return Number(divRound(BigInt(amount) * coef, 1000n));
  });
}

/** Bets grouped by block id, ascending (the lobby, block 0, first when present). */
export function betsByBlock(bets: readonly Bet[]): { blockId: number; bets: Bet[] }[] {
  const map = new Map<number, Bet[]>();
  for (const bet of bets) {
    if (bet.blockId === null || !Number.isFinite(bet.blockId)) continue;
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
    const t = isSpecialCoef(bet) ? null : toThousandths(bet.market.coef);
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
  const chain = blocks.map(({ blockId, bets }) => ({
    amount: coupon.amountByBlockId[String(blockId)] ?? 0,
    coef: blockCoefThousandths(bets) ?? 0n,
  }));
  const maxes = chainedBlockMaxAmounts(chain, coupon.maxBetAmount);
  const out: Record<string, Minor> = {};
  blocks.forEach(({ blockId }, i) => {
    out[String(blockId)] = maxes[i] as Minor;
  });
  return out;
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

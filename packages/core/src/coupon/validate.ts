import { betCoefValue, checkCoef, MAX_COEF_THOUSANDTHS, MIN_COEF_THOUSANDTHS } from '../coef/coef';
import { currencyDecimals, FALLBACK_CURRENCY } from '../money/currency';
import { MAX_MINOR, type Minor } from '../money/money';
import {
  bonusBetCoefThousandths,
  bonusBetIneligibility,
  realBets,
  type BonusBetIneligibility,
} from './bonus';
import {
  blockMaxAmounts,
  invalidLimits,
  isVipBetAvailable,
  maxAmountFor,
  minAmountForBig,
  type CouponLimitName,
} from './limits';
import { betId, toSingleCoupons } from './model';
import { possibleWinBig } from './possibleWin';
import {
  isBetResult,
  isBonusBet,
  isExpressBonusBet,
  isGameFinished,
  isLockedBet,
  isSpecialCoef,
  isValidBlockId,
  isValidMarketId,
} from './predicates';
import { systemLineCount, systemOffset, systemValueRange, usesBlocks } from './systems';
import {
  ACCOUNT_TYPE,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  LOBBY_BLOCK_ID,
  MAX_BETS_IN_COUPON,
  type BetResults,
  type CouponAccount,
  type CouponSiteConfig,
  type CouponState,
} from './types';

/** Coupon types a bonus account (type 4) may place by default: single and express. */
export const BONUS_ACCOUNT_COUPON_TYPES: readonly number[] = Object.freeze([
  COUPON_TYPE.SINGLE,
  COUPON_TYPE.EXPRESS,
]);

/** A system needs at least this many units (k of n with 2 <= k <= n - 1). */
export const MIN_SYSTEM_UNITS = 3;

/**
 * One reason a coupon cannot be placed. `code` is stable (use it as the translation key); the other fields
 * are what the message needs. Amounts are minor units; `betId` names the bet of a per-bet problem (type 9
 * amounts, coefficients, locks).
 */
export type CouponIssue =
  | { code: 'MALFORMED_COUPON' }
  | { code: 'EMPTY_COUPON' }
  | { code: 'UNKNOWN_TYPE'; typeId: unknown }
  | { code: 'TOO_MANY_BETS'; count: number; max: number }
  | { code: 'SINGLE_NEEDS_ONE_BET'; count: number }
  | { code: 'EXPRESS_NEEDS_TWO_BETS'; count: number }
  | { code: 'SYSTEM_TOO_FEW_UNITS'; offset: number; min: number }
  | { code: 'SYSTEM_VALUE_OUT_OF_RANGE'; value: unknown; min: number; max: number }
  | { code: 'BET_LOCKED'; betId: string; blocked: boolean; dependent: boolean; bannedExpress: boolean }
  | { code: 'GAME_FINISHED'; betId: string }
  | { code: 'SAME_GAME'; gameId: string; betIds: string[] }
  | { code: 'SPECIAL_COEF'; betId: string }
  | { code: 'COEF_MISSING'; betId: string }
  /** The coefficient is not a finite positive number (a string "2.5", NaN, Infinity, negative). */
  | { code: 'COEF_INVALID'; betId: string }
  | { code: 'COEF_BELOW_MIN'; betId: string; coef: number; min: number }
  | { code: 'COEF_ABOVE_MAX'; betId: string; coef: number; max: number }
  /** The market id is not a non-empty string or a safe integer: the bet cannot be named. */
  | { code: 'BET_ID_INVALID'; betId: string }
  /** Two or more bets share one market id (whatever their games). */
  | { code: 'DUPLICATE_BET'; betId: string; count: number }
  /** A block id that is not null or a non-negative integer ("1", 1.5, -1). */
  | { code: 'BLOCK_ID_INVALID'; betId: string; blockId: unknown }
  | { code: 'BANKER_NOT_ALLOWED'; betId: string }
  | { code: 'BONUS_BET_NOT_ELIGIBLE'; reasons: BonusBetIneligibility[] }
  | { code: 'BONUS_BET_DUPLICATE'; count: number }
  | { code: 'BONUS_BET_COEF_MISMATCH'; betId: string; coef: number | null; expected: number }
  /** A bonus bet the engine has no rule for (market type 9001, 9002, or sportId 0 outside type 9000). */
  | { code: 'BONUS_BET_UNKNOWN'; betId: string; typeId: unknown }
  /** A limit of the coupon is not a well-formed number (see isValidLimit): fails closed. */
  | { code: 'LIMIT_INVALID'; limit: CouponLimitName }
  /** A block stake that is not a whole number of minor units, or a key that is not a block id; null: the map itself. */
  | { code: 'BLOCK_AMOUNT_INVALID'; blockId: string | null }
  | { code: 'AMOUNT_INVALID'; betId?: string }
  | { code: 'AMOUNT_NOT_POSITIVE'; betId?: string }
  | { code: 'AMOUNT_TOO_PRECISE'; decimals: number; betId?: string }
  | { code: 'AMOUNT_TOO_LARGE'; max: Minor; betId?: string }
  | { code: 'AMOUNT_BELOW_MIN'; min: Minor; betId?: string }
  | { code: 'AMOUNT_ABOVE_MAX'; max: Minor; betId?: string }
  | { code: 'BLOCK_AMOUNT_ABOVE_MAX'; blockId: number; max: Minor }
  | { code: 'SYSTEM_STAKE_TOO_SMALL'; lines: number; min: Minor }
  /** The possible win is above MAX_MINOR (2^53 - 1 minor units); `betId` names a type-9 bet. */
  | { code: 'POSSIBLE_WIN_TOO_LARGE'; max: Minor; betId?: string }
  /** The possible win is above the coupon's maxPayout; `betId` names a type-9 bet (each is its own coupon). */
  | { code: 'PAYOUT_ABOVE_MAX'; max: Minor; possibleWin: Minor; betId?: string }
  | { code: 'INSUFFICIENT_BALANCE'; balance: Minor; required: Minor }
  | { code: 'BONUS_ACCOUNT_TYPE_NOT_ALLOWED'; typeId: number; allowed: number[] }
  | { code: 'BONUS_ACCOUNT_VIP_BET' }
  | { code: 'VIP_BET_UNAVAILABLE' }
  /** validateResults: the results are not a record of bet id -> result. */
  | { code: 'RESULTS_MALFORMED' }
  /** validateResults: a bet's result is not 'won', 'lost' or 'void' ("half-won"). */
  | { code: 'RESULT_UNKNOWN'; betId: string; result: unknown };

export type CouponIssueCode = CouponIssue['code'];

/** What validateCoupon needs besides the coupon. */
export interface ValidationContext {
  siteConfig: CouponSiteConfig;
  /** The account the coupon is placed from; balance and bonus-account rules are checked only when given. */
  account?: CouponAccount | null;
  /** Coupon types a bonus account may place (default BONUS_ACCOUNT_COUPON_TYPES). */
  bonusAccountCouponTypes?: readonly number[];
}

type AmountCheck = { issues: CouponIssue[]; valid: boolean };

/** Checks one stake: a finite, positive, whole number of minor units (and not above 2^53). */
function checkAmount(amount: unknown, decimals: number, id?: string): AmountCheck {
  const tag = id === undefined ? {} : { betId: id };
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return { issues: [{ code: 'AMOUNT_INVALID', ...tag }], valid: false };
  }
  if (amount <= 0) return { issues: [{ code: 'AMOUNT_NOT_POSITIVE', ...tag }], valid: false };
  if (!Number.isInteger(amount))
    return { issues: [{ code: 'AMOUNT_TOO_PRECISE', decimals, ...tag }], valid: false };
  if (amount > MAX_MINOR)
    return { issues: [{ code: 'AMOUNT_TOO_LARGE', max: MAX_MINOR, ...tag }], valid: false };
  return { issues: [], valid: true };
}

function isCombination(typeId: number): boolean {
  return (
    typeId === COUPON_TYPE.EXPRESS ||
    typeId === COUPON_TYPE.SYSTEM ||
    typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS
  );
}

function isSystem(typeId: number): boolean {
  return typeId === COUPON_TYPE.SYSTEM || typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS;
}

function validateUnsafe(coupon: CouponState, context: ValidationContext): CouponIssue[] {
  const issues: CouponIssue[] = [];
  const { siteConfig, account } = context;
  const currency = account?.iso ?? FALLBACK_CURRENCY;
  const decimals = currencyDecimals(currency);
  const typeId = coupon.typeId;
  const bets = coupon.bets;
  const real = realBets(bets);

  // Shape and type.
  if (bets.length === 0) issues.push({ code: 'EMPTY_COUPON' });
  const knownType = (COUPON_TYPE_IDS as readonly unknown[]).includes(typeId);
  if (!knownType) issues.push({ code: 'UNKNOWN_TYPE', typeId });
  if (real.length > MAX_BETS_IN_COUPON) {
    issues.push({ code: 'TOO_MANY_BETS', count: real.length, max: MAX_BETS_IN_COUPON });
  }
  if (typeId === COUPON_TYPE.SINGLE && real.length > 1)
    issues.push({ code: 'SINGLE_NEEDS_ONE_BET', count: real.length });
  if (typeId === COUPON_TYPE.EXPRESS && bets.length > 0 && real.length < 2) {
    issues.push({ code: 'EXPRESS_NEEDS_TWO_BETS', count: real.length });
  }
  let systemLines = 0;
  if (isSystem(typeId) && bets.length > 0) {
    const offset = systemOffset(coupon);
    const range = systemValueRange(offset);
    if (offset < MIN_SYSTEM_UNITS) {
      issues.push({ code: 'SYSTEM_TOO_FEW_UNITS', offset, min: MIN_SYSTEM_UNITS });
    } else if (
      !Number.isInteger(coupon.systemValue) ||
      coupon.systemValue < range.min ||
      coupon.systemValue > range.max
    ) {
      issues.push({ code: 'SYSTEM_VALUE_OUT_OF_RANGE', value: coupon.systemValue, ...range });
    } else {
      systemLines = systemLineCount(offset, coupon.systemValue);
    }
  }

  // Bets.
  const banker = usesBlocks(coupon);
  const countById = new Map<string, number>();
  for (const bet of bets) {
    const id = betId(bet);
    if (isLockedBet(bet)) {
      issues.push({
        code: 'BET_LOCKED',
        betId: id,
        blocked: bet.isBlocked,
        dependent: bet.isDepend,
        bannedExpress: bet.isBannedExpress,
      });
    }
    if (isGameFinished(bet)) issues.push({ code: 'GAME_FINISHED', betId: id });
    if (isSpecialCoef(bet)) {
      if (typeId !== COUPON_TYPE.SINGLE && typeId !== COUPON_TYPE.MULTIPLE_SINGLES) {
        issues.push({ code: 'SPECIAL_COEF', betId: id });
      }
    } else {
      const coef = bet.market.coef;
      const check = checkCoef(coef);
      if (!check.ok) {
        if (check.reason === 'missing') issues.push({ code: 'COEF_MISSING', betId: id });
        else if (check.reason === 'invalid') issues.push({ code: 'COEF_INVALID', betId: id });
        else if (check.reason === 'below_min') {
          issues.push({
            code: 'COEF_BELOW_MIN',
            betId: id,
            coef: coef as number,
            min: MIN_COEF_THOUSANDTHS / 1000,
          });
        } else {
          issues.push({
            code: 'COEF_ABOVE_MAX',
            betId: id,
            coef: coef as number,
            max: MAX_COEF_THOUSANDTHS / 1000,
          });
        }
      }
    }
    if (!isValidMarketId(bet.market.id)) issues.push({ code: 'BET_ID_INVALID', betId: id });
    if (!isValidBlockId(bet.blockId))
      issues.push({ code: 'BLOCK_ID_INVALID', betId: id, blockId: bet.blockId });
    if (banker && bet.blockId === LOBBY_BLOCK_ID && bet.isDisabledBanker) {
      issues.push({ code: 'BANKER_NOT_ALLOWED', betId: id });
    }
    countById.set(id, (countById.get(id) ?? 0) + 1);
  }
  for (const [id, count] of countById)
    if (count > 1) issues.push({ code: 'DUPLICATE_BET', betId: id, count });
  if (isCombination(typeId)) {
    const byGame = new Map<string, string[]>();
    for (const bet of real) {
      const key = String(bet.market.gameId);
      const list = byGame.get(key);
      if (list) list.push(betId(bet));
      else byGame.set(key, [betId(bet)]);
    }
    for (const [gameId, ids] of byGame)
      if (ids.length > 1) issues.push({ code: 'SAME_GAME', gameId, betIds: ids });
  }
  // Bonus bets: only the express bonus bet has a rule; any other bonus bet is refused, never priced.
  for (const bet of bets) {
    if (isBonusBet(bet) && !isExpressBonusBet(bet)) {
      issues.push({ code: 'BONUS_BET_UNKNOWN', betId: betId(bet), typeId: bet.market.typeId });
    }
  }
  const bonusBets = bets.filter((b) => isBonusBet(b) && isExpressBonusBet(b));
  if (bonusBets.length > 0) {
    const reasons = bonusBetIneligibility(coupon, siteConfig);
    if (reasons.length > 0) issues.push({ code: 'BONUS_BET_NOT_ELIGIBLE', reasons });
    if (bonusBets.length > 1) {
      issues.push({ code: 'BONUS_BET_DUPLICATE', count: bonusBets.length });
    } else if (reasons.length === 0) {
      // DECISIONS 3: the bonus coefficient is set by the number of real bets (never counting the bonus bet).
      const bonus = bonusBets[0];
      const expected = bonusBetCoefThousandths(real.length);
      if (bonus && expected !== null && betCoefValue(bonus.market.coef) !== expected) {
        const coef = bonus.market.coef;
        issues.push({
          code: 'BONUS_BET_COEF_MISMATCH',
          betId: betId(bonus),
          coef: typeof coef === 'number' && Number.isFinite(coef) ? coef : null,
          expected: expected / 1000,
        });
      }
    }
  }

  // VIP bet and bonus account.
  const vipAvailable = isVipBetAvailable(coupon, siteConfig);
  const isBonusAccount = account?.type === ACCOUNT_TYPE.BONUS;
  if (coupon.isActiveVipBet && !vipAvailable) issues.push({ code: 'VIP_BET_UNAVAILABLE' });
  if (isBonusAccount) {
    const allowed = [...(context.bonusAccountCouponTypes ?? BONUS_ACCOUNT_COUPON_TYPES)];
    if (knownType && !allowed.includes(typeId))
      issues.push({ code: 'BONUS_ACCOUNT_TYPE_NOT_ALLOWED', typeId, allowed });
    if (coupon.isActiveVipBet) issues.push({ code: 'BONUS_ACCOUNT_VIP_BET' });
  }
  // A VIP bet is a request to stake above the maximum: the maximum is not enforced for it.
  const vipBet = coupon.isActiveVipBet && vipAvailable && !isBonusAccount;

  // Limits (ADR 0021): a malformed limit fails closed with its own code; the checks it feeds are skipped.
  const badLimits = invalidLimits(coupon);
  for (const limit of badLimits) issues.push({ code: 'LIMIT_INVALID', limit });
  const blockStakesValid = checkBlockStakes(coupon.amountByBlockId, issues);

  // Amounts.
  if (knownType) {
    const min = badLimits.includes('minBetAmount') ? null : minAmountForBig(coupon, siteConfig);
    const max =
      vipBet || badLimits.includes('maxBetAmount') ? null : maxAmountFor(coupon, siteConfig, account);
    let required = 0;
    let requiredValid = true;
    const stakes: { amount: unknown; id?: string }[] =
      typeId === COUPON_TYPE.MULTIPLE_SINGLES
        ? bets.map((b) => ({ amount: coupon.amountByBetId[betId(b)], id: betId(b) }))
        : [{ amount: coupon.amount }];
    for (const { amount, id } of stakes) {
      const check = checkAmount(amount, decimals, id);
      issues.push(...check.issues);
      if (!check.valid) {
        requiredValid = false;
        continue;
      }
      const value = amount as number;
      required += value;
      const tag = id === undefined ? {} : { betId: id };
      if (min !== null && BigInt(value) < min) {
        issues.push({ code: 'AMOUNT_BELOW_MIN', min: min > MAX_MINOR_BIG ? MAX_MINOR : Number(min), ...tag });
      }
      if (max !== null && value > max) issues.push({ code: 'AMOUNT_ABOVE_MAX', max, ...tag });
      if (systemLines > 0 && value < systemLines) {
        issues.push({ code: 'SYSTEM_STAKE_TOO_SMALL', lines: systemLines, min: systemLines });
      }
    }
    // The chain (DECISIONS 4) caps every later block even when maxBetAmount is unlimited; it applies
    // wherever a maximum applies: a listed type, not a bonus account, no VIP bet.
    const blockMaxApplies =
      !vipBet &&
      !isBonusAccount &&
      blockStakesValid &&
      !badLimits.includes('maxBetAmount') &&
      siteConfig.couponTypesWithMaxAmount.includes(typeId);
    if (
      blockMaxApplies &&
      typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS &&
      Object.keys(coupon.amountByBlockId).length > 0
    ) {
      const maxes = blockMaxAmounts(coupon);
      for (const [blockId, amount] of Object.entries(coupon.amountByBlockId)) {
        const blockMax = maxes[blockId];
        if (blockMax !== undefined && typeof amount === 'number' && amount > blockMax) {
          issues.push({ code: 'BLOCK_AMOUNT_ABOVE_MAX', blockId: Number(blockId), max: blockMax });
        }
      }
    }
    if (account && requiredValid) {
      // A balance that is not a whole number of minor units (NaN, missing, a string) is no balance: the
      // check never passes unchecked.
      const balance = Number.isSafeInteger(account.money) ? account.money : 0;
      if (required > balance) issues.push({ code: 'INSUFFICIENT_BALANCE', balance, required });
    }
    issues.push(...payoutIssues(coupon, badLimits.includes('maxPayout')));
  }
  return issues;
}

const MAX_MINOR_BIG = BigInt(MAX_MINOR);

/**
 * Block stakes must be a record of block id -> whole minor units (0 allowed: no stake); reports every
 * malformed entry (a string "99999", NaN, a key that is not a block id). True when all are well-formed.
 */
function checkBlockStakes(stakes: unknown, issues: CouponIssue[]): boolean {
  if (typeof stakes !== 'object' || stakes === null || Array.isArray(stakes)) {
    issues.push({ code: 'BLOCK_AMOUNT_INVALID', blockId: null });
    return false;
  }
  let valid = true;
  for (const [key, value] of Object.entries(stakes)) {
    const keyOk = /^(0|[1-9]\d{0,15})$/.test(key) && isValidBlockId(Number(key));
    const valueOk = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
    if (!keyOk || !valueOk) {
      issues.push({ code: 'BLOCK_AMOUNT_INVALID', blockId: key });
      valid = false;
    }
  }
  return valid;
}

/**
 * The possible win (all selections won) is bounded: never above MAX_MINOR, never above maxPayout (unless
 * maxPayout is Infinity). Type 9 is checked per bet (each bet becomes its own coupon) and in total. Skipped
 * when the win cannot be computed: other issues say why.
 */
function payoutIssues(coupon: CouponState, payoutLimitInvalid: boolean): CouponIssue[] {
  const issues: CouponIssue[] = [];
  const maxPayout = payoutLimitInvalid || !Number.isFinite(coupon.maxPayout) ? null : coupon.maxPayout;
  const check = (win: bigint | null, id?: string) => {
    if (win === null) return;
    const tag = id === undefined ? {} : { betId: id };
    if (win > MAX_MINOR_BIG) issues.push({ code: 'POSSIBLE_WIN_TOO_LARGE', max: MAX_MINOR, ...tag });
    else if (maxPayout !== null && win > BigInt(maxPayout)) {
      issues.push({ code: 'PAYOUT_ABOVE_MAX', max: maxPayout, possibleWin: Number(win), ...tag });
    }
  };
  if (coupon.typeId === COUPON_TYPE.MULTIPLE_SINGLES) {
    for (const part of toSingleCoupons(coupon)) {
      check(possibleWinBig({ ...coupon, ...part, bets: [...part.bets] }), betId(part.bets[0]));
    }
    const total = possibleWinBig(coupon);
    if (total !== null && total > MAX_MINOR_BIG && issues.length === 0) {
      issues.push({ code: 'POSSIBLE_WIN_TOO_LARGE', max: MAX_MINOR });
    }
  } else {
    check(possibleWinBig(coupon));
  }
  return issues;
}

/**
 * Checks settlement results against a coupon (ADR 0021): `results` must be a record of bet id -> result and
 * every entry for one of the coupon's bets must be 'won', 'lost' or 'void'. An unknown result ("half-won")
 * is RESULT_UNKNOWN: the coupon stays unsettled (possibleWin with such results is null). Never throws.
 */
export function validateResults(coupon: CouponState, results: BetResults): CouponIssue[] {
  try {
    if (!coupon || !Array.isArray(coupon.bets)) return [{ code: 'MALFORMED_COUPON' }];
    if (typeof results !== 'object' || results === null || Array.isArray(results)) {
      return [{ code: 'RESULTS_MALFORMED' }];
    }
    const issues: CouponIssue[] = [];
    for (const bet of coupon.bets) {
      const id = betId(bet);
      if (!Object.hasOwn(results, id)) continue;
      const result: unknown = results[id];
      if (!isBetResult(result)) issues.push({ code: 'RESULT_UNKNOWN', betId: id, result });
    }
    return issues;
  } catch {
    return [{ code: 'MALFORMED_COUPON' }];
  }
}

/**
 * Every reason the coupon cannot be placed, as stable codes with the data a message needs; an empty list
 * means it can be placed. Checks: empty coupon, unknown type, more than 30 selections, bet count per type,
 * system offset and value (2 .. offset - 1), locked bets, finished games, two selections of one game in an
 * express or system, special coefficients outside singles, missing, malformed (not a number), below 1.001 or
 * above 10,000 coefficients, market ids that are malformed or used twice, block ids that are not integers,
 * disabled bankers, an ineligible, duplicated or wrongly priced express bonus bet, any other bonus bet,
 * VIP availability, bonus-account restrictions, malformed limits (minBetAmount, maxBetAmount, maxPayout,
 * block stakes: fail closed), the stake (finite, positive, whole minor units, min and max as they apply,
 * system stake of at least one minor unit per line, chained block maxima), the balance (an unusable balance
 * counts as 0) and the possible win (at most maxPayout and MAX_MINOR).
 * Never throws: malformed input gives MALFORMED_COUPON. Whenever it finds nothing, possibleWin gives a
 * figure (ADR 0021).
 */
export function validateCoupon(coupon: CouponState, context: ValidationContext): CouponIssue[] {
  try {
    if (!coupon || !Array.isArray(coupon.bets) || !context?.siteConfig) return [{ code: 'MALFORMED_COUPON' }];
    return validateUnsafe(coupon, context);
  } catch {
    return [{ code: 'MALFORMED_COUPON' }];
  }
}

/** Whether the coupon can be placed: validateCoupon finds nothing. */
export function canPlaceCoupon(coupon: CouponState, context: ValidationContext): boolean {
  return validateCoupon(coupon, context).length === 0;
}

/** The codes of a list of issues, for quick checks and logs. */
export function issueCodes(issues: readonly CouponIssue[]): CouponIssueCode[] {
  return issues.map((i) => i.code);
}

import type { CouponIssue } from '@betline/core';
import type { UiT } from '../../i18n';
import { formatMoney, numberFormat } from '../../i18n/format';

/*
 * Refusal messages as a plain function, in a module of its own: the app's coupon store words a refusal
 * without loading the slip's components.
 */

/** What a refusal message needs besides the issue: the currency and locale of money, and bet names. */
export interface IssueMessageContext {
  /** ISO code of the account currency (money in issues is in its minor units). */
  currency: string;
  /** Locale for Intl. */
  locale: string;
  /** The player-facing name of a bet by its id ("Lyon v Nice: Draw"); defaults to the id. */
  betName?: (betId: string) => string;
}

/**
 * Every refusal of core's `validateCoupon` as a sentence the player understands, in the kit's locale. Money
 * goes through Intl in the account currency; a code the kit does not know yet (core may add codes) gets a
 * general message rather than a raw code.
 */
export function couponIssueMessage(issue: CouponIssue, t: UiT, context: IssueMessageContext): string {
  const money = (minor: number) => formatMoney(minor, context.currency, context.locale);
  const name = (id: string) => context.betName?.(id) ?? id;
  const key = (code: string) => `coupon.issues.${code}`;
  const withBet = (message: string, betId?: string) =>
    betId === undefined ? message : t('coupon.forBet', { name: name(betId), message });
  switch (issue.code) {
    case 'MALFORMED_COUPON':
    case 'EMPTY_COUPON':
    case 'UNKNOWN_TYPE':
    case 'SINGLE_NEEDS_ONE_BET':
    case 'EXPRESS_NEEDS_TWO_BETS':
    case 'SAME_GAME':
    case 'BONUS_BET_NOT_ELIGIBLE':
    case 'BONUS_ACCOUNT_VIP_BET':
    case 'VIP_BET_UNAVAILABLE':
      return t(key(issue.code));
    case 'TOO_MANY_BETS':
      return t(key(issue.code), { max: issue.max, count: issue.count });
    case 'SYSTEM_TOO_FEW_UNITS':
      return t(key(issue.code), { min: issue.min, offset: issue.offset });
    case 'SYSTEM_VALUE_OUT_OF_RANGE':
      return t(key(issue.code), { min: issue.min, max: issue.max });
    case 'BET_LOCKED':
    case 'GAME_FINISHED':
    case 'SPECIAL_COEF':
    case 'COEF_MISSING':
    case 'BANKER_NOT_ALLOWED':
      return t(key(issue.code), { name: name(issue.betId) });
    case 'COEF_BELOW_MIN':
      return t(key(issue.code), {
        name: name(issue.betId),
        min: numberFormat(context.locale, { minimumFractionDigits: 3 }).format(issue.min),
      });
    case 'COEF_INVALID':
    case 'BLOCK_ID_INVALID':
    case 'RESULT_UNKNOWN':
    case 'DUPLICATE_BET':
      return t(key(issue.code), { name: name(issue.betId) });
    case 'COEF_ABOVE_MAX':
      return t(key(issue.code), {
        name: name(issue.betId),
        max: numberFormat(context.locale, { maximumFractionDigits: 3 }).format(issue.max),
      });
    case 'BET_ID_INVALID':
    case 'BONUS_BET_UNKNOWN':
    case 'LIMIT_INVALID':
    case 'BLOCK_AMOUNT_INVALID':
    case 'RESULTS_MALFORMED':
      return t(key(issue.code));
    case 'POSSIBLE_WIN_TOO_LARGE':
      return withBet(t(key(issue.code)), issue.betId);
    case 'PAYOUT_ABOVE_MAX':
      return withBet(t(key(issue.code), { max: money(issue.max) }), issue.betId);
    case 'BONUS_BET_DUPLICATE':
      return t(key(issue.code), { count: issue.count });
    case 'BONUS_BET_COEF_MISMATCH':
      return t(key(issue.code), {
        expected: numberFormat(context.locale, { minimumFractionDigits: 2 }).format(issue.expected),
      });
    case 'AMOUNT_INVALID':
    case 'AMOUNT_NOT_POSITIVE':
    case 'AMOUNT_TOO_LARGE':
      return withBet(t(key(issue.code)), issue.betId);
    case 'AMOUNT_TOO_PRECISE':
      return withBet(t(key(issue.code), { count: issue.decimals }), issue.betId);
    case 'AMOUNT_BELOW_MIN':
      return withBet(t(key(issue.code), { min: money(issue.min) }), issue.betId);
    case 'AMOUNT_ABOVE_MAX':
      return withBet(t(key(issue.code), { max: money(issue.max) }), issue.betId);
    case 'BLOCK_AMOUNT_ABOVE_MAX':
      return t(key(issue.code), { n: issue.blockId, max: money(issue.max) });
    case 'SYSTEM_STAKE_TOO_SMALL':
      return t(key(issue.code), { lines: issue.lines, min: money(issue.min) });
    case 'INSUFFICIENT_BALANCE':
      return t(key(issue.code), { required: money(issue.required), balance: money(issue.balance) });
    case 'BONUS_ACCOUNT_TYPE_NOT_ALLOWED':
      return t(key(issue.code), {
        allowed: new Intl.ListFormat(context.locale, { type: 'disjunction' }).format(
          issue.allowed.map((id) => t(`coupon.types.${id}`)),
        ),
      });
    default:
      return t('coupon.issues.other');
  }
}

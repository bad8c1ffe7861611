import type { TFunction } from 'i18next';
import type { CouponIssue } from '@betline/core';
import { couponIssueMessage, formatMoney } from '@betline/ui';
import type { CouponRefusal } from '../../api/types';

/**
 * What went wrong with the last placement, as the slip keeps it (the sentence is made when shown, in the page's
 * language): a refusal of the server, no usable answer, or (type 9) some singles refused while others were placed.
 */
export type SlipProblem =
  | { kind: 'refused'; refusal: CouponRefusal }
  | { kind: 'failed'; reason: 'network' | 'timeout' | 'server'; status?: number }
  | { kind: 'singles'; refused: { betId: string; refusal: CouponRefusal }[] };

/** `t` of the kit's `ui` namespace (the kit's own `UiT`, not exported by its root). */
export type UiT = (key: string, options?: Record<string, unknown>) => string;

/** What a message needs besides the problem. */
export interface MessageContext {
  /** `t` of the `betting` namespace. */
  t: TFunction<'betting'>;
  /** `t` of the kit's `ui` namespace (the engine's issue codes have their sentences there). */
  uiT: UiT;
  /** ISO code of the account's currency (money in refusals is in its minor units). */
  currency: string;
  locale: string;
  /** The player-facing name of a bet by its id. */
  betName: (betId: string) => string;
}

/** Limit types of the loss family (SPEC §9): 10, 11, 12; everything else the server refuses with is wagering. */
const LOSS_LIMIT_TYPES: readonly number[] = [10, 11, 12];

function names(refusal: CouponRefusal, context: MessageContext): string {
  const ids = (refusal.newOdds ?? []).map((each) => each.betId);
  const list = [...new Set(ids)].map(context.betName);
  if (list.length === 0) return context.t('slip.title');
  return new Intl.ListFormat(context.locale, { type: 'conjunction' }).format(list);
}

/**
 * One refusal of the server as a sentence: the server's own codes (BETTING_ERROR_CODES) have the app's
 * sentences (with the names of the selections concerned, the new total odds, the amount a limit still allows);
 * the engine's issue codes the server answers with use the kit's sentences (couponIssueMessage); anything else
 * a general sentence, never a raw code.
 */
export function refusalMessage(refusal: CouponRefusal, context: MessageContext): string {
  const { t } = context;
  const money = (minor: number) => formatMoney(minor, context.currency, context.locale);
  switch (refusal.code) {
    case 'MARKET_NOT_FOUND':
      return t('slip.refusals.MARKET_NOT_FOUND', { names: names(refusal, context) });
    case 'MARKET_SUSPENDED':
      return t('slip.refusals.MARKET_SUSPENDED', { names: names(refusal, context) });
    case 'GAME_FINISHED':
      return t('slip.refusals.GAME_FINISHED', { names: names(refusal, context) });
    case 'SCORE_CHANGED':
      return t('slip.refusals.SCORE_CHANGED', { names: names(refusal, context) });
    case 'COEF_CHANGED':
      return t('slip.refusals.COEF_CHANGED');
    case 'EXACT_COEF_MISMATCH':
      return typeof refusal.newCoef === 'number'
        ? t('slip.refusals.EXACT_COEF_MISMATCH', {
            coef: new Intl.NumberFormat(context.locale, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 3,
            }).format(refusal.newCoef),
          })
        : t('slip.refusals.EXACT_COEF_MISMATCH_none');
    case 'RG_LIMIT_REACHED': {
      const limit = t(
        LOSS_LIMIT_TYPES.includes(refusal.limitType ?? 0)
          ? 'slip.limitKinds.loss'
          : 'slip.limitKinds.wagering',
      );
      return typeof refusal.allowed === 'number' && refusal.allowed > 0
        ? t('slip.refusals.RG_LIMIT_REACHED', { limit, amount: money(refusal.allowed) })
        : t('slip.refusals.RG_LIMIT_REACHED_none', { limit });
    }
    case 'MAX_PAYOUT_EXCEEDED':
      return typeof refusal.allowed === 'number'
        ? t('slip.refusals.MAX_PAYOUT_EXCEEDED', { max: money(refusal.allowed) })
        : t('slip.refusals.other');
    case 'COUPON_ID_TAKEN':
      return t('slip.refusals.COUPON_ID_TAKEN');
    case 'ACCOUNT_NOT_FOUND':
      return t('slip.refusals.ACCOUNT_NOT_FOUND');
    case 'PROMO_CODE_INVALID':
      return t('slip.refusals.PROMO_CODE_INVALID');
    case 'RG_EXCLUDED':
      return t('slip.refusals.RG_EXCLUDED');
    case 'NOT_COMPUTABLE':
      return t('slip.refusals.NOT_COMPUTABLE');
    case 'EMPTY_COUPON':
      return t('slip.refusals.EMPTY_COUPON');
    case 'DUPLICATE_SELECTION':
      return t('slip.refusals.DUPLICATE_SELECTION');
    case 'BOOKING_NOT_FOUND':
      return t('slip.refusals.BOOKING_NOT_FOUND');
    default:
      break;
  }
  if (refusal.statusCode === 401 || refusal.code === 'unauthenticated')
    return t('slip.refusals.unauthenticated');
  const issues = (refusal.issues ?? []) as unknown as CouponIssue[];
  if (issues.length > 0) {
    const sentences = issues.map((issue) =>
      couponIssueMessage(issue, context.uiT, {
        currency: context.currency,
        locale: context.locale,
        betName: context.betName,
      }),
    );
    return [...new Set(sentences)].slice(0, 3).join(' ');
  }
  if (refusal.code === 'INSUFFICIENT_BALANCE') return t('slip.refusals.INSUFFICIENT_BALANCE');
  return t('slip.refusals.other');
}

/** The sentences of a problem: one for a refusal or a failure; a heading and one per bet for refused singles. */
export function problemMessages(problem: SlipProblem, context: MessageContext): string[] {
  const { t } = context;
  switch (problem.kind) {
    case 'refused':
      return [refusalMessage(problem.refusal, context)];
    case 'failed':
      if (problem.reason === 'server') return [t('slip.failures.server', { status: problem.status ?? 500 })];
      return [t(problem.reason === 'timeout' ? 'slip.failures.timeout' : 'slip.failures.network')];
    case 'singles':
      return [
        t('slip.singlesRefused', { count: problem.refused.length }),
        ...problem.refused.map(({ betId, refusal }) =>
          t('slip.forBet', { name: context.betName(betId), message: refusalMessage(refusal, context) }),
        ),
      ];
  }
}

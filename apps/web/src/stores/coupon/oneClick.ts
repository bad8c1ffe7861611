import {
  createCouponState,
  FALLBACK_CURRENCY,
  isOneClickActive,
  validateCoupon,
  type Minor,
} from '@betline/core';
import { couponIssueMessage, formatMoney } from '@betline/ui';
import { placeCoupon as requestPlacement } from '../../api/betting';
import type { PlaceCouponRequest, SportsGame, SportsMarket } from '../../api/types';
import { problemMessages, refusalMessage, type MessageContext } from '../../sportsbook/slip/messages';
import { accountOf, loadBalance } from '../account';
import type { Stores } from '../index';
import { pushNotice } from '../notices';
import { isSignedIn } from '../user';
import type { SelectionOptions } from './events';
import { persistSettings, restoreCoupon, switchOffSavedOneClick } from './persistence';
import { buildPlacePayload, failure, newCouponId, payloadContext, type PlaceOutcome } from './placement';
import {
  betName,
  buildBet,
  coefText,
  couponOf,
  currentAccount,
  messageContext,
  selectionNames,
  siteCouponConfig,
  uiT,
  withAccount,
} from './state';

/** One-click bets are on: switched on, shown by the site (COUPON-044) and only for signed-in players (COUPON-045). */
export function isOneClickAvailable(stores: Stores): boolean {
  return isSignedIn(stores.user) && isOneClickActive(couponOf(stores).settings, siteCouponConfig(stores));
}

/**
 * The one-click stake: the one the slip's one-click panel shows the player (settings.oneClickAmount), nothing
 * else; null while none is set.
 */
export function oneClickStake(settings: { readonly oneClickAmount: Minor }): Minor | null {
  return settings.oneClickAmount > 0 ? settings.oneClickAmount : null;
}

/**
 * A one-click bet: a single on `market` at the one-click stake the player sees, placed at once; the slip is not
 * touched. Without a stake set nothing is placed and a notice says to set one. The result is a notice (a refusal
 * says why; no answer offers to send the same request again).
 */
export async function placeOneClick(
  stores: Stores,
  market: SportsMarket,
  game: SportsGame,
  options: SelectionOptions = {},
): Promise<PlaceOutcome> {
  const store = restoreCoupon(stores);
  const id = String(market.id);
  if (store.oneClickPending.includes(id)) return 'busy';
  if (!isSignedIn(stores.user)) return 'signedOut';
  const account = currentAccount(stores);
  const currency = account?.iso ?? FALLBACK_CURRENCY;
  const names = options.names ?? selectionNames(market, game);
  const name = [names.event, names.selection].filter(Boolean).join(', ');
  const context = messageContext(stores, currency, (each) => (each === id ? name : betName(store, each)));
  const t = context.t;
  const refuse = (reason: string): void => {
    pushNotice(stores.notices, { kind: 'error', message: t('slip.oneClick.refused', { reason }) });
  };
  const stake = oneClickStake(store.settings);
  if (stake === null) {
    refuse(uiT()('coupon.oneClickNoStake'));
    return 'invalid';
  }
  if (market.coef === null || market.isSuspended || game.isSuspended) {
    refuse(t('slip.refusals.MARKET_SUSPENDED', { names: name }));
    return 'refused';
  }
  const single = withAccount(
    createCouponState({
      bets: [buildBet(market, game, { ...options, manualBlockId: null })],
      amount: stake,
    }),
    account,
    store.settings,
  );
  const issues = validateCoupon(single, { siteConfig: siteCouponConfig(stores), account });
  const firstIssue = issues[0];
  if (firstIssue) {
    refuse(
      couponIssueMessage(firstIssue, context.uiT, {
        currency,
        locale: context.locale,
        betName: context.betName,
      }),
    );
    return 'invalid';
  }
  const payload = buildPlacePayload(
    single,
    store.settings,
    payloadContext(stores, newCouponId(), { [id]: market.coef }),
  );
  return sendOneClick(stores, id, payload, context, name);
}

async function sendOneClick(
  stores: Stores,
  id: string,
  payload: PlaceCouponRequest,
  context: MessageContext,
  name: string,
): Promise<PlaceOutcome> {
  const store = couponOf(stores);
  const { t } = context;
  store.oneClickPending.push(id);
  let result: Awaited<ReturnType<typeof requestPlacement>>;
  try {
    result = await requestPlacement(payload);
  } catch (error) {
    console.error('one-click bet failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    store.oneClickPending = store.oneClickPending.filter((each) => each !== id);
  }
  if (result.kind === 'accepted') {
    const placed = result.response.coupon;
    const amount = formatMoney(
      placed?.amount ?? payload.amount,
      placed?.currencyIso ?? context.currency,
      context.locale,
    );
    const coef = placed?.coef ?? payload.bets[0]?.market.coef ?? null;
    pushNotice(stores.notices, {
      kind: 'success',
      message: t('slip.oneClick.placed', {
        amount,
        name,
        coef: coef === null ? '—' : coefText(stores, coef),
      }),
    });
    void loadBalance(accountOf(stores));
    return 'accepted';
  }
  if (result.kind === 'refused') {
    pushNotice(stores.notices, {
      kind: 'error',
      message: t('slip.oneClick.refused', { reason: refusalMessage(result.refusal, context) }),
    });
    return 'refused';
  }
  const problem = failure(result);
  pushNotice(stores.notices, {
    kind: 'error',
    message: t('slip.oneClick.refused', { reason: problemMessages(problem, context).join(' ') }),
    // The same request again (the same coupon id): never staked twice.
    action: {
      label: t('slip.oneClick.retry'),
      run: () => void sendOneClick(stores, id, payload, context, name),
    },
  });
  return 'failed';
}

/**
 * COUPON-047: every way a session ends (the logout button, another tab, an expired session) switches one-click
 * bets off: the app's `signedOut` event runs this. A coupon not restored yet is left alone (a session may end
 * before the page has hydrated): its saved settings are switched off, and it reads them when it is restored.
 */
export function clearOneClick(stores: Stores): void {
  const store = stores.lazy.coupon;
  if (store?.runtime.restored !== true) {
    switchOffSavedOneClick();
    return;
  }
  if (!store.settings.isActiveOneClick) return;
  store.settings.isActiveOneClick = false;
  persistSettings(store);
}

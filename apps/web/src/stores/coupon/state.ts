import { proxy, ref, subscribe } from 'valtio';
import {
  amountStep,
  betId,
  createBet,
  createCouponSettings,
  createCouponState,
  defaultStakeLimits,
  FALLBACK_CURRENCY,
  formatCoef,
  initialAmount,
  realBets,
  type Bet,
  type CouponSettings,
  type CouponSiteConfig,
  type CouponState,
  type Minor,
} from '@betline/core';
import type { BetNames, CouponAccountOption, PlacedCoupon } from '@betline/ui';
import type { SportsGame, SportsMarket } from '../../api/types';
import { BETTING_NS, i18n } from '../../i18n';
import type { MessageContext, SlipProblem, UiT } from '../../sportsbook/slip/messages';
import { accountOf } from '../account';
import { preferencesOf } from '../preferences';
import type { Stores } from '../index';
import type { CouponListener } from './events';
import { idlePlacement, type PlacementMachine } from './placementMachine';

/**
 * The coupon (betting slip) store of one app instance (SPEC §3 "Coupon", §4 "Coupon"; docs/adr/0016, 0018, 0038).
 * It owns the core coupon state and settings; every rule comes from `@betline/core` (the kit's CouponSlip is
 * controlled and reads the same functions). Made on first use (`couponOf(stores)`) and kept in `stores.lazy`, so
 * the first screen does not carry its code. It starts empty on both sides: the local save is read after the first
 * render (`restoreCoupon`, persistence.ts), so the server and the browser's first render draw the same.
 */

/** The placed coupon as the slip shows it (the kit's PlacedCoupon) plus what the app needs around it. */
export interface PlacedView extends PlacedCoupon {
  /** The server's printable coupon numbers (one; type 9: one per accepted single). */
  couponIds: number[];
  /** A VIP bet above the maximum waits for the bookmaker (status pending_approval). */
  pendingApproval: boolean;
  /** The bets the server accepted (type 9: the accepted singles). */
  acceptedBetIds: string[];
}

export interface BookingState {
  status: 'idle' | 'saving' | 'loading';
  /** The last code saved or loaded. */
  code: string | null;
  /** Why the last load or save failed; 'invalid': the typed code is not 8 letters or digits. */
  error: SlipProblem | 'invalid' | null;
  /** The last load: how many selections came in, and the market ids no longer on offer. */
  loaded: { code: string; count: number; unavailable: number[] } | null;
}

/** What the instance's coupon keeps besides its state (not tracked by valtio: a `ref`). */
export interface CouponRuntime {
  /** The coupon add/update events' listeners (events.ts). */
  listeners: Set<CouponListener>;
  /** The coupon reminder's timer (notification.ts). */
  notificationTimer: ReturnType<typeof setTimeout> | undefined;
  /** The local save has been read into this coupon (persistence.ts): once per app instance. */
  restored: boolean;
}

export interface CouponStoreState {
  /** SPEC §3 coupon state (COUPON-001), money in minor units. */
  coupon: CouponState;
  /** SPEC §3 coupon settings (COUPON-006). */
  settings: CouponSettings;
  /** Event and selection names by bet id (display). */
  betNames: Record<string, BetNames>;
  /** The coefficient the player saw per bet (added, or accepted since): a different current one is "odds changed". */
  shownCoefByBetId: Record<string, number>;
  /** Bets whose market is suspended for a moment. */
  suspendedBetIds: string[];
  /** The player paused odds updates (WCAG 2.2.2): the slip (and the board, if it wishes) keep the shown odds. */
  oddsPaused: boolean;
  /** The placement request is running (the placement machine is placing or waiting the in-play delay). */
  isPlacing: boolean;
  /** The slip's placement as a state machine (placementMachine.ts): its state and the attempt's idempotency id. */
  placement: PlacementMachine;
  /** The last placement's refusal or failure (kept until the player changes the slip or places again). */
  problem: SlipProblem | null;
  /** The accepted coupon while the slip shows it (until "new bet" or "keep selections"). */
  placed: PlacedView | null;
  /** Outcome ids a one-click bet is being placed for. */
  oneClickPending: string[];
  booking: BookingState;
  /** The mobile sheet is open (the coupon reminder opens it). */
  sheetOpen: boolean;
}

export interface CouponStore extends CouponStoreState {
  readonly runtime: CouponRuntime;
}

/** An empty slip with default settings: what both sides draw first. */
export function emptyCouponState(): CouponStoreState {
  return {
    coupon: createCouponState(),
    settings: createCouponSettings(),
    betNames: {},
    shownCoefByBetId: {},
    suspendedBetIds: [],
    oddsPaused: false,
    isPlacing: false,
    placement: idlePlacement(),
    problem: null,
    placed: null,
    oneClickPending: [],
    booking: { status: 'idle', code: null, error: null, loaded: null },
    sheetOpen: false,
  };
}

export function createCouponStore(stores: Pick<Stores, 'couponSelection'>): CouponStore {
  const store = proxy<CouponStore>({
    ...emptyCouponState(),
    runtime: ref({ listeners: new Set<CouponListener>(), notificationTimer: undefined, restored: false }),
  });
  // The board's pressed prices follow the coupon (a small store the board reads without this code).
  subscribe(store, () => {
    const ids = store.coupon.bets.map((bet) => betId(bet));
    const selection = stores.couponSelection;
    if (ids.join(',') !== selection.ids.join(',')) selection.ids = ids;
  });
  return store;
}

/** The instance's coupon, made empty on first use. */
export function couponOf(stores: Pick<Stores, 'lazy' | 'couponSelection'>): CouponStore {
  return (stores.lazy.coupon ??= createCouponStore(stores));
}

// ---- context: site config, account, player, texts ----

/** The coupon part of the site config (nothing offered while it is not loaded). */
export function couponSiteConfig(config: Partial<CouponSiteConfig> | undefined): CouponSiteConfig {
  return {
    couponTypesWithMinAmount: config?.couponTypesWithMinAmount ?? [],
    couponTypesWithMaxAmount: config?.couponTypesWithMaxAmount ?? [],
    isAvailableCouponBonusBet: config?.isAvailableCouponBonusBet ?? false,
    showVipBet: config?.showVipBet ?? false,
    show_one_click: config?.show_one_click ?? false,
  };
}

/** The instance's coupon part of the site config. */
export function siteCouponConfig(stores: Pick<Stores, 'global'>): CouponSiteConfig {
  return couponSiteConfig(stores.global.siteConfig.config);
}

/** The accounts a bet can come from, the active one first (the slip picks the coupon's accountId, else the first). */
export function slipAccounts(state: {
  readonly all_accounts: readonly { id: number; type: number; iso: string; money: number }[];
  readonly activeAccountId: number | null;
}): CouponAccountOption[] {
  const list = state.all_accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, money: a.money }));
  return list.sort((a, b) => Number(b.id === state.activeAccountId) - Number(a.id === state.activeAccountId));
}

/** The account the coupon is placed from: its accountId when that account exists, else the active one. */
export function bettingAccount(
  coupon: Pick<CouponState, 'accountId'>,
  accounts: readonly CouponAccountOption[],
): CouponAccountOption | null {
  return accounts.find((a) => a.id === coupon.accountId) ?? accounts[0] ?? null;
}

/** The instance's betting account (its wallet's accounts, the coupon's choice). */
export function currentAccount(stores: Stores): CouponAccountOption | null {
  return bettingAccount(couponOf(stores).coupon, slipAccounts(accountOf(stores)));
}

/** The stake limits the server checks (the house's defaults of @betline/core, ADR 0016). */
export function stakeLimits(iso: string): { min: Minor; max: Minor; maxPayout: Minor } {
  return defaultStakeLimits(iso);
}

/** The coupon with the account's id, limits, initial amount and amount step (COUPON-054, COUPON-055). */
export function withAccount(
  coupon: CouponState,
  account: CouponAccountOption | null,
  settings: CouponSettings,
): CouponState {
  const iso = account?.iso ?? FALLBACK_CURRENCY;
  const limits = stakeLimits(iso);
  return {
    ...coupon,
    accountId: account?.id ?? null,
    minBetAmount: limits.min,
    maxBetAmount: limits.max,
    maxPayout: limits.maxPayout,
    initialAmount: initialAmount(iso),
    amountStep: amountStep(iso, settings),
  };
}

export function bettingT() {
  return i18n.getFixedT(null, BETTING_NS);
}

export function uiT(): UiT {
  // The kit's namespace is not one of the app's typed namespaces.
  return (i18n.getFixedT.bind(i18n) as unknown as (lng: null, ns: string) => UiT)(null, 'ui');
}

/** A selection's name as the slip shows it ("event, selection"), its id when unnamed. */
export function betName(store: CouponStoreState, id: string): string {
  const names = store.betNames[id];
  return names ? [names.event, names.selection].filter(Boolean).join(', ') : id;
}

/** What the refusal and failure sentences need, in the page's language (names from the instance's coupon). */
export function messageContext(
  stores: Stores,
  currency: string,
  name: (id: string) => string = (id) => betName(couponOf(stores), id),
): MessageContext {
  return { t: bettingT(), uiT: uiT(), currency, locale: i18n.language || 'en', betName: name };
}

export function coefText(stores: Stores, coef: number): string {
  return formatCoef(coef, preferencesOf(stores).coefViewId) ?? String(coef);
}

// ---- selections ----

/** COUPON-016: the seed's bet from a game and one of its outcomes (the market of COUPON-018). */
export function buildBet(
  market: SportsMarket,
  game: SportsGame,
  options: { manualBlockId?: number | null; pageType?: string | null } = {},
): Bet {
  return createBet({
    market: {
      id: market.id,
      sportId: market.sportId,
      sportName: market.sportName,
      champId: market.champId,
      champName: market.champName,
      gameId: market.gameId,
      typeId: market.typeId,
      kind: market.kind,
      coef: market.coef,
      coefByView: market.coefByView,
      isLive: market.isLive,
      isSpecialCoef: market.isSpecialCoef,
    },
    blockId: options.manualBlockId ?? null,
    sportNameEng: game.sportNameEng,
    champNameEng: game.champNameEng,
    gameNumber: game.gameId,
    gameIsFinished: game.isFinished,
    gamePermanentId: game.gameId,
    gameStatusId: game.gameStatusId,
    gameStartDateTime: game.gameStartDateTime,
    gameStartDateTimeFormatted: game.startAt,
    gameTimeSec: game.isLive && game.gameTimeSec > 0 ? game.gameTimeSec : null,
    firstOpponentNameEng: game.firstOpponent?.nameEng ?? game.nameEng,
    secondOpponentNameEng: game.secondOpponent?.nameEng ?? '',
    // The score the player saw: the server compares it under drop-on-score-change.
    firstOpponentFullScore: game.isLive ? String(game.score.first) : null,
    secondOpponentFullScore: game.isLive ? String(game.score.second) : null,
    scoreFormatted: game.scoreFormatted,
    pageType: options.pageType ?? null,
  });
}

/** The feed's names of a selection: the game, and the market group with the outcome. */
export function selectionNames(market: SportsMarket, game: SportsGame): BetNames {
  const group = game.markets.find((g) => g.outcomes.some((o) => o.id === market.id));
  return {
    event: game.nameEng,
    selection: group
      ? bettingT()('slip.selection', { market: group.nameEng, outcome: market.nameEng })
      : market.nameEng,
  };
}

/** Whether an outcome is in the slip. */
export function isInCoupon(store: CouponStoreState, outcomeId: number | string): boolean {
  const id = String(outcomeId);
  return store.coupon.bets.some((bet) => betId(bet) === id);
}

/** The ids of the slip's selections (for the board's `selectedIds`). */
export function couponSelectedIds(state: { readonly coupon: { readonly bets: readonly Bet[] } }) {
  return realBets(state.coupon.bets as Bet[]).map(betId);
}

/** Names and seen coefficients of bets that left the slip are forgotten. */
export function forget(store: CouponStoreState, ids: readonly string[]): void {
  for (const id of ids) {
    delete store.betNames[id];
    delete store.shownCoefByBetId[id];
  }
  store.suspendedBetIds = store.suspendedBetIds.filter((id) => !ids.includes(id));
}

/** Ends the placed view and its problem when the slip changes. */
export function clearResult(store: CouponStoreState): void {
  if (store.placed) {
    store.placed = null;
    store.coupon.successCoupon = null;
    store.coupon.singlesResultCoupons = [];
  }
  store.problem = null;
}

/** Opens the slip (the mobile sheet), or closes it. */
export function openSlip(stores: Stores, open = true): void {
  couponOf(stores).sheetOpen = open;
}

import { proxy, subscribe } from 'valtio';
import {
  ACCOUNT_TYPE,
  addBet,
  amountStep,
  betId,
  defaultStakeLimits,
  CHANGE_COEF_ACTION,
  clearCoupon,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  couponCoef,
  createBet,
  createCouponSettings,
  createCouponState,
  FALLBACK_CURRENCY,
  formatCoef,
  fromCouponLocalSave,
  initialAmount,
  isBonusBet,
  isCouponNotificationDue,
  isLiveBet,
  isOneClickActive,
  LOBBY_BLOCK_ID,
  markCouponNotificationShown,
  MAX_BETS_IN_COUPON,
  normalizeSystemValue,
  realBets,
  removeBet,
  scheduleCouponNotification,
  setAmount as coreSetAmount,
  setBetAmount as coreSetBetAmount,
  setBlockAmount as coreSetBlockAmount,
  setSystemValue as coreSetSystemValue,
  syncBonusBet,
  toCouponLocalSave,
  toCouponPayload,
  validateCoupon,
  type Bet,
  type CouponLocalSave,
  type CouponNotification,
  type CouponSettings,
  type CouponSiteConfig,
  type CouponState,
  type Minor,
} from '@betline/core';
import {
  announce,
  changeCouponType,
  couponIssueMessage,
  formatMoney,
  type BetNames,
  type CouponAccountOption,
  type PlacedCoupon,
} from '@betline/ui';
import {
  BOOKING_CODE,
  loadBooking as requestBooking,
  placeCoupon as requestPlacement,
  saveBooking as requestBookingSave,
  type BettingFailure,
} from '../api/betting';
import type {
  CouponRefusal,
  PlaceCouponRequest,
  PlaceCouponResponse,
  PlacedCoupon as WirePlacedCoupon,
  SportsGame,
  SportsMarket,
} from '../api/types';
import { BETTING_NS, i18n } from '../i18n';
import { readString, removeItem, STORAGE_KEYS, writeString } from '../lib/storage';
import {
  problemMessages,
  refusalMessage,
  type MessageContext,
  type SlipProblem,
  type UiT,
} from '../sportsbook/slip/messages';
import { loadBalance, accountOf } from './account';

import { pushNotice } from './notices';
import { isSignedIn } from './user';

import { singletonStores } from './bridge';
/**
 * The coupon (betting slip) store (SPEC §3 "Coupon", §4 "Coupon"; docs/adr/0016 and 0018). It owns the core
 * coupon state and settings; every rule comes from `@betline/core` (the kit's CouponSlip is controlled and reads
 * the same functions), this file only wires them to the server, the account, the storage and the board:
 *
 * - the board calls `toggleSelection`, `isInCoupon`, `updatePrices`, `setSuspended` (and listens to `couponEvents`);
 * - the slip host passes the state to CouponSlip and its callbacks to `setCoupon`, `setSettings`, `placeCoupon`,
 *   `acceptOddsChanges`, `applyPromoCode`, `startNewBet`, `keepSelections`, `shareBooking`, `copyBookingCode`...
 * - persistence exactly as the seed says: the local save (COUPON-009) and the coupon settings key (COUPON-046)
 *   in local storage, the coupon notification record (COUPON-010) in session storage.
 */
import { preferencesOf } from './preferences';

// ---- state ----

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
  /** The placement request is running. */
  isPlacing: boolean;
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

// ---- storage (COUPON-009, COUPON-046, COUPON-010) ----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A stored bet made whole again (createBet fills what an older save lacks); null when it cannot be a bet. */
function parseBet(value: unknown): Bet | null {
  if (!isRecord(value) || !isRecord(value.market)) return null;
  const id = value.market.id;
  if (!(typeof id === 'number' && Number.isSafeInteger(id)) && !(typeof id === 'string' && id !== ''))
    return null;
  const { market, ...rest } = value;
  return createBet({ ...(rest as Partial<Bet>), market: market as Partial<Bet['market']> });
}

/** COUPON-009: reads the local save (bets, addedAtByBetId, typeId, systemValue); null when absent or unusable. */
export function parseLocalSave(text: string | null): CouponLocalSave | null {
  const value = parseJson(text);
  if (!isRecord(value) || !Array.isArray(value.bets)) return null;
  const bets = value.bets.map(parseBet).filter((bet): bet is Bet => bet !== null);
  const addedAt: Record<string, number> = {};
  if (isRecord(value.addedAtByBetId)) {
    for (const [key, at] of Object.entries(value.addedAtByBetId))
      if (typeof at === 'number') addedAt[key] = at;
  }
  const typeId =
    typeof value.typeId === 'number' && (COUPON_TYPE_IDS as readonly number[]).includes(value.typeId)
      ? value.typeId
      : COUPON_TYPE.SINGLE;
  const systemValue = typeof value.systemValue === 'number' ? value.systemValue : 2;
  return { bets, addedAtByBetId: addedAt, typeId, systemValue };
}

/** COUPON-046: reads the coupon settings key: the defaults, overridden by every stored value of the right kind. */
export function parseSettings(text: string | null): CouponSettings {
  const settings = createCouponSettings();
  const value = parseJson(text);
  if (!isRecord(value)) return settings;
  const minor = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
  const flags = [
    'isManualAmountStep',
    'isAutoMax',
    'isVipBet',
    'isBalanceShown',
    'isPossibleWinShown',
    'isSelectAccountShown',
    'isCouponFixed',
    'isActiveOneClick',
    'isDropOnScoreChange',
  ] as const;
  for (const key of flags) {
    const flag = value[key];
    if (typeof flag === 'boolean') settings[key] = flag;
  }
  if ((Object.values(CHANGE_COEF_ACTION) as unknown[]).includes(value.changeCoefAction)) {
    settings.changeCoefAction = value.changeCoefAction as number;
  }
  if (minor(value.oneClickAmount)) settings.oneClickAmount = value.oneClickAmount;
  if (minor(value.bonusAccountOneClickAmount))
    settings.bonusAccountOneClickAmount = value.bonusAccountOneClickAmount;
  if (typeof value.exactCoef === 'number' && Number.isFinite(value.exactCoef) && value.exactCoef >= 0) {
    settings.exactCoef = value.exactCoef;
  }
  if (typeof value.changeNotifyAction === 'number') settings.changeNotifyAction = value.changeNotifyAction;
  if (
    value.expressId === null ||
    typeof value.expressId === 'number' ||
    typeof value.expressId === 'string'
  ) {
    settings.expressId = value.expressId;
  }
  if (isRecord(value.amountStepByCurrencyIso)) {
    for (const [iso, step] of Object.entries(value.amountStepByCurrencyIso))
      if (minor(step) && step > 0) settings.amountStepByCurrencyIso[iso] = step;
  }
  return settings;
}

function parseNames(text: string | null): Record<string, BetNames> {
  const value = parseJson(text);
  const names: Record<string, BetNames> = {};
  if (!isRecord(value)) return names;
  for (const [id, each] of Object.entries(value)) {
    if (isRecord(each) && typeof each.event === 'string' && typeof each.selection === 'string') {
      names[id] = { event: each.event, selection: each.selection };
    }
  }
  return names;
}

function parseNotification(text: string | null): CouponNotification | null {
  const value = parseJson(text);
  if (!isRecord(value)) return null;
  if (
    typeof value.id !== 'string' ||
    typeof value.timeToShow !== 'number' ||
    typeof value.isShown !== 'boolean'
  )
    return null;
  return { id: value.id, timeToShow: value.timeToShow, isShown: value.isShown };
}

function initialState(): CouponStoreState {
  const save = parseLocalSave(readString(STORAGE_KEYS.couponLocalSave));
  const coupon = save ? fromCouponLocalSave(save) : createCouponState();
  const shown: Record<string, number> = {};
  for (const bet of coupon.bets) if (typeof bet.market.coef === 'number') shown[betId(bet)] = bet.market.coef;
  const allNames = parseNames(readString(STORAGE_KEYS.couponBetNames));
  const betNames: Record<string, BetNames> = {};
  for (const bet of coupon.bets) {
    const id = betId(bet);
    betNames[id] = allNames[id] ?? {
      event: [bet.firstOpponentNameEng, bet.secondOpponentNameEng].filter(Boolean).join(' — ') || id,
      selection: '',
    };
  }
  return {
    coupon,
    settings: parseSettings(readString(STORAGE_KEYS.couponSettings)),
    betNames,
    shownCoefByBetId: shown,
    suspendedBetIds: [],
    oddsPaused: false,
    isPlacing: false,
    problem: null,
    placed: null,
    oneClickPending: [],
    booking: { status: 'idle', code: null, error: null, loaded: null },
    sheetOpen: false,
  };
}

export const couponStore = proxy<CouponStoreState>(initialState());

// The board's pressed prices follow the coupon (a small module the board loads without this store). The instance's
// selection starts from the same local save as the coupon (couponSelection.ts), so it follows from the first change.
function syncSelection(): void {
  const ids = couponStore.coupon.bets.map((bet) => betId(bet));
  const selection = singletonStores().couponSelection;
  if (ids.join(',') !== selection.ids.join(',')) selection.ids = ids;
}
subscribe(couponStore, syncSelection);

/** COUPON-009: writes the local save (and the display names beside it). */
function persistCoupon(): void {
  writeString(STORAGE_KEYS.couponLocalSave, JSON.stringify(toCouponLocalSave(couponStore.coupon)));
  writeString(STORAGE_KEYS.couponBetNames, JSON.stringify(couponStore.betNames));
}

/** COUPON-046: every settings change is saved under the coupon settings key. */
function persistSettings(): void {
  writeString(STORAGE_KEYS.couponSettings, JSON.stringify(couponStore.settings));
}

// ---- context: site config, account, player, texts ----

/** The coupon part of the site config (nothing offered while it is not loaded). */
export function couponSiteConfig(
  config: Partial<CouponSiteConfig> | undefined = singletonStores().global.siteConfig.config,
): CouponSiteConfig {
  return {
    couponTypesWithMinAmount: config?.couponTypesWithMinAmount ?? [],
    couponTypesWithMaxAmount: config?.couponTypesWithMaxAmount ?? [],
    isAvailableCouponBonusBet: config?.isAvailableCouponBonusBet ?? false,
    showVipBet: config?.showVipBet ?? false,
    show_one_click: config?.show_one_click ?? false,
  };
}

/** The accounts a bet can come from, the active one first (the slip picks the coupon's accountId, else the first). */
export function slipAccounts(
  state: { readonly all_accounts: readonly { id: number; type: number; iso: string; money: number }[] } & {
    readonly activeAccountId: number | null;
  } = accountOf(singletonStores()),
): CouponAccountOption[] {
  const list = state.all_accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, money: a.money }));
  return list.sort((a, b) => Number(b.id === state.activeAccountId) - Number(a.id === state.activeAccountId));
}

/** The account the coupon is placed from: its accountId when that account exists, else the active one. */
export function bettingAccount(
  coupon: Pick<CouponState, 'accountId'> = couponStore.coupon,
  accounts: readonly CouponAccountOption[] = slipAccounts(),
): CouponAccountOption | null {
  return accounts.find((a) => a.id === coupon.accountId) ?? accounts[0] ?? null;
}

/** The stake limits the server checks (the house's defaults of @betline/core, ADR 0016). */
export function stakeLimits(iso: string): { min: Minor; max: Minor; maxPayout: Minor } {
  return defaultStakeLimits(iso);
}

/** The coupon with the account's id, limits, initial amount and amount step (COUPON-054, COUPON-055). */
export function withAccount(
  coupon: CouponState,
  account: CouponAccountOption | null,
  settings: CouponSettings = couponStore.settings,
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

function bettingT() {
  return i18n.getFixedT(null, BETTING_NS);
}

function uiT(): UiT {
  // The kit's namespace is not one of the app's typed namespaces.
  return (i18n.getFixedT.bind(i18n) as unknown as (lng: null, ns: string) => UiT)(null, 'ui');
}

function betName(id: string): string {
  const names = couponStore.betNames[id];
  return names ? [names.event, names.selection].filter(Boolean).join(', ') : id;
}

/** What the refusal and failure sentences need, in the page's language. */
export function messageContext(currency: string, name: (id: string) => string = betName): MessageContext {
  return { t: bettingT(), uiT: uiT(), currency, locale: i18n.language || 'en', betName: name };
}

function coefViewId() {
  return preferencesOf(singletonStores()).coefViewId;
}

function coefText(coef: number): string {
  return formatCoef(coef, coefViewId()) ?? String(coef);
}

// ---- events (COUPON-015) ----

/** Options of a price click (COUPON-015: skip-one-click flag, manual block id, source, page type). */
export interface SelectionOptions {
  /** Add to the slip even when one-click bets are on. */
  skipOneClick?: boolean;
  /** Put the bet in this block (0: the lobby, the bankers). */
  manualBlockId?: number | null;
  /** Where the click came from ('board', 'game', 'search'...). */
  source?: string | null;
  /** The page type (the bet's pageType). */
  pageType?: string | null;
  /** The names as the board shows them (translated); the feed's English names otherwise. */
  names?: BetNames;
}

/** The game fields a coupon event carries. */
export type CouponEventGame = Pick<
  SportsGame,
  | 'gameId'
  | 'sportId'
  | 'champId'
  | 'nameEng'
  | 'sportNameEng'
  | 'champNameEng'
  | 'gameStatusId'
  | 'isLive'
  | 'isFinished'
  | 'gameStartDateTime'
  | 'scoreFormatted'
>;

/** COUPON-015: the internal coupon add/update events. */
export interface CouponEvent {
  /** 'add': a new selection; 'update': it replaces the selection of the same game. */
  type: 'add' | 'update';
  market: SportsMarket;
  game: CouponEventGame;
  skipOneClick: boolean;
  manualBlockId: number | null;
  source: string | null;
  pageType: string | null;
}

type CouponListener = (event: CouponEvent) => void;
const listeners = new Set<CouponListener>();

/** A tiny typed emitter of the coupon add/update events (analytics, the board's own reactions). */
export const couponEvents = {
  subscribe(listener: CouponListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function emit(event: CouponEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.warn('coupon event listener failed:', error instanceof Error ? error.message : error);
    }
  }
}

function eventGame(game: SportsGame): CouponEventGame {
  return {
    gameId: game.gameId,
    sportId: game.sportId,
    champId: game.champId,
    nameEng: game.nameEng,
    sportNameEng: game.sportNameEng,
    champNameEng: game.champNameEng,
    gameStatusId: game.gameStatusId,
    isLive: game.isLive,
    isFinished: game.isFinished,
    gameStartDateTime: game.gameStartDateTime,
    scoreFormatted: game.scoreFormatted,
  };
}

// ---- selections ----

/** COUPON-016: the seed's bet from a game and one of its outcomes (the market of COUPON-018). */
export function buildBet(market: SportsMarket, game: SportsGame, options: SelectionOptions = {}): Bet {
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
export function isInCoupon(outcomeId: number | string): boolean {
  const id = String(outcomeId);
  return couponStore.coupon.bets.some((bet) => betId(bet) === id);
}

/** The ids of the slip's selections (for the board's `selectedIds`). */
export function couponSelectedIds(
  state: { readonly coupon: { readonly bets: readonly Bet[] } } = couponStore,
) {
  return realBets(state.coupon.bets as Bet[]).map(betId);
}

/** One-click bets are on: switched on, shown by the site (COUPON-044) and only for signed-in players (COUPON-045). */
export function isOneClickAvailable(): boolean {
  return isSignedIn(singletonStores().user) && isOneClickActive(couponStore.settings, couponSiteConfig());
}

function forget(ids: readonly string[]): void {
  for (const id of ids) {
    delete couponStore.betNames[id];
    delete couponStore.shownCoefByBetId[id];
  }
  couponStore.suspendedBetIds = couponStore.suspendedBetIds.filter((id) => !ids.includes(id));
}

/** Ends the placed view and its problem when the slip changes. */
function clearResult(): void {
  if (couponStore.placed) {
    couponStore.placed = null;
    couponStore.coupon.successCoupon = null;
    couponStore.coupon.singlesResultCoupons = [];
  }
  couponStore.problem = null;
}

export type ToggleResult = 'added' | 'updated' | 'removed' | 'oneClick' | 'full' | 'unavailable';

/**
 * A price click: removes the outcome when it is in the slip; otherwise emits the add (or update, when it
 * replaces the selection of the same game) event (COUPON-015) and, with one-click bets available and not
 * skipped, places a single at once (the slip is left alone); else adds the bet (a single becomes an express,
 * the express bonus is kept in sync), remembering the coefficient the player saw.
 */
export function toggleSelection(
  market: SportsMarket,
  game: SportsGame,
  options: SelectionOptions = {},
): ToggleResult {
  const id = String(market.id);
  if (isInCoupon(id)) {
    removeSelection(id);
    return 'removed';
  }
  const coupon = couponStore.coupon;
  // While a placed coupon is shown, a click starts a new bet: nothing is replaced.
  const sameGame =
    coupon.typeId === COUPON_TYPE.MULTIPLE_SINGLES || couponStore.placed
      ? undefined
      : coupon.bets.find((bet) => !isBonusBet(bet) && String(bet.market.gameId) === String(market.gameId));
  emit({
    type: sameGame ? 'update' : 'add',
    market,
    game: eventGame(game),
    skipOneClick: options.skipOneClick ?? false,
    manualBlockId: options.manualBlockId ?? null,
    source: options.source ?? null,
    pageType: options.pageType ?? null,
  });
  if (!options.skipOneClick && isOneClickAvailable()) {
    void placeOneClick(market, game, options);
    return 'oneClick';
  }
  if (market.coef === null && !market.isSpecialCoef) return 'unavailable';
  if (!sameGame && realBets(coupon.bets).length >= MAX_BETS_IN_COUPON) return 'full';

  if (couponStore.placed) startNewBet();
  let next: CouponState = couponStore.coupon;
  // The replacing selection keeps the block (or banker place) of the one it replaces, unless told otherwise.
  const blockId = options.manualBlockId !== undefined ? options.manualBlockId : (sameGame?.blockId ?? null);
  if (sameGame) {
    const oldId = betId(sameGame);
    next = removeBet(next, oldId, { manual: false });
    forget([oldId]);
  }
  const wasEmpty = realBets(next.bets).length === 0;
  next = addBet(next, buildBet(market, game, { ...options, manualBlockId: blockId }), Date.now());
  if (wasEmpty && next.amount <= 0) {
    next = coreSetAmount(next, initialAmount(bettingAccount()?.iso ?? FALLBACK_CURRENCY));
  }
  couponStore.coupon = syncBonusBet(next, couponSiteConfig());
  couponStore.betNames[id] = options.names ?? selectionNames(market, game);
  if (typeof market.coef === 'number') couponStore.shownCoefByBetId[id] = market.coef;
  if (market.isSuspended || game.isSuspended) setSuspended([id]);
  couponStore.problem = null;
  persistCoupon();
  scheduleNotification(id, market.isLive || game.isLive);
  return sameGame ? 'updated' : 'added';
}

/** Removes a selection (by hand: removing the bonus bet marks manuallyDeletedBonusBet, COUPON-038). */
export function removeSelection(outcomeId: number | string): void {
  const id = String(outcomeId);
  const next = removeBet(couponStore.coupon, id);
  if (next === couponStore.coupon) return;
  clearResult();
  couponStore.coupon = syncBonusBet(next, couponSiteConfig());
  forget([id]);
  persistCoupon();
}

/** Empties the slip. */
export function clearSelections(): void {
  setCoupon(clearCoupon(couponStore.coupon));
}

/**
 * The slip's change (CouponSlip's onCouponChange: type, system, banker, blocks, stakes, account, VIP, promo
 * field, tab...). Names and seen coefficients of removed bets are forgotten; the local save is written.
 */
/**
 * A deep copy of plain data. The slip hands back states built from valtio snapshots, whose objects are frozen;
 * stored as they are, valtio would not track them and a later price update could not change a bet.
 */
function thaw<T>(value: T): T {
  if (Array.isArray(value)) return value.map(thaw) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, thaw(each)])) as T;
  }
  return value;
}

export function setCoupon(incoming: CouponState): void {
  const next = thaw(incoming);
  const current = couponStore.coupon;
  const after = new Set(next.bets.map(betId));
  const removed = current.bets.map(betId).filter((id) => !after.has(id));
  // Switching between the slip and "my bets" changes nothing the last answer was about.
  const onlyTab = next.tab !== current.tab;
  if (removed.length > 0 || next.bets.length === 0) clearResult();
  else if (!onlyTab) couponStore.problem = null;
  couponStore.coupon = next;
  if (removed.length > 0) forget(removed);
  persistCoupon();
}

/** The slip's settings change (CouponSlip's onSettingsChange), saved under the coupon settings key (COUPON-046). */
export function setSettings(next: CouponSettings): void {
  couponStore.settings = thaw(next);
  persistSettings();
}

/**
 * COUPON-047: every way a session ends (the logout button, another tab, an expired session) switches one-click
 * bets off: the app's `signedOut` event runs this.
 */
export function clearOneClick(): void {
  if (!couponStore.settings.isActiveOneClick) return;
  couponStore.settings.isActiveOneClick = false;
  persistSettings();
}

// ---- the core's setters, for callers other than the slip ----

/** Changes the coupon type the way the slip does (systems keep 2 <= k <= n - 1, blocks one per bet, type 9 amounts). */
export function setCouponType(typeId: number): void {
  setCoupon(syncBonusBet(changeCouponType(couponStore.coupon, typeId), couponSiteConfig()));
}

export function setStake(amount: Minor): void {
  setCoupon(coreSetAmount(couponStore.coupon, amount));
}

/** Type 9: the stake of one bet (COUPON-026). */
export function setBetStake(outcomeId: number | string, amount: Minor): void {
  setCoupon(coreSetBetAmount(couponStore.coupon, String(outcomeId), amount));
}

/** COUPON-005: the system value, never below 2. */
export function setSystemValue(value: number): void {
  setCoupon(coreSetSystemValue(couponStore.coupon, value));
}

/** The block of a bet (0: the lobby, the bankers, COUPON-030; null: none). */
export function setBetBlock(outcomeId: number | string, blockId: number | null): void {
  const id = String(outcomeId);
  setCoupon({
    ...couponStore.coupon,
    bets: couponStore.coupon.bets.map((bet) => (betId(bet) === id ? { ...bet, blockId } : bet)),
  });
}

/** A system's banker: the bet goes to the lobby (block 0) or out of it. */
export function setBanker(outcomeId: number | string, on: boolean): void {
  setBetBlock(outcomeId, on ? LOBBY_BLOCK_ID : null);
}

/** Banker mode of a system (COUPON-002, on by default). */
export function setSystemBanker(on: boolean): void {
  setCoupon({ ...couponStore.coupon, isActiveSystemBanker: on });
}

/** The stake of one block of a system with blocks. */
export function setBlockStake(blockId: number, amount: Minor): void {
  setCoupon(coreSetBlockAmount(couponStore.coupon, blockId, amount));
}

/** The VIP bet request (offered only as DECISIONS 17 says; the slip shows the switch then). */
export function setVipBet(on: boolean): void {
  setCoupon({ ...couponStore.coupon, isActiveVipBet: on });
}

/** The account the bet comes from. */
export function setBettingAccount(accountId: number): void {
  setCoupon({ ...couponStore.coupon, accountId });
}

/** A promo code: checked by the server when the bet is placed (PROMO_CODE_INVALID otherwise). */
export function applyPromoCode(code: string): void {
  const value = code.trim().toUpperCase();
  if (value === '') return;
  const coupon = couponStore.coupon;
  setCoupon({
    ...coupon,
    promoCode: value,
    manualPromoCode: value,
    promoCodes: coupon.promoCodes.includes(value) ? coupon.promoCodes : [...coupon.promoCodes, value],
  });
}

export function removePromoCode(): void {
  setCoupon({ ...couponStore.coupon, promoCode: '', manualPromoCode: '' });
}

// ---- live odds from the board ----

function setBetCoef(bet: Bet, coef: number): boolean {
  if (bet.market.coef === coef) return false;
  bet.market.coef = coef;
  bet.market.coefByView = coefText(coef);
  return true;
}

function resyncBonus(): void {
  const synced = syncBonusBet(couponStore.coupon, couponSiteConfig());
  if (synced !== couponStore.coupon) couponStore.coupon = synced;
}

type PriceMap = ReadonlyMap<string | number, number | null> | Readonly<Record<string, number | null>>;

/**
 * The board's live odds: outcome id -> decimal coefficient, or null while it is not offered (suspended). Only
 * the slip's bets change; the coefficient the player saw stays in shownCoefByBetId, so the slip shows
 * "odds changed" and asks for acceptance as settings.changeCoefAction says (core decideCoefChange).
 */
export function updatePrices(prices: PriceMap): void {
  const lookup = (id: string): number | null | undefined =>
    prices instanceof Map
      ? ((prices.get(id) ?? prices.get(Number(id))) as number | null | undefined)
      : (prices as Readonly<Record<string, number | null>>)[id];
  let changed = false;
  const suspend: string[] = [];
  const resume: string[] = [];
  for (const bet of couponStore.coupon.bets) {
    if (isBonusBet(bet)) continue;
    const id = betId(bet);
    const coef = lookup(id);
    if (coef === undefined) continue;
    if (coef === null) suspend.push(id);
    else {
      if (setBetCoef(bet, coef)) changed = true;
      resume.push(id);
    }
  }
  if (suspend.length > 0) setSuspended(suspend, true);
  if (resume.length > 0) setSuspended(resume, false);
  if (changed) resyncBonus();
}

/** Marks outcomes suspended (or, with `suspended` false, offered again). */
export function setSuspended(ids: Iterable<number | string>, suspended = true): void {
  const list = [...ids].map(String);
  const current = couponStore.suspendedBetIds;
  if (suspended) {
    const add = list.filter((id) => !current.includes(id) && isInCoupon(id));
    if (add.length > 0) couponStore.suspendedBetIds = [...current, ...add];
  } else if (list.some((id) => current.includes(id))) {
    couponStore.suspendedBetIds = current.filter((id) => !list.includes(id));
  }
}

/** The player accepts the changed odds: the current coefficients become the ones seen. */
export function acceptOddsChanges(): void {
  for (const bet of couponStore.coupon.bets) {
    if (isBonusBet(bet) || typeof bet.market.coef !== 'number') continue;
    couponStore.shownCoefByBetId[betId(bet)] = bet.market.coef;
  }
  if (couponStore.problem?.kind === 'refused' && couponStore.problem.refusal.code === 'COEF_CHANGED') {
    couponStore.problem = null;
  }
}

/** Pauses or resumes odds updates in the slip (WCAG 2.2.2). */
export function setOddsPaused(paused: boolean): void {
  couponStore.oddsPaused = paused;
}

/** Opens the slip (the mobile sheet). */
export function openSlip(open = true): void {
  couponStore.sheetOpen = open;
}

// ---- placing ----

/** A fresh idempotency key (the coupon id) for a new placement intent. */
export function newCouponId(): string {
  return crypto.randomUUID();
}

export interface PayloadContext {
  id: string;
  shownCoefByBetId: Readonly<Record<string, number>>;
  coefViewId: number;
  userId: number | null;
  refId: number | null;
}

/**
 * The coupon sent to the server (COUPON-011: id, accountId, amount, amountByBlockId, bets, changeCoefAction,
 * coef, coefByView, coefViewId, exactCoef, isDropOnScoreChange, prepaidAmount, refId, systemValue, typeId,
 * userId, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit) plus amountByBetId (type 9),
 * promoCode, isActiveVipBet and isActiveSystemBanker. Each bet carries the coefficient the player saw (the
 * server decides the odds change under changeCoefAction); a plain copy, so a retry sends the same bytes.
 */
export function buildPlacePayload(
  coupon: CouponState,
  settings: CouponSettings,
  context: PayloadContext,
): PlaceCouponRequest {
  const viewId = context.coefViewId as Parameters<typeof formatCoef>[1];
  const bets = coupon.bets.map((bet) => {
    const shown = context.shownCoefByBetId[betId(bet)];
    return shown !== undefined && shown !== bet.market.coef
      ? {
          ...bet,
          market: { ...bet.market, coef: shown, coefByView: formatCoef(shown, viewId) ?? String(shown) },
        }
      : bet;
  });
  const seen: CouponState = { ...coupon, bets };
  const total = couponCoef(seen);
  const base = toCouponPayload(
    { ...seen, coefByView: total === null ? '' : (formatCoef(total, viewId) ?? '') },
    settings,
    {
      id: context.id,
      coefViewId: context.coefViewId,
      userId: context.userId,
      refId: context.refId,
      prepaidAmount: 0,
    },
  );
  const singles = coupon.typeId === COUPON_TYPE.MULTIPLE_SINGLES;
  const amountByBetId: Record<string, Minor> = {};
  if (singles)
    for (const bet of realBets(bets)) amountByBetId[betId(bet)] = coupon.amountByBetId[betId(bet)] ?? 0;
  const payload: PlaceCouponRequest = {
    ...base,
    // Core's bets are the wire's bets (the contract reads market id, game id, coef, block and score; it keeps the rest).
    bets: base.bets as unknown as PlaceCouponRequest['bets'],
    amount: singles ? Object.values(amountByBetId).reduce((sum, each) => sum + each, 0) : base.amount,
    amountByBlockId: coupon.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS ? base.amountByBlockId : {},
    isActiveVipBet: coupon.isActiveVipBet,
    isActiveSystemBanker: coupon.isActiveSystemBanker,
  };
  if (singles) payload.amountByBetId = amountByBetId;
  if (coupon.promoCode !== '') payload.promoCode = coupon.promoCode;
  return JSON.parse(JSON.stringify(payload)) as PlaceCouponRequest;
}

/** The placement intent: the payload without its id (the same intent again reuses the id after a failure). */
function intentOf(payload: PlaceCouponRequest): string {
  return JSON.stringify({ ...payload, id: '' });
}

/** The last placement that got no usable answer: the same intent is sent again with the same id. */
let unanswered: { intent: string; payload: PlaceCouponRequest } | null = null;

export type PlaceOutcome = 'accepted' | 'partial' | 'refused' | 'failed' | 'invalid' | 'busy' | 'signedOut';

function payloadContext(id: string, shown: Readonly<Record<string, number>>): PayloadContext {
  return {
    id,
    shownCoefByBetId: shown,
    coefViewId: coefViewId(),
    userId: singletonStores().user.userId,
    refId: singletonStores().global.siteConfig.config?.ref_id ?? null,
  };
}

function announceProblem(problem: SlipProblem, currency: string): void {
  announce(problemMessages(problem, messageContext(currency)).join(' '), 'assertive');
}

/** A refusal's new odds are applied to the bets (the seen ones stay, so the slip asks as the settings say). */
function applyRefusal(refusal: CouponRefusal): void {
  for (const { betId: id, coef } of refusal.newOdds ?? []) {
    const bet = couponStore.coupon.bets.find((each) => betId(each) === id);
    if (!bet) continue;
    if (refusal.code === 'GAME_FINISHED') bet.gameIsFinished = true;
    else if (refusal.code === 'MARKET_NOT_FOUND') bet.isBlocked = true;
    else if (coef === null) setSuspended([id], true);
    else {
      setBetCoef(bet, coef);
      setSuspended([id], false);
    }
  }
  resyncBonus();
}

function placedOf(coupons: readonly WirePlacedCoupon[], betIds: string[]): PlacedView | null {
  const first = coupons[0];
  if (!first) return null;
  return {
    couponId: coupons.map((c) => String(c.couponId)).join(', '),
    couponIds: coupons.map((c) => c.couponId),
    amount: coupons.reduce((sum, c) => sum + c.amount, 0),
    possibleWin: coupons.reduce((sum, c) => sum + c.possibleWin, 0),
    currency: first.currencyIso,
    pendingApproval: coupons.some((c) => c.status === 'pending_approval'),
    acceptedBetIds: betIds,
  };
}

/** The accepted answer: the slip shows the result; type 9 may have refused singles beside the accepted ones. */
function applyAcceptance(
  response: PlaceCouponResponse,
  currency: string,
): 'accepted' | 'partial' | 'refused' {
  couponStore.coupon.successCoupon = response.coupon;
  couponStore.coupon.singlesResultCoupons = response.singlesResultCoupons;
  if (response.coupon) {
    couponStore.placed = placedOf([response.coupon], realBets(couponStore.coupon.bets).map(betId));
    couponStore.problem = null;
    return 'accepted';
  }
  const accepted = response.singlesResultCoupons.flatMap((r) => (r.ok ? [r] : []));
  const refused = response.singlesResultCoupons.flatMap((r) =>
    r.ok ? [] : [{ betId: r.betId, refusal: r.refusal }],
  );
  for (const each of refused) applyRefusal(each.refusal);
  couponStore.placed = placedOf(
    accepted.map((r) => r.coupon),
    accepted.map((r) => r.betId),
  );
  if (refused.length === 0) {
    couponStore.problem = null;
    return 'accepted';
  }
  couponStore.problem = { kind: 'singles', refused };
  announceProblem(couponStore.problem, currency);
  return accepted.length > 0 ? 'partial' : 'refused';
}

/**
 * Places the slip's coupon. The payload (COUPON-011) gets a fresh idempotency id per intent; when the last
 * attempt got no usable answer (network, timeout, a 5xx) and the player places the same coupon again, the very
 * same request is sent (same id: the server answers the stored coupon instead of staking twice). Accepted: the
 * slip shows the result (successCoupon / singlesResultCoupons) until the player starts a new bet or keeps the
 * selections, and the balance is reloaded. Refused: everything is kept, new odds are applied to the bets and
 * the reason is shown and announced.
 */
export async function placeCoupon(): Promise<PlaceOutcome> {
  if (couponStore.isPlacing) return 'busy';
  if (!isSignedIn(singletonStores().user)) return 'signedOut';
  const accounts = slipAccounts();
  const account = bettingAccount(couponStore.coupon, accounts);
  const currency = account?.iso ?? FALLBACK_CURRENCY;
  const coupon = withAccount(couponStore.coupon, account);
  const suspended = coupon.bets.map(betId).filter((id) => couponStore.suspendedBetIds.includes(id));
  if (suspended.length > 0) {
    const refusal: CouponRefusal = {
      statusCode: 409,
      error: 'Conflict',
      message: 'suspended',
      code: 'MARKET_SUSPENDED',
      newOdds: suspended.map((id) => ({ betId: id, coef: null, coefThousandths: null })),
    };
    couponStore.problem = { kind: 'refused', refusal };
    announceProblem(couponStore.problem, currency);
    return 'refused';
  }
  if (validateCoupon(coupon, { siteConfig: couponSiteConfig(), account }).length > 0) return 'invalid';

  const draft = buildPlacePayload(
    coupon,
    couponStore.settings,
    payloadContext('', couponStore.shownCoefByBetId),
  );
  const intent = intentOf(draft);
  const payload = unanswered?.intent === intent ? unanswered.payload : { ...draft, id: newCouponId() };
  unanswered = { intent, payload };
  couponStore.isPlacing = true;
  couponStore.coupon.isActivePlaceBet = true;
  couponStore.problem = null;
  let result: Awaited<ReturnType<typeof requestPlacement>>;
  try {
    result = await requestPlacement(payload);
  } catch (error) {
    // An answer that does not match the contract: the coupon's fate is unknown, the same request may be retried.
    console.error('placing the coupon failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    couponStore.isPlacing = false;
    couponStore.coupon.isActivePlaceBet = false;
  }
  if (result.kind === 'failed') {
    couponStore.problem = failure(result);
    announceProblem(couponStore.problem, currency);
    return 'failed';
  }
  unanswered = null;
  if (result.kind === 'refused') {
    applyRefusal(result.refusal);
    couponStore.problem = { kind: 'refused', refusal: result.refusal };
    announceProblem(couponStore.problem, currency);
    return 'refused';
  }
  const outcome = applyAcceptance(result.response, currency);
  if (outcome !== 'refused') void loadBalance(accountOf(singletonStores()));
  return outcome;
}

function failure(result: BettingFailure): SlipProblem {
  return result.status === undefined
    ? { kind: 'failed', reason: result.reason }
    : { kind: 'failed', reason: result.reason, status: result.status };
}

/** "New bet" after a placement: the accepted selections leave the slip (type 9: refused singles stay). */
export function startNewBet(): void {
  const placed = couponStore.placed;
  const accepted = placed?.acceptedBetIds ?? couponStore.coupon.bets.map(betId);
  let next: CouponState = couponStore.coupon;
  for (const id of accepted) next = removeBet(next, id, { manual: false });
  if (realBets(next.bets).length === 0) next = clearCoupon(next);
  next = { ...next, successCoupon: null, singlesResultCoupons: [], promoCode: '', manualPromoCode: '' };
  couponStore.placed = null;
  couponStore.problem = null;
  couponStore.coupon = syncBonusBet(next, couponSiteConfig());
  forget(accepted.filter((id) => !isInCoupon(id)));
  persistCoupon();
}

/** "Keep selections": the same selections stay for another bet, at the odds shown now. */
export function keepSelections(): void {
  couponStore.placed = null;
  couponStore.problem = null;
  couponStore.coupon.successCoupon = null;
  couponStore.coupon.singlesResultCoupons = [];
  acceptOddsChanges();
}

/** Dismisses the shown refusal or failure. */
export function dismissProblem(): void {
  couponStore.problem = null;
}

// ---- one-click bets ----

function oneClickAmount(account: CouponAccountOption | null): Minor {
  const { settings } = couponStore;
  if (account?.type === ACCOUNT_TYPE.BONUS && settings.bonusAccountOneClickAmount > 0)
    return settings.bonusAccountOneClickAmount;
  return settings.oneClickAmount > 0
    ? settings.oneClickAmount
    : initialAmount(account?.iso ?? FALLBACK_CURRENCY);
}

/**
 * A one-click bet: a single on `market` at the one-click stake (the bonus account's own stake when betting
 * from it; the currency's initial amount while none is set), placed at once; the slip is not touched. The
 * result is a notice (a refusal says why; no answer offers to send the same request again).
 */
export async function placeOneClick(
  market: SportsMarket,
  game: SportsGame,
  options: SelectionOptions = {},
): Promise<PlaceOutcome> {
  const id = String(market.id);
  if (couponStore.oneClickPending.includes(id)) return 'busy';
  if (!isSignedIn(singletonStores().user)) return 'signedOut';
  const account = bettingAccount();
  const currency = account?.iso ?? FALLBACK_CURRENCY;
  const names = options.names ?? selectionNames(market, game);
  const name = [names.event, names.selection].filter(Boolean).join(', ');
  const context = messageContext(currency, (each) => (each === id ? name : betName(each)));
  const t = context.t;
  const refuse = (reason: string): PlaceOutcome => {
    pushNotice(singletonStores().notices, { kind: 'error', message: t('slip.oneClick.refused', { reason }) });
    return 'refused';
  };
  if (market.coef === null || market.isSuspended || game.isSuspended) {
    return refuse(t('slip.refusals.MARKET_SUSPENDED', { names: name }));
  }
  const single = withAccount(
    createCouponState({
      bets: [buildBet(market, game, { ...options, manualBlockId: null })],
      amount: oneClickAmount(account),
    }),
    account,
  );
  const issues = validateCoupon(single, { siteConfig: couponSiteConfig(), account });
  const firstIssue = issues[0];
  if (firstIssue) {
    pushNotice(singletonStores().notices, {
      kind: 'error',
      message: t('slip.oneClick.refused', {
        reason: couponIssueMessage(firstIssue, context.uiT, {
          currency,
          locale: context.locale,
          betName: context.betName,
        }),
      }),
    });
    return 'invalid';
  }
  const payload = buildPlacePayload(
    single,
    couponStore.settings,
    payloadContext(newCouponId(), { [id]: market.coef }),
  );
  return sendOneClick(id, payload, context, name);
}

async function sendOneClick(
  id: string,
  payload: PlaceCouponRequest,
  context: MessageContext,
  name: string,
): Promise<PlaceOutcome> {
  const { t } = context;
  couponStore.oneClickPending.push(id);
  let result: Awaited<ReturnType<typeof requestPlacement>>;
  try {
    result = await requestPlacement(payload);
  } catch (error) {
    console.error('one-click bet failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    couponStore.oneClickPending = couponStore.oneClickPending.filter((each) => each !== id);
  }
  if (result.kind === 'accepted') {
    const placed = result.response.coupon;
    const amount = formatMoney(
      placed?.amount ?? payload.amount,
      placed?.currencyIso ?? context.currency,
      context.locale,
    );
    const coef = placed?.coef ?? payload.bets[0]?.market.coef ?? null;
    pushNotice(singletonStores().notices, {
      kind: 'success',
      message: t('slip.oneClick.placed', { amount, name, coef: coef === null ? '—' : coefText(coef) }),
    });
    void loadBalance(accountOf(singletonStores()));
    return 'accepted';
  }
  if (result.kind === 'refused') {
    pushNotice(singletonStores().notices, {
      kind: 'error',
      message: t('slip.oneClick.refused', { reason: refusalMessage(result.refusal, context) }),
    });
    return 'refused';
  }
  const problem = failure(result);
  pushNotice(singletonStores().notices, {
    kind: 'error',
    message: t('slip.oneClick.refused', { reason: problemMessages(problem, context).join(' ') }),
    // The same request again (the same coupon id): never staked twice.
    action: { label: t('slip.oneClick.retry'), run: () => void sendOneClick(id, payload, context, name) },
  });
  return 'failed';
}

// ---- booking codes ----

/** The booking request of the slip's selections (the bonus bet and ids that are not numbers are left out). */
export function bookingRequestOf(coupon: CouponState) {
  const bets = realBets(coupon.bets).flatMap((bet) => {
    const marketId = Number(bet.market.id);
    return Number.isSafeInteger(marketId) && marketId > 0 ? [{ marketId, blockId: bet.blockId }] : [];
  });
  return { typeId: coupon.typeId, systemValue: Math.min(30, normalizeSystemValue(coupon.systemValue)), bets };
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed (no focus, no permission): the notice shows the code to copy by hand.
  }
  return false;
}

/** Copies a booking code (the placed coupon's, else the last saved one) and says so. */
export async function copyBookingCode(
  code = couponStore.placed?.bookingCode ?? couponStore.booking.code,
): Promise<void> {
  if (!code) return;
  const t = bettingT();
  const copied = await copyText(code);
  pushNotice(singletonStores().notices, {
    kind: copied ? 'success' : 'info',
    message: copied ? t('slip.booking.copied', { code }) : t('slip.booking.copyFailed', { code }),
  });
}

/** A link that loads the code into the slip (the slip host reads `?booking=`). */
export function bookingLink(code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/${singletonStores().global.language}/line?booking=${encodeURIComponent(code)}`;
}

/**
 * Saves the slip's selections under a booking code and shares it: the system share sheet where there is one,
 * else the code is copied with a notice. The placed view shows the code from then on.
 */
export async function shareBooking(): Promise<string | null> {
  const request = bookingRequestOf(couponStore.coupon);
  if (request.bets.length === 0 || couponStore.booking.status !== 'idle') return null;
  const currency = bettingAccount()?.iso ?? FALLBACK_CURRENCY;
  couponStore.booking.status = 'saving';
  couponStore.booking.error = null;
  let result: Awaited<ReturnType<typeof requestBookingSave>>;
  try {
    result = await requestBookingSave(request);
  } catch (error) {
    console.error('saving the booking failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    couponStore.booking.status = 'idle';
  }
  if (result.kind !== 'saved') {
    couponStore.booking.error =
      result.kind === 'refused' ? { kind: 'refused', refusal: result.refusal } : failure(result);
    announceProblem(couponStore.booking.error, currency);
    return null;
  }
  const code = result.code;
  couponStore.booking.code = code;
  if (couponStore.placed) couponStore.placed.bookingCode = code;
  const t = bettingT();
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: t('slip.booking.shareTitle'),
        text: t('slip.booking.shareText', { code }),
        url: bookingLink(code),
      });
      return code;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return code;
      // Sharing refused: copy instead.
    }
  }
  await copyBookingCode(code);
  return code;
}

export type BookingLoadOutcome = 'loaded' | 'invalid' | 'refused' | 'failed' | 'busy';

/** Loads a booking code: the slip's selections are replaced by the code's, priced now; those no longer on offer are told. */
export async function loadBookingCode(input: string): Promise<BookingLoadOutcome> {
  const code = input.trim().toUpperCase();
  if (couponStore.booking.status !== 'idle') return 'busy';
  if (!BOOKING_CODE.test(code)) {
    couponStore.booking.error = 'invalid';
    return 'invalid';
  }
  const currency = bettingAccount()?.iso ?? FALLBACK_CURRENCY;
  couponStore.booking.status = 'loading';
  couponStore.booking.error = null;
  couponStore.booking.loaded = null;
  let result: Awaited<ReturnType<typeof requestBooking>>;
  try {
    result = await requestBooking(code);
  } catch (error) {
    console.error('loading the booking failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    couponStore.booking.status = 'idle';
  }
  if (result.kind !== 'loaded') {
    couponStore.booking.error =
      result.kind === 'refused' ? { kind: 'refused', refusal: result.refusal } : failure(result);
    announceProblem(couponStore.booking.error, currency);
    return result.kind;
  }
  const { booking } = result;
  const now = Date.now();
  const bets = booking.bets.map((each) =>
    createBet({ market: { ...each.market }, blockId: each.blockId, firstOpponentNameEng: each.gameNameEng }),
  );
  let next: CouponState = {
    ...clearCoupon(couponStore.coupon),
    successCoupon: null,
    singlesResultCoupons: [],
  };
  for (const bet of bets) next = addBet(next, bet, now);
  next = {
    ...next,
    typeId: booking.typeId,
    systemValue: normalizeSystemValue(booking.systemValue),
    loadCouponInputValue: booking.loadCouponInputValue,
  };
  if (next.typeId === COUPON_TYPE.MULTIPLE_SINGLES) {
    next = { ...next, amountByBetId: Object.fromEntries(bets.map((bet) => [betId(bet), next.amount])) };
  }
  if (next.amount <= 0) next = coreSetAmount(next, initialAmount(currency));
  couponStore.placed = null;
  couponStore.problem = null;
  couponStore.coupon = syncBonusBet(next, couponSiteConfig());
  const t = bettingT();
  couponStore.betNames = Object.fromEntries(
    booking.bets.map((each) => [
      String(each.market.id),
      { event: each.gameNameEng, selection: each.outcomeNameEng },
    ]),
  );
  couponStore.shownCoefByBetId = Object.fromEntries(
    booking.bets.flatMap((each) =>
      each.market.coef === null ? [] : [[String(each.market.id), each.market.coef]],
    ),
  );
  couponStore.suspendedBetIds = booking.bets.flatMap((each) =>
    each.market.coef === null ? [String(each.market.id)] : [],
  );
  couponStore.booking.code = code;
  couponStore.booking.loaded = { code, count: bets.length, unavailable: booking.unavailable };
  persistCoupon();
  const firstLive = bets.find(isLiveBet);
  if (bets[0]) scheduleNotification(betId(firstLive ?? bets[0]), firstLive !== undefined);
  const told = [t('slip.booking.loaded', { count: bets.length, code })];
  if (booking.unavailable.length > 0)
    told.push(t('slip.booking.unavailable', { count: booking.unavailable.length }));
  announce(told.join(' '));
  return 'loaded';
}

// ---- the coupon notification (COUPON-010, COUPON-060..062) ----

let notificationTimer: ReturnType<typeof setTimeout> | undefined;

function readNotification(): CouponNotification | null {
  return parseNotification(readString(STORAGE_KEYS.couponNotification, 'session'));
}

function writeNotification(record: CouponNotification): void {
  writeString(STORAGE_KEYS.couponNotification, JSON.stringify(record), 'session');
}

function armNotification(record: CouponNotification | null): void {
  clearTimeout(notificationTimer);
  notificationTimer = undefined;
  if (!record || record.isShown) return;
  notificationTimer = setTimeout(showNotificationIfDue, Math.max(0, record.timeToShow - Date.now()));
}

/** A selection was added: the session's reminder is scheduled (30 s live, 5 min line), unless one exists. */
function scheduleNotification(id: string, isLive: boolean): void {
  const existing = readNotification();
  const record = scheduleCouponNotification(existing, id, isLive, Date.now());
  if (record !== existing) writeNotification(record);
  if (record !== existing || notificationTimer === undefined) armNotification(record);
}

/**
 * Shows the reminder when its time has come and the slip still holds selections; it is shown at most once per
 * session (COUPON-060). With an empty slip the schedule is dropped: the next selection schedules it again.
 */
export function showNotificationIfDue(now = Date.now()): boolean {
  const record = readNotification();
  if (!record || record.isShown) return false;
  if (!isCouponNotificationDue(record, now)) {
    armNotification(record);
    return false;
  }
  const count = realBets(couponStore.coupon.bets).length;
  if (count === 0 || couponStore.placed) {
    removeItem(STORAGE_KEYS.couponNotification, 'session');
    return false;
  }
  const t = bettingT();
  pushNotice(singletonStores().notices, {
    id: 'coupon-notification',
    kind: 'info',
    message: t('slip.notification.text', { count }),
    action: { label: t('slip.notification.open'), run: () => openSlip(true) },
  });
  writeNotification(markCouponNotificationShown(record));
  return true;
}

// ---- start and tests ----

/** Reads the local save, the settings key and the session's notification again (the app start; tests). */
export function restoreCoupon(): void {
  unanswered = null;
  Object.assign(couponStore, initialState());
  armNotification(readNotification());
}

/** Back to an empty slip with default settings, nothing stored (tests). */
export function resetCouponStore(): void {
  clearTimeout(notificationTimer);
  notificationTimer = undefined;
  unanswered = null;
  listeners.clear();
  removeItem(STORAGE_KEYS.couponLocalSave);
  removeItem(STORAGE_KEYS.couponSettings);
  removeItem(STORAGE_KEYS.couponBetNames);
  removeItem(STORAGE_KEYS.couponNotification, 'session');
  Object.assign(couponStore, initialState());
}

armNotification(readNotification());

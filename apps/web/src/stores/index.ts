import { createContext, useContext } from 'react';
import { createEvents, type AppEvents } from './events';
import { createNoticesStore, type NoticesStore } from './notices';
import type { PreferencesStore } from './preferences';
import { createGlobalStore, type GlobalStore } from './global';
import { createSiteStore, type SiteStore } from './site';
import { createCouponSelection, type CouponSelectionStore } from './couponSelection';
import { readCookie, type ReadCookie } from '../lib/storage';
import type { LimitsStore } from './limits';
import type { AccountStore } from './account';
import type { FavouritesStore } from '../casino/favourites';
import { createUserStore, loadUserConfig, type UserStore } from './user';

/**
 * The stores of modules that load later (the player's limits, wallet and consent log come with the first sign-in;
 * the preferences with the boards, the office and the histories that show odds and times: DESIGN "Budgets"): each is made by its own module on first use (`limitsOf(stores)`), so the first screen does
 * not carry their code, and still belongs to this instance.
 */
export interface LazyStores {
  preferences?: PreferencesStore;
  limits?: LimitsStore;
  account?: AccountStore;
  favourites?: FavouritesStore;
}

/**
 * The app's stores, one set per app instance (DESIGN "State"): the browser makes one, the server one per request,
 * every test its own. Provided through `StoresContext`; actions take the store they act on.
 */
export interface Stores {
  readonly events: AppEvents;
  readonly global: GlobalStore;
  readonly site: SiteStore;
  /** The outcome ids in the coupon, for the board's pressed prices (the coupon store keeps it in step). */
  readonly couponSelection: CouponSelectionStore;
  readonly user: UserStore;
  readonly notices: NoticesStore;
  /** Reads the cookies the first state comes from (the request's on the server). */
  readonly readCookie: ReadCookie;
  readonly lazy: LazyStores;
}

export interface StoresInput {
  /** The cookies the first state is read from: the request's on the server, the browser's by default. */
  readCookie?: ReadCookie;
}

export function createStores(input: StoresInput = {}): Stores {
  const stores: Stores = {
    events: createEvents(),
    global: createGlobalStore(input.readCookie),
    site: createSiteStore(),
    couponSelection: createCouponSelection(),
    user: createUserStore(),
    notices: createNoticesStore(),
    readCookie: input.readCookie ?? readCookie,
    lazy: {},
  };
  connectPlayerStores(stores);
  return stores;
}

/**
 * What a sign-in and a sign-out mean for the player's other stores (their code loads with the first sign-in:
 * DESIGN "Budgets"). The stores never import each other; this is where they meet.
 */
function connectPlayerStores(stores: Stores): void {
  // AUTH-003/004/005, ACC-015: balances, the player's config, the consent time saved as a guest.
  stores.events.on('signedIn', async ({ userId }) => {
    const [account, consent] = await Promise.all([import('./account'), import('./consent')]);
    await Promise.all([
      account.loadBalance(account.accountOf(stores)),
      consent.sendSavedAgreementTime(),
      loadUserConfig(stores.user, userId),
    ]);
  });
  // AUTH-013/014: what the player's stores hold goes with the player.
  stores.events.on('signedOut', async ({ reason }) => {
    if (stores.lazy.account !== undefined) {
      const account = await import('./account');
      account.resetAccount(stores.lazy.account);
    }
    if (stores.lazy.limits !== undefined) (await import('../api/limits')).forgetUserToken();
    // COUPON-047: a logout also switches one-click bets off.
    (await import('./coupon')).clearOneClick();
    if (reason === 'excluded' || reason === 'elsewhere') {
      (await import('./sessionEnd')).announceSessionEnd(stores.notices, reason);
    }
  });
}

export const StoresContext = createContext<Stores | null>(null);

/** The stores of the app instance this component renders in. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (stores === null) throw new Error('useStores is used outside the app (no StoresContext provider)');
  return stores;
}

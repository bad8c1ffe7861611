import type { RemoteViewLoader } from '../remoteViews/loader';
import { createContext, useContext } from 'react';
import { proxy, snapshot } from 'valtio';
import { createEvents, type AppEvents } from './events';
import { createNoticesStore, type NoticesStore } from './notices';
import type { PreferencesStore } from './preferences';
import { createGlobalStore, type GlobalState, type GlobalStore } from './global';
import { createSiteStore, type SiteState, type SiteStore } from './site';
import { createCouponSelection, type CouponSelectionStore } from './couponSelection';
import { readCookie, type ReadCookie } from '../lib/storage';
import { drawnTimeZone } from '../lib/dates';
import type { LimitsStore } from './limits';
import type { AccountState, AccountStore } from './account';
import type { FavouritesStore } from '../casino/favourites';
import type { FavouriteWatch, SportFavourites } from '../sportsbook/favourites/state';
import type { CouponStore } from './coupon';
import type { PushClient } from '../sportsbook/push/client';
import type { LiveStore } from '../sportsbook/push/store';
import type { SiteNoticesState, SiteNoticesStore } from '../site/noticesStore';
import type { ConsentStore } from './consent';
import type { Analytics } from '../site/analytics';
import type { InstallPrompt } from '../site/installPrompt';
import type { PhoneCountry } from '../api/identity';
import { createUserStore, loadUserConfig, type UserState, type UserStore } from './user';
// The data layer's hooks come with the cache: every page reads through them (one chunk less per route).
import { createQueryCache, type QueryCache } from '../lib/query';

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
  /** The sportsbook's starred games, championships and teams (sportsbook/favourites): loaded after a sign-in. */
  sportFavourites?: SportFavourites;
  /** The push subscriptions that tell the player about starred games (sportsbook/favourites/store.ts). */
  favouriteWatch?: FavouriteWatch;
  /** The coupon (betting slip): `couponOf(stores)`, its local save read after the first render (`restoreCoupon`). */
  coupon?: CouponStore;
  /** The push channel's socket client (`pushOf(stores)`): made by the first subscription, never on the server. */
  push?: PushClient;
  /** The live odds, a keyed external store (`liveOf(stores)`, ADR 0040). */
  live?: LiveStore;
  /** The site notices' config group (site/config.ts). */
  siteNotices?: SiteNoticesStore;
  /** The cookie consent (stores/consent.ts). */
  consent?: ConsentStore;
  /** The first-party analytics and the events waiting for it (site/analytics.ts). */
  analytics?: Analytics;
  /** The browser's install prompt, held for the site notices (site/installPrompt.ts). */
  installPrompt?: InstallPrompt;
  /** The countries with their phone codes, asked for once (api/identity.ts). */
  phoneCountries?: Promise<PhoneCountry[]> | undefined;
  /** The remote views with their states and reference counts (remoteViews/loader.ts). */
  remoteViews?: RemoteViewLoader;
}

/**
 * The app's stores, one set per app instance (DESIGN "State"): the browser makes one, the server one per request,
 * every test its own. Provided through `StoresContext`; actions take the store they act on.
 */
export interface Stores {
  readonly events: AppEvents;
  readonly global: GlobalStore;
  readonly site: SiteStore;
  /**
   * The outcome ids in the coupon, for the board's pressed prices: empty in the first render, filled from the local
   * save after it (`restoreCouponSelection`); the coupon store keeps it in step.
   */
  readonly couponSelection: CouponSelectionStore;
  readonly user: UserStore;
  readonly notices: NoticesStore;
  /** Reads the cookies the first state comes from (the request's on the server). */
  readonly readCookie: ReadCookie;
  readonly lazy: LazyStores;
  /** The route loaders' loads in flight by key (routes/loaders.ts): loaders running side by side share them. */
  readonly loading: Map<string, Promise<void>>;
  /** The instance's data layer (lib/query, docs/adr/0042-page-data-layer.md): reads shared and remembered by key. */
  readonly queries: QueryCache;
  /** History entries (location keys) whose page has rendered: their redirect chain is over (routes/PageFrame.tsx). */
  readonly settledLocations: Set<string>;
  /** The time zone the server draws (drew) the page in (stores/preferences.ts `usePreferences`). */
  readonly drawnTimeZone: number;
}

/** What the server's render hands the browser's app instance (app/hydration.ts): the stores the page was drawn with. */
export interface DehydratedStores {
  global: Pick<GlobalState, 'siteConfig' | 'siteConfigLang' | 'language' | 'colorMode'>;
  site: Omit<SiteState, 'navigationBlocked'>;
  user: Pick<UserState, 'userId' | 'sessionChecked' | 'config' | 'banLevel'>;
  /** A signed-in player's balances, as the header showed them. */
  account?: AccountState;
  /** The notices group and the age answer the page was drawn with (the age question in the markup or not). */
  siteNotices?: SiteNoticesState;
}

export interface StoresInput {
  /** The cookies the first state is read from: the request's on the server, the browser's by default. */
  readCookie?: ReadCookie;
  /** The state the server rendered the page with: the browser's first render draws the same (hydration). */
  initial?: DehydratedStores;
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
    loading: new Map(),
    queries: createQueryCache(),
    settledLocations: new Set(),
    drawnTimeZone: drawnTimeZone(input.readCookie ?? readCookie),
  };
  if (input.initial !== undefined) {
    Object.assign(stores.global, input.initial.global);
    Object.assign(stores.site, input.initial.site);
    Object.assign(stores.user, input.initial.user);
    // The account store's own module loads later (its actions); the state is a plain proxy (stores/account.ts).
    if (input.initial.account !== undefined) stores.lazy.account = proxy(input.initial.account);
    // The notices group's state is a plain proxy too (site/noticesStore.ts).
    if (input.initial.siteNotices !== undefined) stores.lazy.siteNotices = proxy(input.initial.siteNotices);
  }
  // The player's stores belong to the browser: a server render draws the page, not the wallet.
  if (typeof window !== 'undefined') {
    connectPlayerStores(stores);
    // A page the server rendered for a signed-in player: the player's stores load as after a sign-in.
    const userId = input.initial?.user.userId;
    if (userId !== undefined && userId !== null)
      void stores.events.emit('signedIn', { userId, changed: false });
  }
  return stores;
}

/** The stores' state a page was drawn with, for the browser to start from (plain JSON). */
export function dehydrateStores(stores: Stores): DehydratedStores {
  const { siteConfig, siteConfigLang, language, colorMode } = snapshot(stores.global);
  const { navigationBlocked: _blocked, ...site } = snapshot(stores.site);
  const { userId, sessionChecked, config, banLevel } = snapshot(stores.user);
  const account = stores.lazy.account;
  const siteNotices = stores.lazy.siteNotices;
  // Plain JSON: what the snapshots hold is written into the page as it is.
  return JSON.parse(
    JSON.stringify({
      global: { siteConfig, siteConfigLang, language, colorMode },
      site,
      user: { userId, sessionChecked, config, banLevel },
      ...(account?.status === 'ready' ? { account: snapshot(account) } : {}),
      ...(siteNotices?.config ? { siteNotices: snapshot(siteNotices) } : {}),
    }),
  ) as DehydratedStores;
}

/**
 * What a sign-in and a sign-out mean for the player's other stores (their code loads with the first sign-in:
 * DESIGN "Budgets"). The stores never import each other; this is where they meet.
 */
function connectPlayerStores(stores: Stores): void {
  // The sportsbook favourites: the player's stars and the notices of starred games (their own chunk).
  const sportFavourites = () => import('../sportsbook/favourites/store');
  // AUTH-003/004/005, ACC-015: balances, the player's config, the consent time saved as a guest.
  stores.events.on('signedIn', async ({ userId }) => {
    const [account, consent] = await Promise.all([import('./account'), import('./consent')]);
    await Promise.all([
      account.loadBalance(account.accountOf(stores)),
      consent.sendSavedAgreementTime(),
      loadUserConfig(stores.user, userId),
      sportFavourites().then((favourites) => favourites.startFavourites(stores, userId)),
    ]);
  });
  // AUTH-013/014: what the player's stores hold goes with the player.
  stores.events.on('signedOut', async ({ reason }) => {
    if (stores.lazy.account !== undefined) {
      const account = await import('./account');
      account.resetAccount(stores.lazy.account);
    }
    if (stores.lazy.limits !== undefined) (await import('../api/limits')).forgetUserToken(stores.queries);
    if (stores.lazy.sportFavourites !== undefined) (await sportFavourites()).stopFavourites(stores);
    // COUPON-047: a logout also switches one-click bets off.
    (await import('./coupon')).clearOneClick(stores);
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

import { proxy, type Snapshot } from 'valtio';
import type { BanState, FeaturesGroup, MaintenanceStatus, RoutingGroup } from '@betline/contracts';
import { BLOCK_REASON_ROUTES, siteFeatures, type NavigationState } from '@betline/core';
import {
  acceptTerms,
  fetchBanState,
  fetchBlockWithRetries,
  fetchMaintenance,
  fetchRoutingGroups,
  fetchTermsStatus,
  isTermsNotAccepted,
} from '../api/site';
import { http } from '../api/client';
import type { QueryCache } from '../lib/queryCache';

/**
 * What the site services say about this visitor: maintenance, block, terms, ban, and the routing settings the
 * guards read. `ready` turns true once the first answers are in (or failed: the guards then let the visitor
 * through rather than lock everyone out, and the failure is logged, ERR-028).
 */
export interface SiteState {
  ready: boolean;
  maintenance: MaintenanceStatus | null;
  blockReason: number | null;
  terms: { changed: boolean; updatedAt: string | null };
  ban: BanState | null;
  features: FeaturesGroup['features'] | null;
  routing: RoutingGroup | null;
  /** GUARD-021: set while something must not be left (a payment in flight). */
  navigationBlocked: boolean;
  /** The language and sign-in state the answers were loaded for (`lang|signedIn`), null before the first load. */
  loadedFor: string | null;
}

/** GUARD-009: terms status every 60 s; the maintenance window on the same beat (GUARD-010/011, NOTICE-014). */
export const SITE_POLL_MS = 60_000;

/** The site store of one app instance. */
export type SiteStore = SiteState;

export function createSiteStore(): SiteStore {
  return proxy<SiteStore>({
    ready: false,
    maintenance: null,
    blockReason: null,
    terms: { changed: false, updatedAt: null },
    ban: null,
    features: null,
    routing: null,
    navigationBlocked: false,
    loadedFor: null,
  });
}

/** The defaults of the routing settings until the config group is known. */
const DEFAULT_ROUTING: RoutingGroup = {
  forbiddenPaths: [],
  loginRouteAvailable: true,
  banRedirectUrl: 'block-appeal-history',
  paymentPageRequiresAuth: false,
  promoBonusToOffer: false,
  showBottomNavOnRegistration: false,
};

/** The guards' view of the state (pure data for `decideNavigation`). */
export function navigationStateOf(
  site: Snapshot<SiteState>,
  input: { signedIn: boolean; isRegistrationAllowed?: boolean; isShowIdentification?: boolean },
): NavigationState {
  const routing = site.routing ?? DEFAULT_ROUTING;
  return {
    signedIn: input.signedIn,
    features: siteFeatures({
      features: site.features ?? {},
      ...(input.isRegistrationAllowed === undefined
        ? {}
        : { isRegistrationAllowed: input.isRegistrationAllowed }),
      ...(input.isShowIdentification === undefined
        ? {}
        : { isShowIdentification: input.isShowIdentification }),
      paymentPageRequiresAuth: routing.paymentPageRequiresAuth,
      promoBonusToOffer: routing.promoBonusToOffer,
      production: import.meta.env.PROD,
      signedIn: input.signedIn,
    }),
    forbiddenPaths: routing.forbiddenPaths,
    loginRouteAvailable: routing.loginRouteAvailable,
    banRedirectUrl: routing.banRedirectUrl,
    maintenanceActive: site.maintenance?.isActive === true,
    blockReason: site.blockReason,
    termsChanged: input.signedIn && site.terms.changed,
    ban: site.ban === null ? null : { banLevel: site.ban.ban_level, banVersion: site.ban.ban_version },
    navigationBlocked: site.navigationBlocked,
  };
}

function logOnly(what: string) {
  return (error: unknown) => {
    console.warn(`${what} could not be loaded:`, error instanceof Error ? error.message : error);
  };
}

export async function refreshMaintenance(siteStore: SiteStore): Promise<void> {
  try {
    siteStore.maintenance = await fetchMaintenance();
  } catch (error) {
    logOnly('maintenance status')(error);
  }
}

export async function refreshBlock(siteStore: SiteStore, signedIn: boolean, url: string): Promise<void> {
  try {
    const answer = await fetchBlockWithRetries(signedIn, url);
    const reason = answer.data.displayTypeId;
    siteStore.blockReason = reason !== null && reason in BLOCK_REASON_ROUTES ? reason : null;
  } catch (error) {
    logOnly('block state')(error);
  }
}

export async function refreshRoutingGroups(
  siteStore: SiteStore,
  queries: QueryCache,
  lang: string,
): Promise<void> {
  try {
    const answer = await fetchRoutingGroups(queries, lang);
    siteStore.features = answer.groups.features?.features ?? null;
    siteStore.routing = answer.groups.routing ?? null;
  } catch (error) {
    logOnly('config groups')(error);
  }
}

/** GUARD-009: the terms status of a signed-in player; a failed check means "not changed" (ERR-022). */
export async function refreshTerms(siteStore: SiteStore): Promise<void> {
  try {
    const status = await fetchTermsStatus();
    siteStore.terms = { changed: status.result, updatedAt: status.updatedAt };
  } catch (error) {
    logOnly('terms status')(error);
    siteStore.terms = { changed: false, updatedAt: siteStore.terms.updatedAt };
  }
}

export async function refreshBan(siteStore: SiteStore): Promise<void> {
  try {
    siteStore.ban = await fetchBanState();
  } catch (error) {
    logOnly('ban state')(error);
  }
}

/** What the site services' answers depend on (`SiteState.loadedFor`). */
export function siteStateKey(lang: string, signedIn: boolean): string {
  return `${lang}|${String(signedIn)}`;
}

/** The first load of everything the guards need; signed-in parts only for a signed-in player. */
export async function loadSiteState(
  siteStore: SiteStore,
  queries: QueryCache,
  input: { lang: string; signedIn: boolean; url: string },
): Promise<void> {
  const tasks = [
    refreshRoutingGroups(siteStore, queries, input.lang),
    refreshMaintenance(siteStore),
    refreshBlock(siteStore, input.signedIn, input.url),
  ];
  if (input.signedIn) tasks.push(refreshTerms(siteStore), refreshBan(siteStore));
  else {
    siteStore.ban = null;
    siteStore.terms = { changed: false, updatedAt: null };
  }
  await Promise.all(tasks);
  siteStore.loadedFor = siteStateKey(input.lang, input.signedIn);
  siteStore.ready = true;
}

/** Accepts the shown terms; true when the server took them. */
export async function confirmTerms(siteStore: SiteStore): Promise<boolean> {
  const { updatedAt } = siteStore.terms;
  if (updatedAt === null) return false;
  const status = await acceptTerms(updatedAt);
  siteStore.terms = { changed: status.result, updatedAt: status.updatedAt };
  return !status.result;
}

/** ERR-018: the server refused a request until the new terms are confirmed. */
export function markTermsChanged(siteStore: SiteStore): void {
  siteStore.terms = { ...siteStore.terms, changed: true };
}

export function setNavigationBlocked(siteStore: SiteStore, blocked: boolean): void {
  siteStore.navigationBlocked = blocked;
}

/**
 * ERR-018: any answer HTTP 451 with exception_code 1 marks the terms as changed; the guard then redirects.
 * Installed by the app instance while it is mounted, for its own site store; the returned function removes it.
 */
export function installTermsInterceptor(siteStore: SiteStore): () => void {
  const id = http.interceptors.response.use(undefined, (error: unknown) => {
    if (isTermsNotAccepted(error)) markTermsChanged(siteStore);
    return Promise.reject(error);
  });
  return () => http.interceptors.response.eject(id);
}

/**
 * Navigation guards (SPEC §4 "Guards", DECISIONS 7, 8): `decideNavigation` is a pure function of the target
 * and the app's state. The web app runs it on every navigation; the rules are tested here, without a browser.
 */
import { FEATURES, pageRoute, resolvePath, type PathResolution, type RouteFlags } from './routes';

/** GUARD-012: the page each block reason shows. */
export const BLOCK_REASON_ROUTES: Readonly<Record<number, string>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
};

/** Route ids of the block pages (they redirect home when no block applies). */
export const BLOCK_ROUTE_IDS: readonly string[] = [...new Set(Object.values(BLOCK_REASON_ROUTES))];

/** GUARD-013: the verify route, exempt from block redirection. */
export const VERIFY_ROUTE_ID = 'user-accountverify';
export const MAINTENANCE_ROUTE_ID = 'maintenance';
export const TERMS_ROUTE_IDS: readonly string[] = ['confirm-terms', 'confirm'];
export const LOGIN_ROUTE_ID = 'login';
export const ACCOUNT_ROUTE_ID = 'office-account';
export const WITHDRAWAL_ROUTE_ID = 'office-deduce';

export interface BanState {
  /** GUARD-016: banned when above 0. */
  banLevel: number;
  banVersion: number;
}

/** GUARD-016/017. */
export function isBanned(ban: BanState | null | undefined): boolean {
  return ban !== null && ban !== undefined && ban.banLevel > 0;
}

/** GUARD-019, DECISIONS 8: the withdrawal page stays reachable for these ban levels only. */
export function withdrawalAllowedWhenBanned(ban: BanState): boolean {
  return ban.banVersion === 1 ? ban.banLevel === 53 : ban.banLevel === 45;
}

export interface NavigationState {
  signedIn: boolean;
  /** Site features that are on (`siteFeatures`); routes whose feature is off are 404 (GUARD-024). */
  features: ReadonlySet<string>;
  /** Paths below the language (`office/promotion`) that answer 404, with everything under them (GUARD-023). */
  forbiddenPaths: readonly string[];
  /** Whether the login route is available (GUARD-003/004). */
  loginRouteAvailable: boolean;
  /**
   * DECISIONS 7: the header has a login dropdown (desktop). A guest leaving a public page for a protected
   * one then stays and the dropdown opens.
   */
  loginDropdown?: boolean;
  /** The fixed ban address (GUARD-018); a path below the language or a full URL. */
  banRedirectUrl: string;
  maintenanceActive: boolean;
  /** The block reason of the block service, null when none (GUARD-012). */
  blockReason: number | null;
  /** Terms changed since the signed-in player accepted them (GUARD-007). */
  termsChanged: boolean;
  ban: BanState | null;
  /** GUARD-021: navigation is cancelled while set. */
  navigationBlocked: boolean;
}

export interface NavigationTarget {
  pathname: string;
  search?: string;
  /** The path the player comes from, when this is an in-app navigation (for the login dropdown). */
  from?: string;
  /**
   * Locations already redirected through in this navigation (GUARD-022): a redirect back to one of them (or
   * to the target itself) is a cycle and is not performed.
   */
  redirectChain?: readonly string[];
}

export type NavigationDecision =
  | { kind: 'allow'; routeId: string; resolution: Extract<PathResolution, { kind: 'page' }> }
  | { kind: 'redirect'; location: string; status: 301 | 302; reason: string }
  | { kind: 'notFound'; reason: string }
  | { kind: 'fullPageRedirect'; location: string; reason: string }
  | { kind: 'cancel'; reason: 'navigation-blocked' | 'cyclic-redirect' | 'login-dropdown'; detail?: string };

function searchOf(search: string | undefined): string {
  if (search === undefined || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** A return URL is followed only when it is a rooted path of this site (never `//host` or a scheme). */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** DECISIONS 7: `/{lng}/user/login?returnUrl=<path>`. */
export function loginLocation(lng: string, returnUrl: string): string {
  return `/${lng}/user/login?${new URLSearchParams({ returnUrl }).toString()}`;
}

function pathOfRoute(lng: string, routeId: string): string {
  const route = pageRoute(routeId);
  const path = route?.path ?? '';
  return path === '' ? `/${lng}` : `/${lng}/${path}`;
}

function belowLanguage(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => segment.length > 0)
    .slice(1)
    .join('/');
}

function isForbidden(pathname: string, forbidden: readonly string[]): boolean {
  const path = belowLanguage(pathname);
  return forbidden.some((entry) => {
    const rule = entry
      .split('/')
      .filter((segment) => segment.length > 0)
      .join('/');
    return rule !== '' && (path === rule || path.startsWith(`${rule}/`));
  });
}

function isPublicPath(pathname: string, state: NavigationState): boolean {
  const from = resolvePath(pathname, '', { features: state.features });
  return from.kind === 'page' && from.flags.auth !== true;
}

function allowedWhileBanned(routeId: string, flags: RouteFlags, ban: BanState): boolean {
  if (routeId === WITHDRAWAL_ROUTE_ID) return withdrawalAllowedWhenBanned(ban);
  return flags.allowedWhenBanned === true || flags.bannedOnly === true;
}

function banLocation(lng: string, url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith(`/${lng}/`)) return url;
  return `/${lng}/${url.replace(/^\/+/, '')}`;
}

/**
 * What happens when the player opens `target` (GUARD-001..024). In order: the navigation-blocked flag,
 * maintenance, block reasons, the route table's redirects and 404s, forbidden paths, features, ban, terms,
 * sign-in, guest-only pages. A redirect back into the chain it came from is not performed (GUARD-022).
 */
export function decideNavigation(target: NavigationTarget, state: NavigationState): NavigationDecision {
  const decision = decide(target, state);
  if (decision.kind !== 'redirect') return decision;
  const here = `${target.pathname}${searchOf(target.search)}`;
  const seen = new Set([here, target.pathname, ...(target.redirectChain ?? [])]);
  if (seen.has(decision.location) || seen.has(decision.location.split('?')[0] ?? '')) {
    return { kind: 'cancel', reason: 'cyclic-redirect', detail: `${here} -> ${decision.location}` };
  }
  return decision;
}

function decide(target: NavigationTarget, state: NavigationState): NavigationDecision {
  // GUARD-021
  if (state.navigationBlocked) return { kind: 'cancel', reason: 'navigation-blocked' };

  const search = searchOf(target.search);
  const resolution = resolvePath(target.pathname, search);
  if (resolution.kind === 'redirect') {
    return {
      kind: 'redirect',
      location: resolution.location,
      status: resolution.status,
      reason: 'route-table',
    };
  }
  const lng = resolution.lng ?? 'en';
  const routeId = resolution.kind === 'page' ? resolution.routeId : undefined;

  // GUARD-010 / GUARD-011
  if (state.maintenanceActive) {
    if (routeId === MAINTENANCE_ROUTE_ID && resolution.kind === 'page') {
      return { kind: 'allow', routeId, resolution };
    }
    return {
      kind: 'redirect',
      location: pathOfRoute(lng, MAINTENANCE_ROUTE_ID),
      status: 302,
      reason: 'maintenance',
    };
  }
  if (routeId === MAINTENANCE_ROUTE_ID) {
    return { kind: 'redirect', location: `/${lng}`, status: 302, reason: 'maintenance-over' };
  }

  // GUARD-012 / GUARD-013 / GUARD-014
  const blockRoute = state.blockReason === null ? undefined : BLOCK_REASON_ROUTES[state.blockReason];
  if (blockRoute !== undefined) {
    if (routeId === blockRoute && resolution.kind === 'page') return { kind: 'allow', routeId, resolution };
    if (routeId !== VERIFY_ROUTE_ID) {
      return {
        kind: 'redirect',
        location: pathOfRoute(lng, blockRoute),
        status: 302,
        reason: `block-${state.blockReason}`,
      };
    }
  } else if (routeId !== undefined && BLOCK_ROUTE_IDS.includes(routeId)) {
    return { kind: 'redirect', location: `/${lng}`, status: 302, reason: 'not-blocked' };
  }

  // ROUTE-068, ERR-004/005
  if (resolution.kind === 'notFound') return { kind: 'notFound', reason: 'no-route' };
  const flags = resolution.flags;

  // GUARD-023
  if (isForbidden(target.pathname, state.forbiddenPaths))
    return { kind: 'notFound', reason: 'forbidden-path' };
  // GUARD-024
  if (flags.featureId !== undefined && !state.features.has(flags.featureId)) {
    return { kind: 'notFound', reason: `feature-off:${flags.featureId}` };
  }

  // GUARD-016..020
  const banned = isBanned(state.ban);
  if (banned && state.ban !== null && !allowedWhileBanned(resolution.routeId, flags, state.ban)) {
    return { kind: 'fullPageRedirect', location: banLocation(lng, state.banRedirectUrl), reason: 'banned' };
  }
  if (!banned && flags.bannedOnly === true) {
    return { kind: 'redirect', location: `/${lng}`, status: 302, reason: 'not-banned' };
  }

  const isTermsPage = TERMS_ROUTE_IDS.includes(resolution.routeId);
  // GUARD-007
  const termsPending = state.signedIn && state.features.has(FEATURES.terms) && state.termsChanged;
  if (termsPending && !isTermsPage && flags.allowedWhenBanned !== true) {
    const location = `${pathOfRoute(lng, 'confirm-terms')}?${new URLSearchParams({ returnUrl: `${target.pathname}${search}` }).toString()}`;
    return { kind: 'redirect', location, status: 302, reason: 'terms-changed' };
  }
  // GUARD-008
  if (isTermsPage && !termsPending) {
    const back = safeReturnUrl(new URLSearchParams(search).get('returnUrl'));
    return { kind: 'redirect', location: back ?? `/${lng}`, status: 302, reason: 'terms-unchanged' };
  }

  // GUARD-001..005, DECISIONS 7
  if (flags.auth === true && !state.signedIn) {
    if (!state.loginRouteAvailable) {
      return { kind: 'redirect', location: `/${lng}`, status: 302, reason: 'guest-no-login-route' };
    }
    if (state.loginDropdown === true && target.from !== undefined && isPublicPath(target.from, state)) {
      return { kind: 'cancel', reason: 'login-dropdown' };
    }
    return {
      kind: 'redirect',
      location: loginLocation(lng, `${target.pathname}${search}`),
      status: 302,
      reason: 'guest',
    };
  }

  // GUARD-006: guest-only pages send a signed-in player on (the return URL, else the account page).
  if (flags.restricted === true && state.signedIn) {
    const back = safeReturnUrl(new URLSearchParams(search).get('returnUrl'));
    return {
      kind: 'redirect',
      location: back ?? pathOfRoute(lng, ACCOUNT_ROUTE_ID),
      status: 302,
      reason: 'signed-in',
    };
  }

  return { kind: 'allow', routeId: resolution.routeId, resolution };
}

export interface SiteFeatureInputs {
  /** The `features` config group (feature id -> on); absent ids count as on. */
  features?: Readonly<Record<string, boolean>>;
  /** Site config `isRegistrationAllowed` (ROUTE-027). */
  isRegistrationAllowed?: boolean;
  /** Site config `isShowIdentification` (ROUTE-031). */
  isShowIdentification?: boolean;
  /** Routing `paymentPageRequiresAuth` (ROUTE-042). */
  paymentPageRequiresAuth?: boolean;
  /** Routing `promoBonusToOffer` (ROUTE-049). */
  promoBonusToOffer?: boolean;
  /** A production build (ROUTE-044). */
  production: boolean;
  signedIn: boolean;
}

/**
 * The set of features that are on for this visitor (GUARD-024): every feature a route can carry is on unless
 * the `features` group switches it off, then the settings of site config and the build apply
 * (ROUTE-023/027/031/041/042/044/049).
 */
export function siteFeatures(input: SiteFeatureInputs): Set<string> {
  const switches = input.features ?? {};
  const known = new Set<string>([...Object.values(FEATURES), ...Object.keys(switches)]);
  const features = new Set([...known].filter((id) => switches[id] !== false));
  if (input.isRegistrationAllowed === false) features.delete(FEATURES.registration);
  if (input.isShowIdentification === false) features.delete(FEATURES.identification);
  if (input.paymentPageRequiresAuth === true && !input.signedIn) features.delete(FEATURES.informationPayment);
  if (input.production) features.delete(FEATURES.nonProduction);
  features.delete(input.promoBonusToOffer === true ? FEATURES.promoBonuses : FEATURES.promoOffers);
  return features;
}

import { setRegistrationProcess, type GlobalStore } from '../stores/global';

/**
 * AUTH-016: pages whose sign-in or registration (the header's dropdown and modal) leads on to another page,
 * by route id. A target is a path below the language (`office/recharge`), a rooted path of this site
 * (`/en/office/recharge`), or the full address of another site (AUTH-018: a full-page redirect). Pages not
 * listed keep the player where they are (AUTH-011).
 */
export const AUTH_REDIRECTS: Readonly<Record<string, string>> = {
  // The casino's welcome offer: the player goes on to the deposit that takes it.
  'bonus-casino': 'office/recharge',
  // The promo-code showcase: codes are entered in the office.
  'promo-codes': 'office/promotion',
};

export type AuthRedirect = { kind: 'navigate'; to: string } | { kind: 'fullPage'; to: string };

/**
 * AUTH-018: where a target leads. A relative path (below the language) or a rooted one (`/...`, never `//host`)
 * is a navigation in the app; anything else is left by a full-page redirect, and only to an http(s) address
 * (a `javascript:` or `data:` target is refused).
 */
export function authRedirectOf(target: string | undefined, lng: string): AuthRedirect | null {
  const value = target?.trim() ?? '';
  if (value === '' || value.includes('\\')) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (!hasScheme && !value.startsWith('//')) {
    if (value.startsWith('/')) return { kind: 'navigate', to: value };
    return { kind: 'navigate', to: `/${lng}/${value.replace(/^(\.\/)+/, '')}` };
  }
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  return /^https?:\/\//i.test(absolute) ? { kind: 'fullPage', to: absolute } : null;
}

export interface AfterAuthOptions {
  /** The table of redirects (the app's by default). */
  redirects?: Readonly<Record<string, string>>;
  /** Leaves the app (a full-page redirect). */
  assign?: (url: string) => void;
}

/**
 * AUTH-016/017: after a sign-in or a registration on `routeId`, the player is sent to the page's configured
 * target, then `isRegistrationProcess` is cleared. Without a target the player stays where they are.
 */
export function afterAuthOn(
  globalStore: GlobalStore,
  routeId: string,
  lng: string,
  navigate: (to: string) => void,
  { redirects = AUTH_REDIRECTS, assign = (url) => window.location.assign(url) }: AfterAuthOptions = {},
): AuthRedirect | null {
  const redirect = authRedirectOf(redirects[routeId], lng);
  if (redirect?.kind === 'navigate') navigate(redirect.to);
  else if (redirect?.kind === 'fullPage') assign(redirect.to);
  else if (redirects[routeId] !== undefined) console.warn(`auth redirect of ${routeId} refused`);
  setRegistrationProcess(globalStore, false);
  return redirect;
}

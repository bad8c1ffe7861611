/**
 * Cookie consent rules (SPEC §4 "Cookie consent", §5). The consent type is stored in a cookie; what it allows
 * gates analytics (marketing) and remembering the window width (functional).
 */

export const COOKIES_TYPE = Object.freeze({
  ALL: 'ALL',
  FUNCTIONAL: 'FUNCTIONAL',
  MARKETING: 'MARKETING',
  DISABLE: 'DISABLE',
} as const);
export type CookiesType = (typeof COOKIES_TYPE)[keyof typeof COOKIES_TYPE];

/** The name of the cookie that keeps the choice. */
export const CONSENT_COOKIE = 'cookiesAgreeType';
/** The local-storage key of a guest's agreement time (sent to the server after sign-in, then cleared). */
export const CONSENT_TIME_STORAGE_KEY = 'cookiesAgreeTime';
/** Analytics is installed this long after consent, except on the registration pages. */
export const ANALYTICS_INSTALL_DELAY_MS = 10_000;

/** One option of the customize view (SPEC §3 "Cookie option"). */
export interface CookieOption {
  readonly name: string;
  readonly description: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly cookiesType: CookiesType;
}

export function isCookiesType(value: unknown): value is CookiesType {
  return typeof value === 'string' && Object.values(COOKIES_TYPE).includes(value as CookiesType);
}

/**
 * The type a customization resolves to (SPEC §5): every option checked means ALL; otherwise the first checked
 * option that is not disabled; none means DISABLE.
 */
export function resolveCustomization(options: readonly CookieOption[]): CookiesType {
  if (options.length > 0 && options.every((o) => o.checked)) return COOKIES_TYPE.ALL;
  const first = options.find((o) => o.checked && !o.disabled);
  return first ? first.cookiesType : COOKIES_TYPE.DISABLE;
}

/** Whether the stored type allows marketing cookies (analytics). */
export function allowsMarketing(type: CookiesType | null | undefined): boolean {
  return type === COOKIES_TYPE.ALL || type === COOKIES_TYPE.MARKETING;
}

/** Whether the stored type allows functional cookies (saving the window width). */
export function allowsFunctional(type: CookiesType | null | undefined): boolean {
  return type === COOKIES_TYPE.ALL || type === COOKIES_TYPE.FUNCTIONAL;
}

/**
 * The consent in force at start: the stored choice, or ALL when the consent popup is disabled by config
 * (nothing to ask), or null (ask the player).
 */
export function initialConsent(stored: unknown, popupEnabled: boolean): CookiesType | null {
  if (isCookiesType(stored)) return stored;
  return popupEnabled ? null : COOKIES_TYPE.ALL;
}

export interface AcceptAllEffects {
  readonly cookiesType: typeof COOKIES_TYPE.ALL;
  /** Where the agreement time goes: the server for a signed-in player, local storage for a guest. */
  readonly logAgreementTo: 'server' | 'localStorage';
  readonly agreementTime: number;
  readonly analyticsConsent: 'granted';
}

/** What "accept all" does (SPEC §4). */
export function acceptAll(signedIn: boolean, now: number): AcceptAllEffects {
  return {
    cookiesType: COOKIES_TYPE.ALL,
    logAgreementTo: signedIn ? 'server' : 'localStorage',
    agreementTime: now,
    analyticsConsent: 'granted',
  };
}

/**
 * When analytics may be installed: never without marketing consent; at once on the registration pages
 * (registration, social registration), else after 10 s.
 */
export function analyticsInstallDelay(
  type: CookiesType | null | undefined,
  routeId: string | null | undefined,
): number | null {
  if (!allowsMarketing(type)) return null;
  return routeId === 'registration' || routeId === 'socialRegistration' ? 0 : ANALYTICS_INSTALL_DELAY_MS;
}

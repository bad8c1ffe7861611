import Cookies from 'js-cookie';

/**
 * The one place the app touches Web Storage. Keys are listed here so that every persisted value of the app
 * is visible at a glance; reads and writes never throw (storage can be blocked or full).
 */
export const STORAGE_KEYS = {
  /** Where earlier versions kept the colour mode (now the `betline_color` cookie); read once to move it. */
  colorMode: 'betline.colorMode',
  /** Session: when the page last reloaded after a chunk failed to load (ERR-002). */
  chunkReloadAt: 'betline.chunkReloadAt',
  /** CONSENT-008: a guest's cookie-agreement time, sent after sign-in and then cleared (AUTH-005). */
  cookiesAgreeTime: 'cookiesAgreeTime',
  /** NOTICE-005/006: when the age gate was accepted (ms). */
  ageAccepted: 'betline.ageAcceptedAt',
  /** CONSENT-012: the window width, saved only with functional consent. */
  windowWidth: 'betline.windowWidth',
  /** REG-022: when the registration reminder may show again (ms). */
  registrationReminderNextAt: 'betline.registrationReminderNextAt',
  /** Why the last session ended (shown once after the reload). */
  sessionEnd: 'betline.sessionEnd',
  /** Where earlier versions kept the preferences (now the `betline_prefs` cookie); read once to move them. */
  preferences: 'betline.preferences',
  /** COUPON-009: the coupon's local save (bets, addedAtByBetId, typeId, systemValue). */
  couponLocalSave: 'betline.coupon',
  /** COUPON-046: the coupon settings key. */
  couponSettings: 'betline.couponSettings',
  /** The slip's names of the saved selections (display only, beside the seed's local save). */
  couponBetNames: 'betline.couponBetNames',
  /** Session: COUPON-010/060 the coupon notification record (id, timeToShow, isShown). */
  couponNotification: 'betline.couponNotification',
  /** SPEC §3 the device fingerprint (token, expiresAt, data) the server signed for this browser. */
  fingerprint: 'betline.fingerprint',
  /** NOTICE-020: the welcome-modal flag, `pending` from a registration until shown, then `shown`. */
  welcomeModal: 'betline.welcomeModal',
  /** NOTICE-023: the players (ids) this browser has shown the first-deposit bonus modal to. */
  firstDepositBonusShown: 'betline.firstDepositBonusShown',
  /** The players (ids) who started a deposit from this browser: the first-deposit offer is not made to them. */
  depositMadeBy: 'betline.depositMadeBy',
  /** NOTICE-018: when the visitor last declined to install the app (ms); it is offered again 30 days later. */
  installDeclinedAt: 'betline.installDeclinedAt',
  /** The players (ids) who switched on browser notifications of their starred games in this browser. */
  favouriteAlerts: 'betline.favouriteAlerts',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: StorageKey, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

export function removeItem(key: StorageKey, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

// ---- cookies (js-cookie: encoding, expiry and path handled by a maintained library) ----

/** Cookies the app reads or writes; the session cookie itself is httpOnly and never seen here. */
export const COOKIE_NAMES = {
  /** The readable CSRF token the server sets with the session (double submit). */
  csrf: 'betline_csrf',
  /** CONSENT-004: the chosen consent type. */
  consent: 'cookiesAgreeType',
  /** AUTH-007: removed when a guest's session check fails. */
  ua: 'ua',
  userToken: 'user_token',
  /** SPEC §3 global state the player sets in the office (odds format, time zone, clock, display toggles). */
  preferences: 'betline_prefs',
  /** 'light' | 'dark': the colour mode the player chose (read before first paint by public/theme-init.js). */
  colorMode: 'betline_color',
  /** NOTICE-005..007: the age answer (mode letter and ms), so that the server renders the page with or without it. */
  ageAccepted: 'betline_age',
  /** This device's UTC offset in minutes, written after the page starts: the server renders times in it. */
  deviceTimeZone: 'betline_tz',
} as const;

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES] | `ref_${string}` | string;

/**
 * How the first state is read from cookies: the request's on the server (the app instance's `readCookie`), the
 * browser's here. On the server this one reads nothing (there is no `document.cookie`).
 */
export type ReadCookie = (name: string) => string | undefined;

export function readCookie(name: CookieName): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/** `days` may be a fraction (a referral cookie of 4 s is 4 / 86 400 days). */
export function writeCookie(name: CookieName, value: string, days?: number): void {
  try {
    Cookies.set(name, value, {
      path: '/',
      sameSite: 'Lax',
      ...(days === undefined ? {} : { expires: days }),
    });
  } catch {
    // Cookies disabled: the value is not remembered.
  }
}

export function removeCookie(name: CookieName): void {
  try {
    Cookies.remove(name, { path: '/' });
  } catch {
    // Nothing to do.
  }
}

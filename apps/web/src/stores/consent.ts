import { proxy } from 'valtio';
import {
  CONSENT_COOKIE,
  acceptAll as acceptAllRule,
  analyticsInstallDelay,
  initialConsent,
  type CookiesType,
} from '@betline/core';
import { COOKIES_AGREEMENT_PATH } from '@betline/contracts/paths';
import { http } from '../api/client';
import { readCookie, readString, removeItem, writeCookie, writeString, STORAGE_KEYS } from '../lib/storage';
import type { Stores } from './index';

/** The consent cookie lives a year. */
const CONSENT_COOKIE_DAYS = 365;

export interface ConsentState {
  /** The choice in force; null until the player chooses (the banner shows). */
  cookiesAgreeType: CookiesType | null;
  /** CONSENT-009: analytics consent mode. */
  analytics: 'granted' | 'denied';
  /** Analytics installed (CONSENT-010/011). */
  analyticsInstalled: boolean;
}

/** The consent of one app instance. */
export type ConsentStore = ConsentState;

export function createConsentStore(): ConsentStore {
  return proxy<ConsentState>({
    cookiesAgreeType: null,
    analytics: 'denied',
    analyticsInstalled: false,
  });
}

/** The consent of this app instance, made on first use (the site notices load after the first paint). */
export function consentOf(stores: Pick<Stores, 'lazy'>): ConsentStore {
  stores.lazy.consent ??= createConsentStore();
  return stores.lazy.consent;
}

/** At start: the stored cookie, or ALL when the site disabled the popup (CONSENT-005). */
export function initConsent(consentStore: ConsentStore, popupEnabled: boolean): void {
  const type = initialConsent(readCookie(CONSENT_COOKIE), popupEnabled);
  consentStore.cookiesAgreeType = type;
  if (type === 'ALL' || type === 'MARKETING') consentStore.analytics = 'granted';
}

/** API-039: a signed-in player's agreement time is logged on the server. */
async function logAgreementTime(time: number): Promise<void> {
  await http.post(COOKIES_AGREEMENT_PATH, { cookiesAgreeTime: time }, { quiet: true });
}

/** CONSENT-004: stores a choice in the cookie. */
export function chooseConsent(consentStore: ConsentStore, type: CookiesType): void {
  consentStore.cookiesAgreeType = type;
  consentStore.analytics = type === 'ALL' || type === 'MARKETING' ? 'granted' : 'denied';
  writeCookie(CONSENT_COOKIE, type, CONSENT_COOKIE_DAYS);
}

/** CONSENT-006..009: accept all; the agreement time goes to the server (signed in) or local storage (guest). */
export async function acceptAllCookies(
  consentStore: ConsentStore,
  signedIn: boolean,
  now = Date.now(),
): Promise<void> {
  const effects = acceptAllRule(signedIn, now);
  chooseConsent(consentStore, effects.cookiesType);
  consentStore.analytics = effects.analyticsConsent;
  if (effects.logAgreementTo === 'server') {
    await logAgreementTime(effects.agreementTime).catch((error: unknown) => {
      console.warn('cookie agreement could not be logged:', error instanceof Error ? error.message : error);
      writeString(STORAGE_KEYS.cookiesAgreeTime, String(effects.agreementTime));
    });
  } else {
    writeString(STORAGE_KEYS.cookiesAgreeTime, String(effects.agreementTime));
  }
}

/** AUTH-005: after a successful session check, a guest's saved agreement time is sent, then cleared. */
export async function sendSavedAgreementTime(): Promise<void> {
  const saved = Number(readString(STORAGE_KEYS.cookiesAgreeTime));
  if (!Number.isFinite(saved) || saved <= 0) return;
  try {
    await logAgreementTime(saved);
    removeItem(STORAGE_KEYS.cookiesAgreeTime);
  } catch (error) {
    console.warn('cookie agreement could not be logged:', error instanceof Error ? error.message : error);
  }
}

/**
 * CONSENT-010/011: schedules the analytics install; nothing without marketing consent, at once on the
 * registration pages, else after 10 s. Answers a cancel function.
 */
export function scheduleAnalytics(
  consentStore: ConsentStore,
  routeId: string | null,
  install: () => void,
): () => void {
  const delay = analyticsInstallDelay(consentStore.cookiesAgreeType, routeId);
  if (delay === null || consentStore.analyticsInstalled) return () => undefined;
  const timer = setTimeout(() => {
    consentStore.analyticsInstalled = true;
    install();
  }, delay);
  return () => clearTimeout(timer);
}

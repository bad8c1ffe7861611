import type { FeatureId, RouteFlags } from '@betline/core';
import type { FirstDepositBonusChoice, RegistrationKind } from '@betline/ui';
import { readString, writeString, STORAGE_KEYS } from '../lib/storage';
import { ANALYTICS_EVENTS, track, type Analytics } from '../site/analytics';

/** The site features of the casino's pages (SPEC §2 "Casino routes"), as the route table marks them. */
const CASINO_FEATURES: readonly FeatureId[] = [
  'casino',
  'live-casino',
  'poker',
  'bingo',
  'tvgames',
  'virtualsports',
];

/** REG-010: from a casino page the casino bonus is preselected, from any other the sports bonus. */
export function bonusForPage(flags: RouteFlags): FirstDepositBonusChoice {
  return flags.featureId !== undefined && CASINO_FEATURES.includes(flags.featureId) ? 2 : 1;
}

/** Where a registration runs: the header's modal or the registration page. */
export type RegistrationPlace = 'modal' | 'page';

/**
 * REG-019: the steps of a registration: opened (page call), a type chosen, the SMS code sent, the account
 * approved by the server, the flow done (signed in, or the activation e-mail sent), a refusal, leaving it.
 */
export type RegistrationStep =
  'page_call' | 'type_chosen' | 'code_sent' | 'approved' | 'done' | 'error' | 'leave';

/** REG-019: tracks a step with the registration type and the place; a refusal carries its HTTP status. */
export function trackRegistration(
  analytics: Analytics,
  step: RegistrationStep,
  place: RegistrationPlace,
  kind?: RegistrationKind,
  status?: number,
): void {
  track(analytics, {
    id: ANALYTICS_EVENTS.registrationFlow,
    s1: step,
    s3: place,
    ...(kind === undefined ? {} : { s2: kind }),
    ...(status === undefined ? {} : { i1: status }),
  });
}

/** REG-016/017: the DOM event the registration modal emits on `window` (`detail.state`: opened or closed). */
export const REGISTRATION_MODAL_EVENT = 'betline:registration-modal';

export type RegistrationModalState = 'opened' | 'closed';

/** Emits the modal's event for whoever listens on the page and tracks it for analytics. */
export function emitRegistrationModal(analytics: Analytics, state: RegistrationModalState): void {
  window.dispatchEvent(new CustomEvent(REGISTRATION_MODAL_EVENT, { detail: { state } }));
  track(analytics, { id: ANALYTICS_EVENTS.registrationModal, s1: state });
}

// ---- the welcome modal a registration leaves owed (NOTICE-020) ----

/**
 * A registration created an account: the welcome modal is owed. The flag is in local storage, so it survives
 * what comes between the registration and the first signed-in page: an e-mail activation in another tab, the
 * page a redirect leads to, a reload.
 */
export function oweWelcome(): void {
  writeString(STORAGE_KEYS.welcomeModal, 'pending');
}

/** Whether the welcome modal is owed (and has not been shown since). */
export function isWelcomeOwed(): boolean {
  return readString(STORAGE_KEYS.welcomeModal) === 'pending';
}

export function welcomeShown(): void {
  writeString(STORAGE_KEYS.welcomeModal, 'shown');
}

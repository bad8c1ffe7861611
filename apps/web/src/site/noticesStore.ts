import { proxy } from 'valtio';
import type { NoticesGroup } from '@betline/contracts';
import type { Stores } from '../stores';

/**
 * The site's `notices` config group (consent popup, age gate, inactivity logoff, registration reminder) of one app
 * instance, and whether the visitor has answered the age question. Until the group is in (or when it cannot be
 * loaded) nothing is shown and no timer runs: a failed load never locks the visitor out behind a gate.
 * Kept apart from the loader (config.ts) so that the layout can read it without the loader's code.
 */
export interface SiteNoticesState {
  config: NoticesGroup | null;
  /**
   * NOTICE-005..007: the age question is answered. Set from the `betline_age` cookie when the group arrives (on
   * the server too, so the page is rendered with or without the question), then from storage after hydration.
   */
  ageAnswered: boolean;
  /**
   * Until when the nudges (registration reminder, install offer) keep quiet: set in the browser when this visit
   * began with the age or cookie question (`FIRST_VISIT_CALM_MS` in questions.ts); unset otherwise.
   */
  calmUntil?: number;
}

/** The notices group of one app instance. */
export type SiteNoticesStore = SiteNoticesState;

export function createSiteNoticesStore(initial?: SiteNoticesState): SiteNoticesStore {
  return proxy<SiteNoticesState>(initial ?? { config: null, ageAnswered: false });
}

/** The notices group of this app instance, made on first use. */
export function siteNoticesOf(stores: Pick<Stores, 'lazy'>): SiteNoticesStore {
  stores.lazy.siteNotices ??= createSiteNoticesStore();
  return stores.lazy.siteNotices;
}

/** Whether the age question is asked now: configured, and not answered (NOTICE-005). */
export function ageQuestionOpen({ config, ageAnswered }: Readonly<SiteNoticesState>): boolean {
  return config !== null && config.ageGate.enabled && !ageAnswered;
}

/** NOTICE-005: the question is answered (by the visitor now, or by an answer kept from an earlier visit). */
export function markAgeAnswered(siteNotices: SiteNoticesStore): void {
  siteNotices.ageAnswered = true;
}

/** This visit began with a question (age, cookies): the nudges keep quiet for `forMs` from now, set once. */
export function startCalmVisit(siteNotices: SiteNoticesStore, forMs: number, now: number = Date.now()): void {
  siteNotices.calmUntil ??= now + forMs;
}

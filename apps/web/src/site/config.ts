import { proxy } from 'valtio';
import type { NoticesGroup } from '@betline/contracts';
import { loadConfigGroups } from '../api/configGroups';

/**
 * The site's `notices` config group: consent popup, age gate, inactivity logoff, registration reminder. Until
 * it is in (or when it cannot be loaded) nothing is shown and no timer runs: a failed load never locks the
 * visitor out behind a gate.
 */
export interface SiteNoticesState {
  config: NoticesGroup | null;
}

export const siteNoticesStore = proxy<SiteNoticesState>({ config: null });

/** Starts loading the notices group as the page starts (a new visitor's first screen is the age gate). */
export function prefetchNoticesConfig(lang: string): void {
  // Remembered by the loader: the page's own call takes this answer. A failure is reported by that call.
  loadConfigGroups(['notices'], lang).catch(() => undefined);
}

/** The notices group for `lang` (`GET /bff-api/config/groups?groups=notices`, loaded once, MISC-016). */
export async function loadNoticesConfig(lang: string): Promise<NoticesGroup | null> {
  try {
    const answer = await loadConfigGroups(['notices'], lang);
    siteNoticesStore.config = answer.groups.notices ?? null;
  } catch (error) {
    console.warn('notices config could not be loaded:', error instanceof Error ? error.message : error);
  }
  return siteNoticesStore.config;
}

export function resetSiteNotices(): void {
  siteNoticesStore.config = null;
}

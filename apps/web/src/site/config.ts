import { proxy } from 'valtio';
import type { ConfigGroupsResponse, NoticesGroup } from '@betline/contracts';
import { http } from '../api/client';
import { PATHS } from '../api/paths';
import { checkAnswer } from '../api/validate';

/**
 * The site's `notices` config group: consent popup, age gate, inactivity logoff, registration reminder. Until
 * it is in (or when it cannot be loaded) nothing is shown and no timer runs: a failed load never locks the
 * visitor out behind a gate.
 */
export interface SiteNoticesState {
  config: NoticesGroup | null;
}

export const siteNoticesStore = proxy<SiteNoticesState>({ config: null });

/** `GET /bff-api/config/groups?groups=notices` (cached by the server 600 s, DECISIONS 11). */
let prefetched: { lang: string; promise: Promise<NoticesGroup | null> } | undefined;

/** Starts loading the notices group as the page starts (a new visitor's first screen is the age gate). */
export function prefetchNoticesConfig(lang: string): void {
  prefetched = { lang, promise: fetchNoticesConfig(lang) };
}

/** The notices group for `lang`: the prefetched answer if the page started it, else a new request. */
export function loadNoticesConfig(lang: string): Promise<NoticesGroup | null> {
  const early = prefetched?.lang === lang ? prefetched.promise : undefined;
  prefetched = undefined;
  return early ?? fetchNoticesConfig(lang);
}

async function fetchNoticesConfig(lang: string): Promise<NoticesGroup | null> {
  try {
    const { data } = await http.get<unknown>(PATHS.configGroups, {
      params: { groups: 'notices', lang },
      quiet: true,
    });
    const answer = await checkAnswer<ConfigGroupsResponse>('configGroupsResponseSchema', data, 'notices');
    siteNoticesStore.config = answer.groups.notices ?? null;
  } catch (error) {
    console.warn('notices config could not be loaded:', error instanceof Error ? error.message : error);
  }
  return siteNoticesStore.config;
}

export function resetSiteNotices(): void {
  prefetched = undefined;
  siteNoticesStore.config = null;
}

import type { NoticesGroup } from '@betline/contracts';
import { loadConfigGroups } from '../api/configGroups';
import type { QueryCache } from '../lib/queryCache';
import { readCookie, type ReadCookie } from '../lib/storage';
import { ageAcceptedByCookie } from './ageGate';
import type { SiteNoticesStore } from './noticesStore';

export { siteNoticesOf, type SiteNoticesStore } from './noticesStore';

/**
 * The notices group for `lang` (`GET /bff-api/config/groups?groups=notices`, loaded once, MISC-016), with the
 * age answer of the cookies `read` sees (the request's on the server).
 */
export async function loadNoticesConfig(
  siteNotices: SiteNoticesStore,
  queries: QueryCache,
  lang: string,
  read: ReadCookie = readCookie,
): Promise<NoticesGroup | null> {
  try {
    const answer = await loadConfigGroups(queries, ['notices'], lang);
    const config = answer.groups.notices ?? null;
    // The answer before the group: never a render that asks a visitor who has answered.
    if (config !== null && !siteNotices.ageAnswered) {
      siteNotices.ageAnswered = ageAcceptedByCookie(config.ageGate.storage, read);
    }
    siteNotices.config = config;
  } catch (error) {
    console.warn('notices config could not be loaded:', error instanceof Error ? error.message : error);
  }
  return siteNotices.config;
}

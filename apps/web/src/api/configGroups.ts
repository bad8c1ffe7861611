import type { ConfigGroupsResponse } from '@betline/contracts';
import { http } from './client';
import { CONFIG_GROUPS_PATH } from '@betline/contracts/paths';
import { checkAnswer } from './validate';
import { fetchQuery, forgetQueries, type QueryCache } from '../lib/queryCache';

/** The data layer's keys of config groups start with this (ADR 0042). */
const KEY = 'config-groups|';

/**
 * `GET /bff-api/config/groups` (SPEC §4 "Config groups"): MISC-016, a set of groups is loaded once per language
 * and remembered for the app instance's life (the browser's page; a server render's request: a long-running
 * server never renders with groups older than the request, DECISIONS 11 keeps them fresh 600 s on the server);
 * MISC-017, a failed load is not remembered, so the next call asks again (a retry, never a stuck failure). Calls
 * made while a load is under way share it.
 */
export function loadConfigGroups(
  queries: QueryCache,
  groups: readonly string[],
  lang: string,
): Promise<ConfigGroupsResponse> {
  const names = [...new Set(groups)].sort().join(',');
  return fetchQuery(
    queries,
    `${KEY}${names}|${lang}`,
    () =>
      http
        .get<unknown>(CONFIG_GROUPS_PATH, { params: { groups: names, lang }, quiet: true })
        .then(({ data }) =>
          checkAnswer<ConfigGroupsResponse>('configGroupsResponseSchema', data, 'config groups'),
        ),
    { keep: true },
  );
}

/** Forgets the instance's remembered groups (tests; a new page load starts without them). */
export function forgetConfigGroups(queries: QueryCache): void {
  forgetQueries(queries, KEY);
}

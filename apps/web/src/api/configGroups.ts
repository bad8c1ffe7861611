import type { ConfigGroupsResponse } from '@betline/contracts';
import { http } from './client';
import { CONFIG_GROUPS_PATH } from '@betline/contracts/paths';
import { checkAnswer } from './validate';

/**
 * `GET /bff-api/config/groups` (SPEC §4 "Config groups"): MISC-016, a set of groups is loaded once per language
 * and remembered for the page's life (the server keeps them fresh 600 s, DECISIONS 11); MISC-017, a failed load
 * is not remembered, so the next call asks again (a retry, never a stuck failure). Calls made while a load is
 * under way share it.
 */
const remembered = new Map<string, Promise<ConfigGroupsResponse>>();

export function loadConfigGroups(groups: readonly string[], lang: string): Promise<ConfigGroupsResponse> {
  const names = [...new Set(groups)].sort().join(',');
  const key = `${names}|${lang}`;
  const known = remembered.get(key);
  if (known) return known;
  const answer = http
    .get<unknown>(CONFIG_GROUPS_PATH, { params: { groups: names, lang }, quiet: true })
    .then(({ data }) =>
      checkAnswer<ConfigGroupsResponse>('configGroupsResponseSchema', data, 'config groups'),
    );
  remembered.set(key, answer);
  answer.catch(() => {
    if (remembered.get(key) === answer) remembered.delete(key);
  });
  return answer;
}

/** Forgets every remembered group (tests; a new page load does the same). */
export function forgetConfigGroups(): void {
  remembered.clear();
}

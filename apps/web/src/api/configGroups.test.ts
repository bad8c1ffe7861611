import { beforeEach, describe, expect, it } from 'vitest';
import { http } from './client';
import { transportAdapter, type TransportRequest } from './transport';
import { CONFIG_GROUPS_PATH } from '@betline/contracts/paths';
import { loadConfigGroups } from './configGroups';
import { createQueryCache } from '../lib/queryCache';

/** A config-groups endpoint that answers from `answer` and logs every request. */
function groupsServer(
  answer: (request: TransportRequest, call: number) => { status: number; data?: unknown },
) {
  const log: TransportRequest[] = [];
  http.defaults.adapter = transportAdapter(async (request) => {
    if (request.path !== CONFIG_GROUPS_PATH) return { status: 404, data: {}, headers: new Headers() };
    log.push(request);
    const { status, data } = answer(request, log.length);
    return { status, data, headers: new Headers() };
  });
  return log;
}

const ROUTING = {
  forbiddenPaths: ['/promo'],
  loginRouteAvailable: true,
  banRedirectUrl: 'block-appeal-history',
  paymentPageRequiresAuth: false,
  promoBonusToOffer: false,
  showBottomNavOnRegistration: false,
};
const groups = (lang: string) => ({ groups: { routing: ROUTING }, lang });

describe('config groups (SPEC §4)', () => {
  // The app instance's data layer (one per page in the browser, one per request on the server).
  let queries = createQueryCache();
  beforeEach(() => {
    queries = createQueryCache();
  });

  it('MISC-016 a set of groups is loaded once per language and remembered; calls during a load share it', async () => {
    const log = groupsServer((request) => ({ status: 200, data: groups(String(request.params?.lang)) }));
    const [first, during] = await Promise.all([
      loadConfigGroups(queries, ['routing', 'features'], 'en'),
      loadConfigGroups(queries, ['features', 'routing'], 'en'),
    ]);
    expect(during).toBe(first);
    expect(await loadConfigGroups(queries, ['features', 'routing'], 'en')).toBe(first);
    expect(log).toHaveLength(1);
    expect(log[0]!.params).toEqual({ groups: 'features,routing', lang: 'en' });
    // Another language or another set of groups is its own load.
    expect((await loadConfigGroups(queries, ['features', 'routing'], 'ru')).lang).toBe('ru');
    await loadConfigGroups(queries, ['notices'], 'en').catch(() => undefined);
    expect(log.map((r) => `${String(r.params?.groups)}|${String(r.params?.lang)}`)).toEqual([
      'features,routing|en',
      'features,routing|ru',
      'notices|en',
    ]);
  });

  it('MISC-017 a failed load is not remembered: the next call asks again and gets the groups', async () => {
    const log = groupsServer((_request, call) =>
      call === 1 ? { status: 503, data: { message: 'busy' } } : { status: 200, data: groups('en') },
    );
    await expect(loadConfigGroups(queries, ['features', 'routing'], 'en')).rejects.toThrow();
    const retried = await loadConfigGroups(queries, ['features', 'routing'], 'en');
    expect(retried.groups.routing?.forbiddenPaths).toEqual(['/promo']);
    expect(log).toHaveLength(2);
    // Remembered once it succeeded.
    await loadConfigGroups(queries, ['features', 'routing'], 'en');
    expect(log).toHaveLength(2);
  });

  it('MISC-016 each app instance remembers its own: a server render never reuses the groups of an earlier request', async () => {
    let version = 0;
    const log = groupsServer(() => ({
      status: 200,
      data: { groups: { routing: { ...ROUTING, forbiddenPaths: [`/v${++version}`] } }, lang: 'en' },
    }));
    const first = await loadConfigGroups(queries, ['routing'], 'en');
    const next = await loadConfigGroups(createQueryCache(), ['routing'], 'en');
    expect(first.groups.routing?.forbiddenPaths).toEqual(['/v1']);
    expect(next.groups.routing?.forbiddenPaths).toEqual(['/v2']);
    expect(log).toHaveLength(2);
  });
});

import {
  AGREEMENT_RULES_ACCEPT_PATH,
  AGREEMENT_RULES_STATUS_PATH,
  apiErrorSchema,
  APP_VERSION_PATH,
  appVersionResponseSchema,
  BAN_STATE_PATH,
  BLOCK_PATH,
  BLOCK_REASONS,
  blockResponseSchema,
  collectorPath,
  collectorResponseSchema,
  CONFIG_GROUPS_CACHE_CONTROL,
  CONFIG_GROUPS_PATH,
  AD_BAIT_PATH,
  configGroupsResponseSchema,
  COOKIES_AGREEMENT_PATH,
  cookiesAgreementResponseSchema,
  DEMO_SWITCHES_PATH,
  demoSwitchesStateSchema,
  devNetworkSchema,
  DEV_NETWORK_PATH,
  FEATURE_IDS,
  MAINTENANCE_PATH,
  maintenanceStatusSchema,
  PARTITIONS_PATH,
  partitionsResponseSchema,
  REDIRECT_LIGHT_PATH,
  redirectLightResponseSchema,
  SITE_CONFIG_PATH,
  siteConfigSchema,
  termsNotAcceptedErrorSchema,
  agreementRulesStatusSchema,
  banStateSchema,
} from '@betline/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { DEFAULT_BRAND, DEFAULT_SITE_SETTINGS } from '../../db/seed';
import { siteConfig } from '../../db/schema';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { isInternalAddress } from './routes';
import { createSiteService } from './service';
import { cookiesAgreementLog, reportEvent, siteConfigGroup, siteRedirect } from './tables';

const COLLECTOR_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-app': 'betline-web', 'x-auth': '0' };

function badRequest(res: LightMyRequestResponse, field: RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const error = apiErrorSchema.parse(res.json());
  expect(error.message).toMatch(field);
  expect(error.message.length).toBeLessThan(400);
}

describe.each(drivers)('site services on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let clock = Date.parse('2026-11-23T09:00:00.000Z');
  const now = () => clock;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, demoMode: true, now, appVersion: 'test-1' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const demo = async (payload: unknown) => {
    const res = await post(DEMO_SWITCHES_PATH, payload);
    expect(res.statusCode, res.body).toBe(200);
    return demoSwitchesStateSchema.parse(res.json());
  };

  describe('config groups', () => {
    it('API-020 answers the groups named in the comma list, in the language asked for', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `${CONFIG_GROUPS_PATH}?groups=features,routing&lang=ru`,
      });
      expect(res.statusCode).toBe(200);
      const body = configGroupsResponseSchema.parse(res.json());
      expect(body.lang).toBe('ru');
      expect(Object.keys(body.groups).sort()).toEqual(['features', 'routing']);
      expect(Object.keys(body.groups.features?.features ?? {}).sort()).toEqual([...FEATURE_IDS].sort());
      expect(body.groups.routing?.loginRouteAvailable).toBe(true);

      const site = configGroupsResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `${CONFIG_GROUPS_PATH}?groups=site&lang=de` })).json(),
      );
      expect(Object.keys(site.groups)).toEqual(['site']);
      expect(site.groups.site?.lang).toBe('de');
      expect(site.groups.site?.companyName).toBe('Betline');
    });

    it('NOTICE-015 the ad-block bait answers an empty script (HEAD too), so only a blocker makes it fail', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url: AD_BAIT_PATH });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/javascript/);
        expect(res.body).toBe('');
      }
    });

    it('CONSENT-005 NOTICE-005 AUTH-019 REG-020 REG-021 the notices group carries the popup, age gate, idle and reminder settings', async () => {
      const res = await app.inject({ method: 'GET', url: `${CONFIG_GROUPS_PATH}?groups=notices&lang=en` });
      expect(res.statusCode).toBe(200);
      const body = configGroupsResponseSchema.parse(res.json());
      expect(Object.keys(body.groups)).toEqual(['notices']);
      expect(body.groups.notices).toEqual({
        cookieConsentPopup: true,
        ageGate: { enabled: true, storage: 'local' },
        inactivityLogoff: { enabled: true, minutes: 30 },
        registrationReminder: { delaySeconds: 60, intervalMinutes: 30 },
      });
    });

    it.each([
      ['no groups', ''],
      ['an unknown group', '?groups=site,secrets'],
      ['a group twice', '?groups=site,site'],
      ['an empty name', '?groups=site,'],
      ['a bad lang', '?groups=site&lang=EN'],
      ['groups given twice', '?groups=site&groups=features'],
    ])('answers 400 naming the parameter for %s', async (_label, query) => {
      badRequest(
        await app.inject({ method: 'GET', url: `${CONFIG_GROUPS_PATH}${query}` }),
        /^query\.(groups|lang)/,
      );
    });

    it('API-021 is cacheable 600 s with stale-while-revalidate to 900 s, with a validator', async () => {
      const url = `${CONFIG_GROUPS_PATH}?groups=routing&lang=en`;
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe(CONFIG_GROUPS_CACHE_CONTROL);
      expect(CONFIG_GROUPS_CACHE_CONTROL).toBe('public, max-age=600, stale-while-revalidate=300');
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('config from memory', () => {
    let cachedApp: App;
    let t = Date.parse('2026-11-23T10:00:00.000Z');
    beforeAll(async () => {
      cachedApp = buildApp({ db: database, webDistDir: null, now: () => t });
      await cachedApp.ready();
    });
    afterAll(async () => {
      await cachedApp.close();
      await database.db
        .update(siteConfig)
        .set({ settings: DEFAULT_SITE_SETTINGS })
        .where(eq(siteConfig.brand, DEFAULT_BRAND));
    });

    async function companyName(): Promise<string> {
      const [groups, all] = await Promise.all([
        cachedApp.inject({ method: 'GET', url: `${CONFIG_GROUPS_PATH}?groups=site&lang=en` }),
        cachedApp.inject({ method: 'GET', url: `${SITE_CONFIG_PATH}?lang=en` }),
      ]);
      const fromGroups = configGroupsResponseSchema.parse(groups.json()).groups.site?.companyName;
      expect(siteConfigSchema.parse(all.json()).companyName).toBe(fromGroups);
      return fromGroups ?? '';
    }
    async function rename(name: string) {
      await database.db
        .update(siteConfig)
        .set({ settings: { ...DEFAULT_SITE_SETTINGS, companyName: name } })
        .where(eq(siteConfig.brand, DEFAULT_BRAND));
    }

    it('API-021 answers from memory while fresh (600 s), then stale once while it reloads, until 900 s', async () => {
      expect(await companyName()).toBe('Betline');
      await rename('Renamed Once');
      t += 599_000;
      expect(await companyName()).toBe('Betline'); // fresh: the database is not asked
      t += 2_000; // 601 s: stale, answered at once while one reload runs in the background
      expect(await companyName()).toBe('Betline');
      await new Promise((r) => setTimeout(r, 200));
      expect(await companyName()).toBe('Renamed Once');

      await rename('Renamed Twice');
      t += 901_000; // past 900 s: too old to answer, the request waits for a reload
      expect(await companyName()).toBe('Renamed Twice');
    });
  });

  describe('maintenance', () => {
    it('GUARD-010 GUARD-011 the window is inactive by default, active when switched on, inactive again off', async () => {
      const idle = maintenanceStatusSchema.parse(
        (await app.inject({ method: 'GET', url: MAINTENANCE_PATH })).json(),
      );
      expect(idle).toEqual({
        startAt: null,
        finishAt: null,
        notifyStartDate: null,
        notifyEndDate: null,
        isActive: false,
      });

      await demo({ switch: 'maintenance', state: 'on', minutes: 90 });
      const on = maintenanceStatusSchema.parse(
        (await app.inject({ method: 'GET', url: MAINTENANCE_PATH })).json(),
      );
      expect(on.isActive).toBe(true);
      expect(on.startAt).toBe(new Date(clock).toISOString());
      expect(on.finishAt).toBe(new Date(clock + 90 * 60_000).toISOString());

      clock += 91 * 60_000; // the works are over when finishAt has passed
      const over = maintenanceStatusSchema.parse(
        (await app.inject({ method: 'GET', url: MAINTENANCE_PATH })).json(),
      );
      expect(over.isActive).toBe(false);

      await demo({ switch: 'maintenance', state: 'notify', minutes: 30 });
      const planned = maintenanceStatusSchema.parse(
        (await app.inject({ method: 'GET', url: MAINTENANCE_PATH })).json(),
      );
      expect(planned.isActive).toBe(false);
      expect(planned.notifyStartDate).toBe(new Date(clock).toISOString());
      expect(planned.notifyEndDate).toBe(planned.startAt);
      expect(Date.parse(planned.startAt ?? '')).toBe(clock + 30 * 60_000);

      await demo({ switch: 'maintenance', state: 'off' });
      const off = maintenanceStatusSchema.parse(
        (await app.inject({ method: 'GET', url: MAINTENANCE_PATH })).json(),
      );
      expect(off.isActive).toBe(false);
      expect(off.startAt).toBeNull();
    });
  });

  describe('redirect-light', () => {
    const redirect = async (url: string) => {
      const res = await post(REDIRECT_LIGHT_PATH, { url });
      expect(res.statusCode, res.body).toBe(200);
      return redirectLightResponseSchema.parse(res.json()).data;
    };

    it('API-022 follows a rule route_from -> route_to, keeping the language and the query', async () => {
      expect(await redirect('/ru/promo/welcome?utm=1')).toEqual({
        redirect: true,
        code: 301,
        url: '/ru/promotions/welcome?utm=1',
        reasons: ['rule:promo/welcome'],
        breadcrumbs: [
          { name: 'promotions', url: '/ru/promotions' },
          { name: 'welcome', url: '/ru/promotions/welcome' },
        ],
      });
      expect((await redirect('/en/help')).code).toBe(302);
    });

    it('ROUTE-008 API-022 a rule is a route_from and a route_to (with its code): a rule added to the table is followed', async () => {
      await database.db
        .insert(siteRedirect)
        .values({ brand: DEFAULT_BRAND, routeFrom: 'summer-cup', routeTo: 'promotions/summer', code: 302 });
      try {
        expect(await redirect('/de/summer-cup?ref=9')).toMatchObject({
          redirect: true,
          code: 302,
          url: '/de/promotions/summer?ref=9',
          reasons: ['rule:summer-cup'],
        });
        // Only its own path: a longer one is not the rule's.
        expect((await redirect('/de/summer-cup/extra')).url).not.toBe('/de/promotions/summer');
      } finally {
        await database.db
          .delete(siteRedirect)
          .where(and(eq(siteRedirect.brand, DEFAULT_BRAND), eq(siteRedirect.routeFrom, 'summer-cup')));
      }
    });

    it('API-022 legacy game routes answer 301 to the canonical game route or the games index', async () => {
      expect(await redirect('/en/allgamesentrance/crash')).toMatchObject({
        redirect: true,
        code: 301,
        url: '/en/games/crash',
        reasons: ['route-table'],
      });
      expect(await redirect('/en/allgamesentrance')).toMatchObject({ code: 301, url: '/en/games' });
      expect(await redirect('/de/dragon-bonus')).toMatchObject({ code: 301, url: '/de/games/dragon-bonus' });
    });

    it('API-022 a path without a rule is no redirect, with its breadcrumbs', async () => {
      expect(await redirect('/en/information/rules/1')).toEqual({
        redirect: false,
        code: null,
        url: '/en/information/rules/1',
        reasons: [],
        breadcrumbs: [
          { name: 'information', url: '/en/information' },
          { name: 'rules', url: '/en/information/rules' },
          { name: '1', url: '/en/information/rules/1' },
        ],
      });
    });

    it.each([
      ['no url', {}],
      ['an absolute url', { url: 'https://evil.example/' }],
      ['a protocol-relative url', { url: '//evil.example/x' }],
      ['a number', { url: 5 }],
    ])('answers 400 for %s', async (_label, payload) => {
      badRequest(await post(REDIRECT_LIGHT_PATH, payload), /^body\.url/);
    });
    it('answers 400 for a body that is not JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: REDIRECT_LIGHT_PATH,
        payload: '{"url":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('blocks', () => {
    const block = async (url: string, headers: Record<string, string> = {}) => {
      const res = await post(BLOCK_PATH, { auth: false, url }, headers);
      expect(res.statusCode, res.body).toBe(200);
      return blockResponseSchema.parse(res.json()).data;
    };

    it('API-023 GUARD-014 nobody is blocked by default; a blocked country gets its reason', async () => {
      expect(await block('/en')).toEqual({ displayTypeId: null, templateTypeId: 0 });
      expect(await block('/en', { 'cf-ipcountry': 'DE' })).toEqual({
        displayTypeId: null,
        templateTypeId: 0,
      });
      expect(await block('/en', { 'cf-ipcountry': 'UA' })).toEqual({ displayTypeId: 13, templateTypeId: 1 });
    });

    it('GUARD-014 a site-wide reason of the config applies to every country; the demo switch wins over both', async () => {
      await database.db.execute(
        sql`insert into site_block_rule (brand, kind, scope, reason) values (${DEFAULT_BRAND}, 'config', '*', 8)`,
      );
      try {
        expect(await block('/en')).toEqual({ displayTypeId: 8, templateTypeId: 1 });
        expect((await block('/en', { 'cf-ipcountry': 'UA' })).displayTypeId).toBe(8);
        for (const reason of BLOCK_REASONS) {
          expect((await demo({ switch: 'block', reason })).block.reason).toBe(reason);
          expect((await block('/en/live')).displayTypeId).toBe(reason);
        }
        expect((await demo({ switch: 'block', reason: null })).block.reason).toBeNull();
        expect((await block('/en')).displayTypeId).toBe(8);
      } finally {
        await database.db.execute(sql`delete from site_block_rule where kind = 'config'`);
      }
    });

    it('GUARD-013 the verification routes are never blocked', async () => {
      await demo({ switch: 'block', reason: 3 });
      try {
        expect((await block('/en/user/accountverify?token=x')).displayTypeId).toBeNull();
        expect((await block('/en/office/verification')).displayTypeId).toBeNull();
        expect((await block('/en/office/account')).displayTypeId).toBe(3);
      } finally {
        await demo({ switch: 'block', reason: null });
      }
    });

    it.each([
      ['no auth', { url: '/en' }],
      ['auth as a string', { auth: 'yes', url: '/en' }],
      ['no url', { auth: true }],
    ])('answers 400 for %s', async (_label, payload) => {
      badRequest(await post(BLOCK_PATH, payload), /^body\.(auth|url)/);
    });
  });

  describe('terms, ban state and the session', () => {
    it.each([
      ['GET', AGREEMENT_RULES_STATUS_PATH],
      ['GET', BAN_STATE_PATH],
    ] as const)('a guest gets 401 from %s %s', async (method, url) => {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/sign in/);
    });

    it('accepting terms without a session is 401, a malformed body 400', async () => {
      expect(
        (await post(AGREEMENT_RULES_ACCEPT_PATH, { updatedAt: new Date(clock).toISOString() })).statusCode,
      ).toBe(401);
      badRequest(await post(AGREEMENT_RULES_ACCEPT_PATH, { updatedAt: 'yesterday' }), /^body\.updatedAt/);
    });

    it('GUARD-007 registering accepts the terms in force: a new player is asked again only when they change', async () => {
      const player = await registerAndSignIn(app);
      const status = async () =>
        (
          await app.inject({ method: 'GET', url: AGREEMENT_RULES_STATUS_PATH, headers: player.headers })
        ).json() as {
          result: boolean;
        };
      expect((await status()).result).toBe(false);
      clock += 1000;
      await demo({ switch: 'terms', on: true });
      expect((await status()).result).toBe(true);
      await demo({ switch: 'terms', on: false });
    });

    it('GUARD-007 API-003 new terms make the status true until the player accepts them', async () => {
      const site = createSiteService({ db: database.db, brand: DEFAULT_BRAND, now });
      const player = 1001;
      const first = await site.termsStatus(player);
      expect(first.result).toBe(true); // never accepted
      await site.acceptTerms(player, first.updatedAt ?? '');
      expect((await site.termsStatus(player)).result).toBe(false);

      clock += 1000;
      const published = await demo({ switch: 'terms', on: true });
      const changed = await site.termsStatus(player);
      expect(changed).toEqual({ result: true, updatedAt: published.terms.updatedAt });
      await expect(site.acceptTerms(player, first.updatedAt ?? '')).rejects.toMatchObject({
        statusCode: 409,
      });
      expect(await site.acceptTerms(player, changed.updatedAt ?? '')).toEqual({
        result: false,
        updatedAt: changed.updatedAt,
      });
      expect((await site.termsStatus(player)).result).toBe(false);

      // Withdrawn and published again: the player must accept the new ones, not the withdrawn ones.
      await demo({ switch: 'terms', on: false });
      expect((await site.termsStatus(player)).result).toBe(false);
      clock += 1000;
      await demo({ switch: 'terms', on: true });
      expect((await site.termsStatus(player)).result).toBe(true);
    });

    it('GUARD-007 with the terms feature off, changed terms ask nothing of the player', async () => {
      const player = 1002;
      const where = and(eq(siteConfigGroup.brand, DEFAULT_BRAND), eq(siteConfigGroup.name, 'features'));
      const [row] = await database.db.select().from(siteConfigGroup).where(where);
      const features = (row?.value as { features: Record<string, boolean> }).features;
      expect(
        (await createSiteService({ db: database.db, brand: DEFAULT_BRAND, now }).termsStatus(player)).result,
      ).toBe(true);
      await database.db
        .update(siteConfigGroup)
        .set({ value: { features: { ...features, terms: false } } })
        .where(where);
      try {
        const site = createSiteService({ db: database.db, brand: DEFAULT_BRAND, now });
        expect((await site.termsStatus(player)).result).toBe(false);
      } finally {
        await database.db.update(siteConfigGroup).set({ value: row?.value }).where(where);
      }
    });

    it('ERR-018 a module that needs accepted terms answers 451 with exception_code 1 until they are accepted', async () => {
      const site = createSiteService({ db: database.db, brand: DEFAULT_BRAND, now });
      const player = 1003;
      const guarded = buildApp({ db: database, webDistDir: null });
      guarded.get('/web-api/test/needs-terms', async () => {
        await site.requireTermsAccepted(player);
        return { ok: true };
      });
      try {
        const refused = await guarded.inject({ method: 'GET', url: '/web-api/test/needs-terms' });
        expect(refused.statusCode).toBe(451);
        expect(termsNotAcceptedErrorSchema.parse(refused.json()).exception_code).toBe(1);
        await site.acceptTerms(player, (await site.termsStatus(player)).updatedAt ?? '');
        const allowed = await guarded.inject({ method: 'GET', url: '/web-api/test/needs-terms' });
        expect(allowed.statusCode).toBe(200);
      } finally {
        await guarded.close();
      }
    });

    it('GUARD-016 GUARD-017 ban state: not banned by default, banned when ban_level > 0', async () => {
      const site = createSiteService({ db: database.db, brand: DEFAULT_BRAND, now });
      const player = 1004;
      expect(await site.banState(player)).toEqual({ isBanned: false, ban_level: 0, ban_version: 0 });
      await site.setBan(player, 53, 1);
      expect(await site.banState(player)).toEqual({ isBanned: true, ban_level: 53, ban_version: 1 });
      await site.setBan(player, 0, 1);
      expect((await site.banState(player)).isBanned).toBe(false);
    });
  });

  describe('signed-in player over HTTP', () => {
    it('API-003 GUARD-007 a new player has accepted the current terms; new terms make the status true until accepted', async () => {
      const player = await registerAndSignIn(app);
      const status = async () => {
        const res = await app.inject({
          method: 'GET',
          url: AGREEMENT_RULES_STATUS_PATH,
          headers: player.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        return agreementRulesStatusSchema.parse(res.json());
      };
      const first = await status();
      // Registering accepted the terms in force; accepting them again is harmless.
      expect(first.result).toBe(false);
      const accepted = await post(
        AGREEMENT_RULES_ACCEPT_PATH,
        { updatedAt: first.updatedAt },
        player.headers,
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(agreementRulesStatusSchema.parse(accepted.json())).toEqual({
        result: false,
        updatedAt: first.updatedAt,
      });
      expect((await status()).result).toBe(false);

      clock += 1000;
      await demo({ switch: 'terms', on: true });
      const changed = await status();
      expect(changed.result).toBe(true);
      const stale = await post(AGREEMENT_RULES_ACCEPT_PATH, { updatedAt: first.updatedAt }, player.headers);
      expect(stale.statusCode).toBe(409);
      expect(apiErrorSchema.parse(stale.json()).message).toMatch(
        /^body\.updatedAt: these are not the current terms/,
      );
      await post(AGREEMENT_RULES_ACCEPT_PATH, { updatedAt: changed.updatedAt }, player.headers);
      expect((await status()).result).toBe(false);
    });

    it('accepting terms needs the CSRF token of the session (403 without it)', async () => {
      const player = await registerAndSignIn(app);
      const cookieOnly = { cookie: player.headers.cookie ?? '' };
      const res = await post(
        AGREEMENT_RULES_ACCEPT_PATH,
        { updatedAt: new Date(clock).toISOString() },
        cookieOnly,
      );
      expect(res.statusCode).toBe(403);
    });

    it('GUARD-016 GUARD-017 the ban state of the signed-in player: ban_level, ban_version, isBanned', async () => {
      const player = await registerAndSignIn(app);
      const banState = async () => {
        const res = await app.inject({ method: 'GET', url: BAN_STATE_PATH, headers: player.headers });
        expect(res.statusCode, res.body).toBe(200);
        return banStateSchema.parse(res.json());
      };
      expect(await banState()).toEqual({ isBanned: false, ban_level: 0, ban_version: 0 });
      await createSiteService({ db: database.db, brand: DEFAULT_BRAND, now }).setBan(player.playerId, 45, 2);
      expect(await banState()).toEqual({ isBanned: true, ban_level: 45, ban_version: 2 });
    });

    it('API-039 a signed-in player consent is logged with the player id', async () => {
      const player = await registerAndSignIn(app);
      const agreedAt = clock - 1000;
      const res = await post(COOKIES_AGREEMENT_PATH, { cookiesAgreeTime: agreedAt }, player.headers);
      expect(res.statusCode, res.body).toBe(201);
      const rows = await database.db
        .select()
        .from(cookiesAgreementLog)
        .where(eq(cookiesAgreementLog.playerId, player.playerId));
      expect(rows.map((r) => r.agreedAt.getTime())).toEqual([agreedAt]);
    });
  });

  describe('cookies agreement', () => {
    it('API-039 logs cookiesAgreeTime (guests too)', async () => {
      const agreedAt = clock - 5_000;
      const res = await post(COOKIES_AGREEMENT_PATH, { cookiesAgreeTime: agreedAt, cookiesAgreeType: 3 });
      expect(res.statusCode, res.body).toBe(201);
      expect(cookiesAgreementResponseSchema.parse(res.json()).cookiesAgreeTime).toBe(agreedAt);
      const rows = await database.db.select().from(cookiesAgreementLog);
      expect(
        rows.some((r) => r.agreedAt.getTime() === agreedAt && r.agreeType === 3 && r.playerId === null),
      ).toBe(true);
    });

    it.each([
      ['no time', {}],
      ['a string', { cookiesAgreeTime: 'now' }],
      ['a fraction', { cookiesAgreeTime: 1.5 }],
      ['a time in the future', { cookiesAgreeTime: Date.parse('2030-01-01T00:00:00Z') }],
    ])('answers 400 for %s', async (_label, payload) => {
      badRequest(await post(COOKIES_AGREEMENT_PATH, payload), /^body\.cookiesAgreeTime/);
    });
  });

  describe('partitions and app version', () => {
    it('API-016 lists the partitions whose features are on, with success', async () => {
      const body = partitionsResponseSchema.parse(
        (await app.inject({ method: 'GET', url: PARTITIONS_PATH })).json(),
      );
      expect(body.success).toBe(true);
      expect(body.listAvailablePartitions).toEqual(
        expect.arrayContaining(['line', 'live', 'casino', 'toto', 'lotto', 'esports', 'poker']),
      );
    });

    it('answers the app version, never cached', async () => {
      const res = await app.inject({ method: 'GET', url: APP_VERSION_PATH });
      expect(appVersionResponseSchema.parse(res.json())).toEqual({ version: 'test-1', builtAt: null });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('reporting collector', () => {
    const key = DEFAULT_SITE_SETTINGS.analyticsKey;

    it('API-059 API-060 API-061 stores the events posted under the key and source id', async () => {
      const events = [
        {
          id: 1000,
          s1: 'home',
          s2: 'header',
          s3: 'login',
          i1: 1,
          i2: -2,
          i3: 3,
          f1: 1.25,
          f2: 2.5,
          ts: clock - 1000,
        },
        { id: 1255 },
      ];
      const res = await post(collectorPath(key, 55), { events }, COLLECTOR_HEADERS);
      expect(res.statusCode, res.body).toBe(202);
      expect(collectorResponseSchema.parse(res.json())).toEqual({ success: true, stored: 2 });
      const rows = await database.db.select().from(reportEvent).where(eq(reportEvent.sourceId, 55));
      const stored = rows.find((r) => r.eventId === 1000);
      expect(stored).toMatchObject({
        s1: 'home',
        s2: 'header',
        s3: 'login',
        i1: 1,
        i2: -2,
        i3: 3,
        f1: 1.25,
        f2: 2.5,
        app: 'betline-web',
        signedIn: false,
      });
      expect(stored?.clientAt?.getTime()).toBe(clock - 1000);
      expect(rows.find((r) => r.eventId === 1255)).toMatchObject({ s1: null, i1: null, f1: null });
    });

    it('limits the requests of one address (429 with Retry-After), others go on', async () => {
      const limited = buildApp({ db: database, webDistDir: null, siteWritesPerMinute: 3 });
      try {
        const send = (remoteAddress: string) =>
          limited.inject({
            method: 'POST',
            url: collectorPath(key, 55),
            payload: { events: [{ id: 1 }] },
            headers: COLLECTOR_HEADERS,
            remoteAddress,
          });
        for (let i = 0; i < 3; i += 1) expect((await send('10.9.9.9')).statusCode).toBe(202);
        const refused = await send('10.9.9.9');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await send('10.9.9.10')).statusCode).toBe(202);
      } finally {
        await limited.close();
      }
    });

    it('API-061 refuses requests without the collector headers', async () => {
      const payload = { events: [{ id: 1 }] };
      badRequest(await post(collectorPath(key, 55), payload, {}), /^headers\.x-requested-with/);
      badRequest(
        await post(collectorPath(key, 55), payload, { ...COLLECTOR_HEADERS, 'x-app': 'Bad App!' }),
        /^headers\.x-app/,
      );
    });

    it('answers 404 for a key that is not the site analytics key and 400 for malformed input', async () => {
      const payload = { events: [{ id: 1 }] };
      expect((await post(collectorPath('other', 55), payload, COLLECTOR_HEADERS)).statusCode).toBe(404);
      badRequest(await post(collectorPath(key, 0), payload, COLLECTOR_HEADERS), /^params\.sourceId/);
      badRequest(await post(`/collector-api/v1/${key}/abc`, payload, COLLECTOR_HEADERS), /^params\.sourceId/);
      badRequest(await post(collectorPath(key, 55), { events: [] }, COLLECTOR_HEADERS), /^body\.events/);
      badRequest(
        await post(collectorPath(key, 55), { events: [{ id: 1, s9: 'x' }] }, COLLECTOR_HEADERS),
        /^body\.events/,
      );
      badRequest(
        await post(
          collectorPath(key, 55),
          { events: Array.from({ length: 51 }, () => ({ id: 1 })) },
          COLLECTOR_HEADERS,
        ),
        /^body\.events/,
      );
    });
  });

  describe('demo switches', () => {
    it('answer 404 with a hint when the server is not in demo mode', async () => {
      const plain = buildApp({ db: database, webDistDir: null });
      try {
        const res = await plain.inject({ method: 'GET', url: DEMO_SWITCHES_PATH });
        expect(res.statusCode).toBe(404);
        expect(apiErrorSchema.parse(res.json()).message).toMatch(/DEMO_MODE=true/);
        const flip = await plain.inject({
          method: 'POST',
          url: DEMO_SWITCHES_PATH,
          payload: { switch: 'block', reason: 13 },
        });
        expect(flip.statusCode).toBe(404);
        const still = await post(BLOCK_PATH, { auth: false, url: '/en' });
        expect(blockResponseSchema.parse(still.json()).data.displayTypeId).toBeNull();
      } finally {
        await plain.close();
      }
    });

    it.each([
      ['an unknown switch', { switch: 'ban' }],
      ['an unknown block reason', { switch: 'block', reason: 6 }],
      ['a maintenance state that does not exist', { switch: 'maintenance', state: 'maybe' }],
    ])('answer 400 for %s', async (_label, payload) => {
      badRequest(await post(DEMO_SWITCHES_PATH, payload), /^body\./);
    });
  });

  it('GUARD-023 GUARD-024 a forbidden path, or a page whose feature is off, answers 404 from the server', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'betline-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    const [routing] = await database.db
      .select()
      .from(siteConfigGroup)
      .where(and(eq(siteConfigGroup.brand, DEFAULT_BRAND), eq(siteConfigGroup.name, 'routing')));
    const [features] = await database.db
      .select()
      .from(siteConfigGroup)
      .where(and(eq(siteConfigGroup.brand, DEFAULT_BRAND), eq(siteConfigGroup.name, 'features')));
    const setGroup = (name: string, value: unknown) =>
      database.db
        .update(siteConfigGroup)
        .set({ value })
        .where(and(eq(siteConfigGroup.brand, DEFAULT_BRAND), eq(siteConfigGroup.name, name)));
    const web = buildApp({ db: database, webDistDir: webDir });
    try {
      const status = async (url: string) => (await web.inject({ method: 'GET', url })).statusCode;
      expect(await status('/en/information/about')).toBe(200);
      expect(await status('/en/statistic/x')).toBe(200);
      await web.close();

      await setGroup('routing', { ...(routing?.value as object), forbiddenPaths: ['information/about'] });
      const off = (features?.value as { features: Record<string, boolean> }).features;
      await setGroup('features', { features: { ...off, statistic: false } });
      const restricted = buildApp({ db: database, webDistDir: webDir });
      try {
        const restrictedStatus = async (url: string) =>
          (await restricted.inject({ method: 'GET', url })).statusCode;
        expect(await restrictedStatus('/en/information/about')).toBe(404);
        expect(await restrictedStatus('/en/information/about/more')).toBe(404);
        expect(await restrictedStatus('/en/information/contacts')).toBe(200);
        expect(await restrictedStatus('/en/statistic/x')).toBe(404);
      } finally {
        await restricted.close();
      }
    } finally {
      await setGroup('routing', routing?.value);
      await setGroup('features', features?.value);
      await web.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('the seeded groups validate against the contract', async () => {
    const rows = await database.db
      .select()
      .from(siteConfigGroup)
      .where(eq(siteConfigGroup.brand, DEFAULT_BRAND));
    expect(rows.map((r) => r.name).sort()).toEqual(['features', 'notices', 'routing']);
  });

  it('ROUTE-044 the network check tells what the server sees of a request, outside production only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: DEV_NETWORK_PATH,
      remoteAddress: '192.168.1.20',
      headers: { 'cf-ipcountry': 'de', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(devNetworkSchema.parse(res.json())).toMatchObject({
      internal: true,
      country: 'DE',
      countryHeader: 'cf-ipcountry',
      forwardedFor: '203.0.113.7',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const production = buildApp({ db: database, webDistDir: null, devRoutes: false });
    await production.ready();
    expect((await production.inject({ method: 'GET', url: DEV_NETWORK_PATH })).statusCode).toBe(404);
    await production.close();
  });
});

describe('internal addresses', () => {
  it('loopback and private ranges are internal, public addresses are not', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.9',
      '100.64.1.1',
      '::1',
      'fd12::1',
      '::ffff:10.0.0.1',
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of [
      '203.0.113.7',
      '8.8.8.8',
      '172.32.0.1',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      'not an address',
    ])
      expect(isInternalAddress(ip), ip).toBe(false);
  });
});

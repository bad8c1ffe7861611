/**
 * The site services (SPEC §7, issue 9): config groups from memory with stale-while-revalidate, terms,
 * maintenance window, redirect-light, blocks, ban state, cookies-agreement log, partitions and the reporting
 * collector, plus the operator's demo switches. One instance per app, created in `buildApp`.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_ACCENT, DEFAULT_ON_ACCENT, safeColour, type BrandIdentity } from '../../http/brand';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BLOCK_TEMPLATE_NONE,
  BLOCK_TEMPLATE_PAGE,
  CONFIG_GROUPS_FRESH_SECONDS,
  CONFIG_GROUPS_STALE_SECONDS,
  featuresGroupSchema,
  routingGroupSchema,
  noticesGroupSchema,
  siteConfigSchema,
  TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
  TERMS_NOT_ACCEPTED_STATUS,
  type AgreementRulesStatus,
  type BanState,
  type BlockReason,
  type BlockResponse,
  type CollectorEvent,
  type ConfigGroupName,
  type ConfigGroupsResponse,
  type DemoSwitchesState,
  type DemoSwitchRequest,
  type FeatureId,
  type FeaturesGroup,
  type MaintenanceStatus,
  type RedirectLightResponse,
  type RoutingGroup,
  type NoticesGroup,
  type SiteConfig,
} from '@betline/contracts';
import { siteFeatures } from '@betline/core';
import type { Db } from '../../db/client';
import { siteConfig, type SiteSettings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { loadLanguages, resolveLanguage, type LanguageRow } from '../config/service';
import { SwrCache } from './cache';
import { decideRedirect, parseSitePath, type RedirectRule } from './redirects';
import { DEFAULT_NOTICES } from './seed';
import {
  cookiesAgreementLog,
  playerBan,
  playerTermsAcceptance,
  reportEvent,
  siteBlockRule,
  siteConfigGroup,
  siteMaintenance,
  siteRedirect,
  siteTerms,
} from './tables';

/** Everything the config answers are made of, loaded in one go and kept in memory. */
interface SiteSnapshot {
  settings: Omit<SiteConfig, 'lang' | 'languageId' | 'languages'>;
  languages: LanguageRow[];
  features: FeaturesGroup;
  routing: RoutingGroup;
  notices: NoticesGroup;
  /** Serialised answers of this snapshot with their validators, by request key. */
  answers: Map<string, CachedAnswer>;
  /** What the server needs to answer page paths (built once per snapshot). */
  routes?: RouteContext;
}

/** The site settings the route table is resolved with on the server (see http/web.ts). */
export interface RouteContext {
  /** Every language of the site (hidden ones too: signed-in players may use them). */
  languages: string[];
  /** Visible languages, the candidates for a path without a language (DECISIONS 2). */
  visibleLanguages: string[];
  /** Features on for a signed-in player of the production build (a page that exists for someone is 200). */
  features: Set<string>;
  forbiddenPaths: string[];
}

export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Features that are product partitions (API-016), in the order they are listed. */
const PARTITION_FEATURES: readonly FeatureId[] = [
  'esports',
  'toto',
  'lotto',
  'casino',
  'live-casino',
  'poker',
  'bingo',
  'virtualsports',
  'tvgames',
  'games',
];

/** Routes that a block never covers (GUARD-013): the verification pages, so that a player can lift it. */
const BLOCK_EXEMPT_ROUTES = new Set(['user/accountverify', 'office/verification']);

/** Default lengths of the demo maintenance switch. */
const DEMO_MAINTENANCE_MINUTES = 60;
const DEMO_NOTICE_MINUTES = 30;

export interface SiteServiceOptions {
  db: Db;
  brand: string;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  onBackgroundError?: (error: unknown) => void;
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** The site's config, terms, switches and the small player-facing services of the site module. */
export interface SiteService {
  readonly brand: string;
  settings(): Promise<SiteSettings>;
  siteConfigAnswer(lang: string | undefined): Promise<CachedAnswer>;
  configGroupsAnswer(groups: readonly ConfigGroupName[], lang: string | undefined): Promise<CachedAnswer>;
  invalidateConfig(): void;
  routeContext(): Promise<RouteContext>;
  partitions(): Promise<string[]>;
  identity(): Promise<BrandIdentity>;
  analyticsKey(): Promise<string>;
  termsStatus(playerId: number): Promise<AgreementRulesStatus>;
  requireTermsAccepted(playerId: number): Promise<void>;
  acceptCurrentTerms(playerId: number): Promise<void>;
  acceptTerms(playerId: number, updatedAt: string): Promise<AgreementRulesStatus>;
  maintenance(): Promise<MaintenanceStatus>;
  redirectLight(url: string): Promise<RedirectLightResponse>;
  block(url: string, country: string | undefined): Promise<BlockResponse>;
  banState(playerId: number): Promise<BanState>;
  setBan(playerId: number, banLevel: number, banVersion: number): Promise<void>;
  logCookiesAgreement(
    playerId: number | null,
    cookiesAgreeTime: number,
    cookiesAgreeType: number | undefined,
  ): Promise<void>;
  collect(
    key: string,
    sourceId: number,
    app: string,
    signedIn: boolean,
    events: readonly CollectorEvent[],
  ): Promise<number>;
  demoState(): Promise<DemoSwitchesState>;
  demoSwitch(request: DemoSwitchRequest): Promise<DemoSwitchesState>;
}

export function createSiteService(options: SiteServiceOptions): SiteService {
  const siteDb = options.db;
  const brand = options.brand;
  const nowMs = options.now ?? Date.now;
  const cache: SwrCache<SiteSnapshot> = new SwrCache(() => loadSnapshot(), {
    freshMs: CONFIG_GROUPS_FRESH_SECONDS * 1000,
    staleMs: CONFIG_GROUPS_STALE_SECONDS * 1000,
    now: nowMs,
    onBackgroundError: options.onBackgroundError,
  });
  let settingsRead: { at: number; value: Promise<SiteSettings> } | undefined;

  // ----- config (from memory) ---------------------------------------------------------------------------

  /**
   * The brand's settings for the rules the server applies (the coupon rules of bets), read at most every 5 s:
   * a config change reaches bets within seconds. A failed read is not kept.
   */
  function settings(): Promise<SiteSettings> {
    const now = nowMs();
    if (!settingsRead || now - settingsRead.at > 5_000) {
      const value = (async () => {
        const [row] = await siteDb
          .select({ settings: siteConfig.settings })
          .from(siteConfig)
          .where(eq(siteConfig.brand, brand));
        if (!row) throw new Error(`site config of brand ${brand} is missing`);
        return row.settings;
      })();
      settingsRead = { at: now, value };
      value.catch(() => {
        settingsRead = undefined;
      });
    }
    return settingsRead.value;
  }

  async function loadSnapshot(): Promise<SiteSnapshot> {
    const [[row], languages, groups] = await Promise.all([
      siteDb.select().from(siteConfig).where(eq(siteConfig.brand, brand)).limit(1),
      loadLanguages(siteDb, brand),
      siteDb
        .select({ name: siteConfigGroup.name, value: siteConfigGroup.value })
        .from(siteConfigGroup)
        .where(eq(siteConfigGroup.brand, brand)),
    ]);
    if (!row) throw new Error(`no site config for brand "${brand}": run the seed or set SITE_BRAND`);
    if (languages.length === 0) throw new Error(`brand "${brand}" has no languages`);
    const group = (name: string) => groups.find((g) => g.name === name)?.value;
    return {
      settings: row.settings,
      languages,
      features: featuresGroupSchema.parse(group('features')),
      routing: routingGroupSchema.parse(group('routing')),
      // A database seeded before the group existed answers the demo defaults until an operator sets it.
      notices: noticesGroupSchema.parse(group('notices') ?? DEFAULT_NOTICES),
      answers: new Map(),
    };
  }

  function resolveConfig(snapshot: SiteSnapshot, lang: string | undefined): SiteConfig {
    const language = resolveLanguage(snapshot.languages, lang);
    return siteConfigSchema.parse({
      ...snapshot.settings,
      lang: language.code,
      languageId: language.languageId,
      languages: snapshot.languages.map(({ code, name, hidden }) => ({ code, name, hidden })),
    });
  }

  async function answer(key: string, build: (s: SiteSnapshot) => unknown): Promise<CachedAnswer> {
    const snapshot = await cache.get();
    let cached = snapshot.answers.get(key);
    if (!cached) {
      const body = JSON.stringify(build(snapshot));
      cached = { body, etag: etagOf(body) };
      // Keys are bounded: groups come from a closed list, languages from the site's list (else the fallback).
      snapshot.answers.set(key, cached);
    }
    return cached;
  }

  /** The site config (`/bff-api/config/all.json`), serialised, from memory. */
  function siteConfigAnswer(lang: string | undefined): Promise<CachedAnswer> {
    return cache.get().then((s) => {
      const code = resolveLanguage(s.languages, lang).code;
      return answer(`all:${code}`, (snap) => resolveConfig(snap, code));
    });
  }

  /** The requested config groups (API-020), serialised, from memory (API-021). */
  async function configGroupsAnswer(
    groups: readonly ConfigGroupName[],
    lang: string | undefined,
  ): Promise<CachedAnswer> {
    const snapshot = await cache.get();
    const code = resolveLanguage(snapshot.languages, lang).code;
    return answer(`groups:${groups.join(',')}:${code}`, (snap) => {
      const answer: ConfigGroupsResponse = { lang: code, groups: {} };
      for (const name of groups) {
        if (name === 'site') answer.groups.site = resolveConfig(snap, code);
        if (name === 'features') answer.groups.features = snap.features;
        if (name === 'routing') answer.groups.routing = snap.routing;
        if (name === 'notices') answer.groups.notices = snap.notices;
      }
      return answer;
    });
  }

  /** Forgets the config kept in memory (after an operator changed it). */
  function invalidateConfig(): void {
    cache.invalidate();
  }

  async function routeContext(): Promise<RouteContext> {
    const snapshot = await cache.get();
    snapshot.routes ??= {
      languages: snapshot.languages.map((l) => l.code),
      visibleLanguages: snapshot.languages.filter((l) => !l.hidden).map((l) => l.code),
      features: siteFeatures({
        features: snapshot.features.features,
        isRegistrationAllowed: snapshot.settings.isRegistrationAllowed,
        isShowIdentification: snapshot.settings.isShowIdentification,
        paymentPageRequiresAuth: snapshot.routing.paymentPageRequiresAuth,
        promoBonusToOffer: snapshot.routing.promoBonusToOffer,
        production: true,
        signedIn: true,
      }),
      forbiddenPaths: snapshot.routing.forbiddenPaths,
    };
    return snapshot.routes;
  }

  async function partitions(): Promise<string[]> {
    const { features } = await cache.get();
    return ['line', 'live', ...PARTITION_FEATURES.filter((id) => features.features[id])];
  }

  /** The brand's name, colours and installability for the page shell, its icon and its manifest. */
  async function identity(): Promise<BrandIdentity> {
    const { settings } = await cache.get();
    const book = (prop: string) =>
      settings.partnerCssBrandBook.find((entry) => entry.css_prop === prop)?.css_value;
    return {
      name: settings.companyName,
      themeColor: safeColour(settings.pwaManifest.themeColor, '#10141c'),
      accent: safeColour(book('--bgColor-accent-emphasis'), DEFAULT_ACCENT),
      onAccent: safeColour(book('--fgColor-onAccent'), DEFAULT_ON_ACCENT),
      pwa: settings.isPwa,
    };
  }

  async function analyticsKey(): Promise<string> {
    return (await cache.get()).settings.analyticsKey;
  }

  // ----- terms ------------------------------------------------------------------------------------------

  async function currentTerms(db: Db = siteDb): Promise<{ version: number; publishedAt: Date } | undefined> {
    const [row] = await db
      .select({ version: siteTerms.version, publishedAt: siteTerms.publishedAt })
      .from(siteTerms)
      .where(and(eq(siteTerms.brand, brand), eq(siteTerms.withdrawn, false)))
      .orderBy(desc(siteTerms.version))
      .limit(1);
    return row;
  }

  /** API-003: whether the terms changed since the player last accepted them. */
  async function termsStatus(playerId: number): Promise<AgreementRulesStatus> {
    const [terms, snapshot] = await Promise.all([currentTerms(), cache.get()]);
    if (!terms) return { result: false, updatedAt: null };
    // GUARD-007: with the terms feature off, nobody is asked to confirm them.
    if (snapshot.features.features.terms === false)
      return { result: false, updatedAt: iso(terms.publishedAt) };
    const [accepted] = await siteDb
      .select({ version: playerTermsAcceptance.version })
      .from(playerTermsAcceptance)
      .where(and(eq(playerTermsAcceptance.playerId, playerId), eq(playerTermsAcceptance.brand, brand)));
    return { result: (accepted?.version ?? 0) < terms.version, updatedAt: iso(terms.publishedAt) };
  }

  /**
   * For other modules: refuses (HTTP 451, `exception_code` 1, ERR-018) a player who has not accepted the
   * current terms, when the terms feature is on.
   */
  async function requireTermsAccepted(playerId: number): Promise<void> {
    const status = await termsStatus(playerId);
    if (status.result) {
      throw new HttpError(
        TERMS_NOT_ACCEPTED_STATUS,
        'the terms changed: the player must accept them first (agreement-rules/accept)',
        'terms_not_accepted',
        undefined,
        { exception_code: TERMS_NOT_ACCEPTED_EXCEPTION_CODE },
      );
    }
  }

  /** A new player agreed to the terms in force when registering: recorded so that they are not asked again. */
  async function acceptCurrentTerms(playerId: number): Promise<void> {
    const terms = await currentTerms();
    if (!terms) return;
    await siteDb
      .insert(playerTermsAcceptance)
      .values({ playerId, brand: brand, version: terms.version, acceptedAt: new Date(nowMs()) })
      .onConflictDoNothing();
  }

  /** The player accepts the terms published at `updatedAt`; 409 when newer terms exist, 404 when none. */
  async function acceptTerms(playerId: number, updatedAt: string): Promise<AgreementRulesStatus> {
    return siteDb.transaction(async (tx) => {
      const terms = await currentTerms(tx);
      if (!terms) throw new HttpError(404, 'the site has no terms to accept');
      if (terms.publishedAt.getTime() !== new Date(updatedAt).getTime()) {
        throw new HttpError(
          409,
          `body.updatedAt: these are not the current terms (current terms were published at ${terms.publishedAt.toISOString()}); load the status again`,
        );
      }
      await tx
        .insert(playerTermsAcceptance)
        .values({ playerId, brand: brand, version: terms.version, acceptedAt: new Date(nowMs()) })
        .onConflictDoUpdate({
          target: [playerTermsAcceptance.playerId, playerTermsAcceptance.brand],
          set: {
            version: sql`greatest(${playerTermsAcceptance.version}, excluded.version)`,
            acceptedAt: sql`excluded.accepted_at`,
          },
        });
      return { result: false, updatedAt: iso(terms.publishedAt) };
    });
  }

  // ----- maintenance ------------------------------------------------------------------------------------

  async function maintenance(): Promise<MaintenanceStatus> {
    const [row] = await siteDb.select().from(siteMaintenance).where(eq(siteMaintenance.brand, brand));
    const now = nowMs();
    const startAt = row?.startAt ?? null;
    const finishAt = row?.finishAt ?? null;
    const isActive =
      startAt !== null && startAt.getTime() <= now && (finishAt === null || now < finishAt.getTime());
    return {
      startAt: iso(startAt),
      finishAt: iso(finishAt),
      notifyStartDate: iso(row?.notifyStartAt),
      notifyEndDate: iso(row?.notifyEndAt),
      isActive,
    };
  }

  // ----- redirects --------------------------------------------------------------------------------------

  async function redirectLight(url: string): Promise<RedirectLightResponse> {
    const rules = await siteDb
      .select({ routeFrom: siteRedirect.routeFrom, routeTo: siteRedirect.routeTo, code: siteRedirect.code })
      .from(siteRedirect)
      .where(eq(siteRedirect.brand, brand));
    return { data: decideRedirect(url, rules as RedirectRule[]) };
  }

  // ----- blocks -----------------------------------------------------------------------------------------

  /**
   * API-023: the block reason for a visitor from `country` opening `url`. Precedence: the demo switch, then a
   * site-wide reason of the config, then the country's. The verification routes are never blocked (GUARD-013).
   */
  async function block(url: string, country: string | undefined): Promise<BlockResponse> {
    const none: BlockResponse = { data: { displayTypeId: null, templateTypeId: BLOCK_TEMPLATE_NONE } };
    if (BLOCK_EXEMPT_ROUTES.has(parseSitePath(url).segments.join('/'))) return none;
    const scopes = country ? ['*', country] : ['*'];
    const rules = await siteDb
      .select({ kind: siteBlockRule.kind, scope: siteBlockRule.scope, reason: siteBlockRule.reason })
      .from(siteBlockRule)
      .where(and(eq(siteBlockRule.brand, brand), inArray(siteBlockRule.scope, scopes)));
    const pick = (kind: string) =>
      rules.find((r) => r.kind === kind && (kind === 'country' ? r.scope === country : r.scope === '*'));
    const rule = pick('demo') ?? pick('config') ?? pick('country');
    if (!rule) return none;
    return { data: { displayTypeId: rule.reason as BlockReason, templateTypeId: BLOCK_TEMPLATE_PAGE } };
  }

  // ----- ban --------------------------------------------------------------------------------------------

  async function banState(playerId: number): Promise<BanState> {
    const [row] = await siteDb
      .select({ banLevel: playerBan.banLevel, banVersion: playerBan.banVersion })
      .from(playerBan)
      .where(eq(playerBan.playerId, playerId));
    const banLevel = row?.banLevel ?? 0;
    return { isBanned: banLevel > 0, ban_level: banLevel, ban_version: row?.banVersion ?? 0 };
  }

  /** Sets a player's ban (operators and tests; level 0 lifts it). */
  async function setBan(playerId: number, banLevel: number, banVersion: number): Promise<void> {
    await siteDb
      .insert(playerBan)
      .values({ playerId, banLevel, banVersion })
      .onConflictDoUpdate({
        target: playerBan.playerId,
        set: { banLevel, banVersion, updatedAt: new Date(nowMs()) },
      });
  }

  // ----- cookies agreement ------------------------------------------------------------------------------

  /** API-039: logs a consent; `cookiesAgreeTime` may not lie in the future (5 minutes of clock skew allowed). */
  async function logCookiesAgreement(
    playerId: number | null,
    cookiesAgreeTime: number,
    cookiesAgreeType: number | undefined,
  ): Promise<void> {
    if (cookiesAgreeTime > nowMs() + 5 * 60_000) {
      throw new HttpError(
        400,
        'body.cookiesAgreeTime: lies in the future (milliseconds since the epoch expected)',
      );
    }
    await siteDb.insert(cookiesAgreementLog).values({
      brand: brand,
      playerId,
      agreedAt: new Date(cookiesAgreeTime),
      agreeType: cookiesAgreeType ?? null,
    });
  }

  // ----- reporting collector ----------------------------------------------------------------------------

  /** API-059..061: stores the events when `key` is the site's analytics key (404 otherwise). */
  async function collect(
    key: string,
    sourceId: number,
    app: string,
    signedIn: boolean,
    events: readonly CollectorEvent[],
  ): Promise<number> {
    if (key !== (await analyticsKey())) {
      throw new HttpError(404, 'unknown collector key: use the site config analyticsKey');
    }
    const rows = events.map((e) => ({
      brand: brand,
      sourceId,
      eventId: e.id,
      app,
      signedIn,
      s1: e.s1 ?? null,
      s2: e.s2 ?? null,
      s3: e.s3 ?? null,
      i1: e.i1 ?? null,
      i2: e.i2 ?? null,
      i3: e.i3 ?? null,
      f1: e.f1 ?? null,
      f2: e.f2 ?? null,
      clientAt: e.ts === undefined ? null : new Date(e.ts),
    }));
    await siteDb.insert(reportEvent).values(rows);
    return rows.length;
  }

  // ----- demo switches ----------------------------------------------------------------------------------

  async function demoState(): Promise<DemoSwitchesState> {
    const [maintenanceNow, [demoBlock], terms] = await Promise.all([
      maintenance(),
      siteDb
        .select({ reason: siteBlockRule.reason })
        .from(siteBlockRule)
        .where(
          and(eq(siteBlockRule.brand, brand), eq(siteBlockRule.kind, 'demo'), eq(siteBlockRule.scope, '*')),
        ),
      currentTerms(),
    ]);
    return {
      maintenance: maintenanceNow,
      block: { reason: (demoBlock?.reason as BlockReason | undefined) ?? null },
      terms: { updatedAt: iso(terms?.publishedAt), version: terms?.version ?? 0 },
    };
  }

  async function demoSwitch(request: DemoSwitchRequest): Promise<DemoSwitchesState> {
    const now = nowMs();
    if (request.switch === 'maintenance') {
      const minutes = request.minutes;
      let window: {
        startAt: Date | null;
        finishAt: Date | null;
        notifyStartAt: Date | null;
        notifyEndAt: Date | null;
      };
      if (request.state === 'on') {
        const finish = now + (minutes ?? DEMO_MAINTENANCE_MINUTES) * 60_000;
        window = {
          startAt: new Date(now),
          finishAt: new Date(finish),
          notifyStartAt: null,
          notifyEndAt: null,
        };
      } else if (request.state === 'notify') {
        const start = now + (minutes ?? DEMO_NOTICE_MINUTES) * 60_000;
        window = {
          startAt: new Date(start),
          finishAt: new Date(start + DEMO_MAINTENANCE_MINUTES * 60_000),
          notifyStartAt: new Date(now),
          notifyEndAt: new Date(start),
        };
      } else {
        window = { startAt: null, finishAt: null, notifyStartAt: null, notifyEndAt: null };
      }
      await siteDb
        .insert(siteMaintenance)
        .values({ brand: brand, ...window, updatedAt: new Date(now) })
        .onConflictDoUpdate({ target: siteMaintenance.brand, set: { ...window, updatedAt: new Date(now) } });
    } else if (request.switch === 'block') {
      const where = and(
        eq(siteBlockRule.brand, brand),
        eq(siteBlockRule.kind, 'demo'),
        eq(siteBlockRule.scope, '*'),
      );
      if (request.reason === null) {
        await siteDb.delete(siteBlockRule).where(where);
      } else {
        const reason = request.reason;
        await siteDb
          .insert(siteBlockRule)
          .values({ brand: brand, kind: 'demo', scope: '*', reason })
          .onConflictDoUpdate({
            target: [siteBlockRule.brand, siteBlockRule.kind, siteBlockRule.scope],
            set: { reason },
          });
      }
    } else {
      await siteDb.transaction(async (tx) => {
        const terms = await currentTerms(tx);
        if (request.on) {
          const [last] = await tx
            .select({ version: sql<number>`coalesce(max(${siteTerms.version}), 0)::int` })
            .from(siteTerms)
            .where(eq(siteTerms.brand, brand));
          await tx
            .insert(siteTerms)
            .values({ brand: brand, version: (last?.version ?? 0) + 1, publishedAt: new Date(now) });
        } else if (terms && terms.version > 1) {
          // The first terms stay: "off" withdraws what was published after them.
          await tx
            .update(siteTerms)
            .set({ withdrawn: true })
            .where(and(eq(siteTerms.brand, brand), eq(siteTerms.version, terms.version)));
        }
      });
    }
    return demoState();
  }

  return {
    brand,
    settings,
    siteConfigAnswer,
    configGroupsAnswer,
    invalidateConfig,
    routeContext,
    partitions,
    identity,
    analyticsKey,
    termsStatus,
    requireTermsAccepted,
    acceptCurrentTerms,
    acceptTerms,
    maintenance,
    redirectLight,
    block,
    banState,
    setBan,
    logCookiesAgreement,
    collect,
    demoState,
    demoSwitch,
  };
}

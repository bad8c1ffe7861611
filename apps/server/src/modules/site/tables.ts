/**
 * Tables of the site services: config groups, terms versions and acceptances, the maintenance window,
 * redirect rules, block rules, ban state, the cookies-agreement log and the reporting collector's events.
 * Player ids are the identity module's ids (integers); these tables keep no foreign key on them so that the site
 * module does not depend on the identity tables.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A named config group of a brand (`features`, `routing`); the `site` group is the site config itself. */
export const siteConfigGroup = pgTable(
  'site_config_group',
  {
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.name] })],
);

/**
 * Published versions of a brand's terms; the highest version not withdrawn is the current one. Version numbers
 * are never reused, so an acceptance always names the terms it was given for.
 */
export const siteTerms = pgTable(
  'site_terms',
  {
    brand: text('brand').notNull(),
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull(),
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.brand, t.version] }), check('site_terms_version', sql`${t.version} > 0`)],
);

/** The terms version a player accepted last, per brand. */
export const playerTermsAcceptance = pgTable(
  'player_terms_acceptance',
  {
    playerId: integer('player_id').notNull(),
    brand: text('brand').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.brand] })],
);

/** The brand's maintenance window (one row per brand; no row or null dates: nothing planned). */
export const siteMaintenance = pgTable(
  'site_maintenance',
  {
    brand: text('brand').primaryKey(),
    startAt: timestamp('start_at', { withTimezone: true, precision: 3 }),
    finishAt: timestamp('finish_at', { withTimezone: true, precision: 3 }),
    notifyStartAt: timestamp('notify_start_at', { withTimezone: true, precision: 3 }),
    notifyEndAt: timestamp('notify_end_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'site_maintenance_order',
      sql`${t.startAt} is null or ${t.finishAt} is null or ${t.startAt} < ${t.finishAt}`,
    ),
  ],
);

/** Redirect rules of redirect-light: a path (without language prefix) to another, with 301 or 302. */
export const siteRedirect = pgTable(
  'site_redirect',
  {
    brand: text('brand').notNull(),
    routeFrom: text('route_from').notNull(),
    routeTo: text('route_to').notNull(),
    code: integer('code').notNull().default(301),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.routeFrom] }),
    check('site_redirect_code', sql`${t.code} in (301, 302)`),
  ],
);

/**
 * Block rules: `kind` `country` (scope: an ISO 3166 alpha-2 country), `config` (scope `*`: the whole site)
 * or `demo` (scope `*`: the operator's demo switch). Precedence: demo, then config, then country.
 */
export const siteBlockRule = pgTable(
  'site_block_rule',
  {
    brand: text('brand').notNull(),
    kind: text('kind').$type<'country' | 'config' | 'demo'>().notNull(),
    scope: text('scope').notNull(),
    reason: integer('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.kind, t.scope] }),
    check('site_block_rule_kind', sql`${t.kind} in ('country', 'config', 'demo')`),
  ],
);

/** A player's ban (no row: not banned). */
export const playerBan = pgTable(
  'player_ban',
  {
    playerId: integer('player_id').primaryKey(),
    banLevel: integer('ban_level').notNull().default(0),
    banVersion: integer('ban_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('player_ban_level', sql`${t.banLevel} >= 0 and ${t.banVersion} >= 0`)],
);

/** Every cookie consent given (signed-in players with their id, guests without). */
export const cookiesAgreementLog = pgTable(
  'cookies_agreement_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    playerId: integer('player_id'),
    agreedAt: timestamp('agreed_at', { withTimezone: true, precision: 3 }).notNull(),
    agreeType: integer('agree_type'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cookies_agreement_log_player').on(t.playerId)],
);

/** Events of the reporting collector. */
export const reportEvent = pgTable(
  'report_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    sourceId: integer('source_id').notNull(),
    eventId: integer('event_id').notNull(),
    app: text('app').notNull(),
    signedIn: boolean('signed_in').notNull(),
    s1: text('s1'),
    s2: text('s2'),
    s3: text('s3'),
    i1: integer('i1'),
    i2: integer('i2'),
    i3: integer('i3'),
    f1: doublePrecision('f1'),
    f2: doublePrecision('f2'),
    clientAt: timestamp('client_at', { withTimezone: true, precision: 3 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_event_brand_event').on(t.brand, t.eventId)],
);

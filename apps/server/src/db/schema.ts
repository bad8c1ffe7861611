/**
 * The one Drizzle schema of the server, shared by both drivers (PGlite and node-postgres).
 *
 * Tables never name a PostgreSQL schema: they live in whatever schema `search_path` points at
 * (`public` by default, a throw-away `betline_test_*` schema in the tests).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteConfig } from '@betline/contracts';

/**
 * The brand-level part of the site config (SPEC §3). `lang`, `languageId` and `languages` are not stored here:
 * they are resolved per request from `site_language`.
 */
export type SiteSettings = Omit<SiteConfig, 'lang' | 'languageId' | 'languages'>;

/** One row per brand (the default `betline` brand and partner brands). */
export const siteConfig = pgTable('site_config', {
  brand: text('brand').primaryKey(),
  settings: jsonb('settings').$type<SiteSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The languages a brand offers. Hidden ones are offered to signed-in players only (SPEC §2). */
export const siteLanguage = pgTable(
  'site_language',
  {
    brand: text('brand')
      .notNull()
      .references(() => siteConfig.brand, { onDelete: 'cascade' }),
    /** Two lowercase letters, as in the path prefix (`/en/...`). */
    code: text('code').notNull(),
    /** Numeric language id, answered as the site config's `languageId`. */
    languageId: integer('language_id').notNull(),
    /** The language's own name (`Deutsch`, `Русский`). */
    name: text('name').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.code] }),
    check('site_language_code_format', sql`${t.code} ~ '^[a-z]{2}$'`),
  ],
);
export * from '../modules/protection/tables';
export * from '../modules/site/tables';

export * from '../modules/identity/tables';
export * from '../modules/outbox/tables';
export * from '../modules/captcha/tables';
export * from '../infra/tables';
export * from '../modules/wallet/tables';
export * from '../modules/feed/tables';
export * from '../modules/casino/tables';
export * from '../modules/sportsbook/tables';
export * from '../modules/seo/tables';
export * from '../modules/content/tables';
export * from '../modules/views/tables';
export * from '../modules/operator/tables';
export * from '../modules/support/tables';
export * from '../modules/verification/tables';
export * from '../modules/bonuses/tables';
export * from '../modules/promotions/tables';
export * from '../modules/referrals/tables';
export * from '../modules/cashback/tables';
export * from '../modules/bonusGames/tables';
export * from '../modules/toto/tables';
export * from '../modules/lotto/tables';
export * from '../modules/sharedRounds/tables';
export * from '../modules/races/tables';
export * from '../modules/builder/tables';
export * from '../modules/favourites/tables';

/**
 * Tables of the SEO module (docs/adr/0039-seo.md): the texts of every page per language, the SEO block's texts,
 * custom canonical addresses, the sports' names per language, the ISO language map and the analytics counters.
 * A text may hold placeholders (`{brand}`, `{sport}`, `{champ}`, `{game}`, `{provider}`) filled when it is
 * answered. Languages are the site's two-letter codes; a language without a row is answered in English.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SeoMeta } from '@betline/contracts';

/**
 * The head of a page (or of a family of pages with names in its path) in one language: title, description,
 * the page's main heading, its own robots rule (null: the rule its place in the site gives it) and extra metas.
 * `page_key` is the route id of the route table, or a finer key for pages with names (`line-sport`, `live-game`).
 */
export const seoPageText = pgTable(
  'seo_page_text',
  {
    brand: text('brand').notNull(),
    pageKey: text('page_key').notNull(),
    lng: text('lng').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    heading: text('heading').notNull(),
    robots: text('robots'),
    metas: jsonb('metas').$type<SeoMeta[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.pageKey, t.lng] }),
    check('seo_page_text_lng', sql`${t.lng} ~ '^[a-z]{2}$'`),
  ],
);

/**
 * The text of the main layout's SEO block in one language: for a page key, or for a family of pages
 * (`casino`, `sportsbook`, ...) or `default`; the most specific one answers.
 */
export const seoContent = pgTable(
  'seo_content',
  {
    brand: text('brand').notNull(),
    contentKey: text('content_key').notNull(),
    lng: text('lng').notNull(),
    heading: text('heading').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.contentKey, t.lng] }),
    check('seo_content_lng', sql`${t.lng} ~ '^[a-z]{2}$'`),
  ],
);

/**
 * SEO-003: a canonical address chosen by the operator, for a path below the language (`information/about`),
 * every path under a prefix (`cyber/*`) or the whole site (`*`). `url`: `target` is a path with `{lng}` and
 * `{rest}` (what the prefix's `*` matched) or an absolute address; `mirror`: `domain` is the host to index.
 */
export const seoCanonical = pgTable(
  'seo_canonical',
  {
    brand: text('brand').notNull(),
    path: text('path').notNull(),
    mode: text('mode').$type<'url' | 'mirror'>().notNull(),
    target: text('target'),
    domain: text('domain'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.path] }),
    check(
      'seo_canonical_mode',
      sql`(${t.mode} = 'url' and ${t.target} is not null) or (${t.mode} = 'mirror' and ${t.domain} is not null)`,
    ),
  ],
);

/** A sport's name in one language (the feed names sports in English only). */
export const seoSportName = pgTable(
  'seo_sport_name',
  {
    sportId: integer('sport_id').notNull(),
    lng: text('lng').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sportId, t.lng] }),
    check('seo_sport_name_lng', sql`${t.lng} ~ '^[a-z]{2}$'`),
  ],
);

/** API-057: a site language's ISO 639-1 code (hreflang, `<html lang>`) and its Open Graph locale. */
export const seoLanguage = pgTable(
  'seo_language',
  {
    code: text('code').primaryKey(),
    iso: text('iso').notNull(),
    locale: text('locale').notNull(),
  },
  (t) => [check('seo_language_code', sql`${t.code} ~ '^[a-z]{2}$'`)],
);

/** API-058: an analytics counter a domain (`*`: every domain) of a brand installs for a project. */
export const seoCounter = pgTable(
  'seo_counter',
  {
    brand: text('brand').notNull(),
    domain: text('domain').notNull(),
    projectId: integer('project_id').notNull(),
    kind: text('kind').notNull(),
    counterId: text('counter_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.domain, t.projectId, t.kind] }),
    check(
      'seo_counter_kind',
      sql`${t.kind} in ('google-tag-manager', 'google-analytics', 'yandex-metrika', 'matomo')`,
    ),
  ],
);

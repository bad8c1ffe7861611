/**
 * Tables of the content module: the information pages and the rule book (groups and their chapters), each a
 * document of a brand with revisions per language. A revision is a draft until it is published; publishing gives
 * it the next number of its document and language, and the latest published one is answered. HTML is stored
 * already cleaned (sanitize.ts), never as it came.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A page (`key` = its slug, `about`; `site-page` for a page of its own address, `partners`), a news or blog post
 * (`news/<slug>`, `blog/<slug>`), a rule group (`rules/2`) or a chapter (`rules/2/3`, `parent_id` = its
 * group). `position` orders pages and groups' chapters; groups and chapters are also numbered in the address.
 */
export const contentDocument = pgTable(
  'content_document',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    kind: text('kind')
      .$type<'page' | 'site-page' | 'rule-group' | 'rule-chapter' | 'news' | 'blog'>()
      .notNull(),
    key: text('key').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_document_brand_key').on(t.brand, t.key),
    check(
      'content_document_kind',
      sql`${t.kind} in ('page', 'site-page', 'rule-group', 'rule-chapter', 'news', 'blog')`,
    ),
    check('content_document_parent', sql`(${t.kind} = 'rule-chapter') = (${t.parentId} is not null)`),
  ],
);

/**
 * One text of a document in one language: a draft (`revision` and `published_at` null) or a published revision
 * (numbered 1, 2, ... per document and language).
 */
export const contentRevision = pgTable(
  'content_revision',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => contentDocument.id, { onDelete: 'cascade' }),
    lng: text('lng').notNull(),
    revision: integer('revision'),
    title: text('title').notNull(),
    html: text('html').notNull(),
    /** Posts: the list's line (plain text) and the cover image (a site path); null for other documents. */
    summary: text('summary'),
    coverUrl: text('cover_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('content_revision_number').on(t.documentId, t.lng, t.revision),
    index('content_revision_document_lng').on(t.documentId, t.lng),
    check('content_revision_lng', sql`${t.lng} ~ '^[a-z]{2}$'`),
    check('content_revision_published', sql`(${t.revision} is null) = (${t.publishedAt} is null)`),
  ],
);

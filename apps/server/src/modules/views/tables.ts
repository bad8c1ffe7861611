/**
 * Table of the views module: the remote views (RV-001) of a brand, one row per view and language. `body` and
 * `head` are stored already cleaned (sanitize.ts), never as they came.
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const remoteView = pgTable(
  'remote_view',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    appName: text('app_name').notNull(),
    lng: text('lng').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    style: text('style').notNull().default(''),
    cssToLoad: jsonb('css_to_load').$type<string[]>().notNull().default([]),
    scriptsToLoad: jsonb('scripts_to_load').$type<string[]>().notNull().default([]),
    codeToEval: text('code_to_eval').notNull().default(''),
    head: text('head').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('remote_view_brand_name_lng').on(t.brand, t.appName, t.lng),
    check('remote_view_lng', sql`${t.lng} ~ '^[a-z]{2}$'`),
  ],
);

/**
 * The views service: the remote views (RV-001, RV-002) of one brand, per language. Readers get the view in
 * their language, or in English when it has none in that language; operators create or replace a view's text
 * in a language, cleaned on the way in. One instance per app, created in `buildApp`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { FALLBACK_LANGUAGE } from '@betline/core';
import type { RemoteView, RemoteViewWriteParsed } from '@betline/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { cleanViewBody, cleanViewHead } from './sanitize';
import { remoteView } from './tables';

export const VIEW_ERROR_CODES = { notFound: 'VIEW_NOT_FOUND', emptyBody: 'VIEW_BODY_EMPTY' } as const;

export interface ViewServiceOptions {
  db: Db;
  brand: string;
  now?: () => Date;
}

export interface ViewService {
  view(appName: string, lng: string): Promise<RemoteView>;
  /** Creates or replaces the view's text in `write.lng`; `created` says which. */
  write(appName: string, write: RemoteViewWriteParsed): Promise<{ view: RemoteView; created: boolean }>;
}

type Row = typeof remoteView.$inferSelect;

function answerOf(row: Row): RemoteView {
  return {
    appName: row.appName,
    lng: row.lng,
    title: row.title,
    body: row.body,
    style: row.style,
    cssToLoad: row.cssToLoad,
    scriptsToLoad: row.scriptsToLoad,
    codeToEval: row.codeToEval,
    head: row.head,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createViewService({ db, brand, now = () => new Date() }: ViewServiceOptions): ViewService {
  async function view(appName: string, lng: string): Promise<RemoteView> {
    const rows = await db
      .select()
      .from(remoteView)
      .where(
        and(
          eq(remoteView.brand, brand),
          eq(remoteView.appName, appName),
          inArray(remoteView.lng, [lng, FALLBACK_LANGUAGE]),
        ),
      );
    const row = rows.find((r) => r.lng === lng) ?? rows.find((r) => r.lng === FALLBACK_LANGUAGE);
    if (row === undefined) {
      throw new HttpError(404, `view ${appName} does not exist`, VIEW_ERROR_CODES.notFound);
    }
    return answerOf(row);
  }

  async function write(
    appName: string,
    input: RemoteViewWriteParsed,
  ): Promise<{ view: RemoteView; created: boolean }> {
    const body = cleanViewBody(input.body);
    if (body === '') {
      throw new HttpError(400, 'the view body has nothing left once cleaned', VIEW_ERROR_CODES.emptyBody);
    }
    const values = {
      title: input.title,
      body,
      style: input.style,
      cssToLoad: input.cssToLoad,
      scriptsToLoad: input.scriptsToLoad,
      codeToEval: input.codeToEval,
      head: cleanViewHead(input.head),
      updatedAt: now(),
    };
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: remoteView.id })
        .from(remoteView)
        .where(
          and(eq(remoteView.brand, brand), eq(remoteView.appName, appName), eq(remoteView.lng, input.lng)),
        )
        .limit(1);
      const [row] =
        existing === undefined
          ? await tx
              .insert(remoteView)
              .values({ brand, appName, lng: input.lng, ...values })
              .returning()
          : await tx.update(remoteView).set(values).where(eq(remoteView.id, existing.id)).returning();
      if (row === undefined) throw new Error(`view ${appName} was not written`);
      return { view: answerOf(row), created: existing === undefined };
    });
  }

  return { view, write };
}

/**
 * The demo views (demoViews.ts), written for a brand that has no views yet, cleaned like an operator's. A
 * second start, or views an operator changed since, are left alone.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_VIEWS } from './demoViews';
import { cleanViewBody, cleanViewHead } from './sanitize';
import { remoteView } from './tables';

/** When the demo views say they were written. */
const DEMO_WRITTEN_AT = new Date('2026-11-01T09:00:00Z');

export async function seedViews(db: Db, brands: readonly string[]): Promise<void> {
  for (const brand of brands) {
    await db.transaction(async (tx) => {
      const [any] = await tx
        .select({ id: remoteView.id })
        .from(remoteView)
        .where(eq(remoteView.brand, brand))
        .limit(1);
      if (any !== undefined) return;
      const rows = Object.entries(DEMO_VIEWS).flatMap(([appName, byLng]) =>
        Object.entries(byLng).map(([lng, view]) => ({
          brand,
          appName,
          lng,
          ...view,
          body: cleanViewBody(view.body),
          head: cleanViewHead(view.head),
          updatedAt: DEMO_WRITTEN_AT,
        })),
      );
      await tx.insert(remoteView).values(rows);
    });
  }
}

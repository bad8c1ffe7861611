/**
 * The demo content (demoPages.en.ts, demoRules.en.ts, demoContent.ru.ts), written for a brand that has no
 * content yet: each text is published as revision 1 of its language, cleaned like an operator's text. A second
 * start, or content an operator changed since, is left alone. The site pages, the further information pages and
 * the posts (demoSitePages.ts, demoPosts.ts) are added one by one where their document does not exist yet, so a
 * database seeded before them gets them too.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { DEMO_PAGE_ORDER, DEMO_PAGES_EN, type DemoText } from './demoPages.en';
import { DEMO_RULES_EN } from './demoRules.en';
import { DEMO_PAGES_RU, DEMO_RULES_RU } from './demoContent.ru';
import { DEMO_POSTS } from './demoPosts';
import { DEMO_INFO_PAGES_EN, DEMO_SITE_PAGES_EN, DEMO_SITE_PAGES_RU } from './demoSitePages';
import { cleanHtml } from './sanitize';
import { contentDocument, contentRevision } from './tables';

/** When the demo texts say they were published. */
const DEMO_PUBLISHED_AT = new Date('2026-11-01T09:00:00Z');

type Kind = 'page' | 'site-page' | 'rule-group' | 'rule-chapter' | 'news' | 'blog';
type SeedText = DemoText & { summary?: string };

async function addDocument(
  tx: Tx,
  brand: string,
  document: { kind: Kind; key: string; parentId: number | null; position: number },
  texts: Readonly<Record<string, SeedText | null | undefined>>,
  publishedAt: Date = DEMO_PUBLISHED_AT,
): Promise<number> {
  const [row] = await tx
    .insert(contentDocument)
    .values({ brand, ...document, createdAt: publishedAt })
    .returning({ id: contentDocument.id });
  if (row === undefined) throw new Error(`content seed: ${document.key} was not written`);
  const revisions = Object.entries(texts).flatMap(([lng, text]) =>
    text === null || text === undefined
      ? []
      : [
          {
            documentId: row.id,
            lng,
            revision: 1,
            title: text.title,
            html: cleanHtml(text.html).html,
            summary: text.summary ?? null,
            createdAt: publishedAt,
            publishedAt,
          },
        ],
  );
  if (revisions.length > 0) await tx.insert(contentRevision).values(revisions);
  return row.id;
}

/** Adds a document with its texts unless the brand has a document of that key. */
async function addMissing(
  tx: Tx,
  brand: string,
  document: { kind: Kind; key: string; position: number },
  texts: Readonly<Record<string, SeedText | null | undefined>>,
  publishedAt?: Date,
): Promise<void> {
  const [existing] = await tx
    .select({ id: contentDocument.id })
    .from(contentDocument)
    .where(and(eq(contentDocument.brand, brand), eq(contentDocument.key, document.key)));
  if (existing === undefined)
    await addDocument(tx, brand, { ...document, parentId: null }, texts, publishedAt);
}

async function seedLater(db: Db, brand: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, [slug, en]] of Object.entries(DEMO_INFO_PAGES_EN).entries()) {
      await addMissing(
        tx,
        brand,
        { kind: 'page', key: slug, position: DEMO_PAGE_ORDER.length + index + 1 },
        { en },
      );
    }
    for (const [index, [slug, en]] of Object.entries(DEMO_SITE_PAGES_EN).entries()) {
      await addMissing(
        tx,
        brand,
        { kind: 'site-page', key: slug, position: index + 1 },
        { en, ru: DEMO_SITE_PAGES_RU[slug] },
      );
    }
    // Oldest first, so ids follow the dates like posts written over time.
    const posts = [...DEMO_POSTS].sort((a, b) => a.date.localeCompare(b.date));
    for (const [index, post] of posts.entries()) {
      await addMissing(
        tx,
        brand,
        { kind: post.kind, key: `${post.kind}/${post.slug}`, position: index + 1 },
        { en: post.en, ru: post.ru },
        new Date(post.date),
      );
    }
  });
}

export async function seedContent(db: Db, brands: readonly string[]): Promise<void> {
  for (const brand of brands) {
    await db.transaction(async (tx) => {
      const [any] = await tx
        .select({ id: contentDocument.id })
        .from(contentDocument)
        .where(eq(contentDocument.brand, brand))
        .limit(1);
      if (any !== undefined) return;
      for (const [index, slug] of DEMO_PAGE_ORDER.entries()) {
        await addDocument(
          tx,
          brand,
          { kind: 'page', key: slug, parentId: null, position: index + 1 },
          { en: DEMO_PAGES_EN[slug], ru: DEMO_PAGES_RU[slug] },
        );
      }
      for (const [g, group] of DEMO_RULES_EN.entries()) {
        const ru = DEMO_RULES_RU[g];
        const groupId = await addDocument(
          tx,
          brand,
          { kind: 'rule-group', key: `rules/${g + 1}`, parentId: null, position: g + 1 },
          { en: group, ru },
        );
        for (const [c, chapter] of group.chapters.entries()) {
          await addDocument(
            tx,
            brand,
            { kind: 'rule-chapter', key: `rules/${g + 1}/${c + 1}`, parentId: groupId, position: c + 1 },
            { en: chapter, ru: ru?.chapters[c] },
          );
        }
      }
    });
    await seedLater(db, brand);
  }
}

/**
 * The demo SEO data (demoTexts.ts) written per brand with "insert unless present": a second start, or a text an
 * operator changed since, is left alone.
 */
import type { Db } from '../../db/client';
import {
  CONTENT,
  DEMO_CANONICALS,
  DEMO_COUNTERS,
  FAMILY_TEXTS,
  FAMILY_TITLE,
  LANGUAGE_ISO,
  PAGE_NAMES,
  ROBOTS_OVERRIDES,
  SPECIAL_PAGES,
  SPORT_NAMES,
  TEXT_LANGUAGES,
} from './demoTexts';
import { seoCanonical, seoContent, seoCounter, seoLanguage, seoPageText, seoSportName } from './tables';

type PageRow = typeof seoPageText.$inferInsert;

/** The text of the language at `index` of TEXT_LANGUAGES. */
function inLanguage(texts: readonly string[], index: number): string {
  const text = texts[index];
  if (text === undefined) throw new Error(`seo seed: a text has no ${TEXT_LANGUAGES[index]} version`);
  return text;
}

/** Every page key's texts in every language, for one brand (`{brand}` stays a placeholder). */
export function demoPageRows(brand: string): PageRow[] {
  const rows: PageRow[] = [];
  for (const [pageKey, { family, name }] of Object.entries(PAGE_NAMES)) {
    TEXT_LANGUAGES.forEach((lng, i) => {
      const own = inLanguage(name, i);
      rows.push({
        brand,
        pageKey,
        lng,
        title: FAMILY_TITLE.replace('{name}', own),
        description: inLanguage(FAMILY_TEXTS[family], i).replace('{name}', own),
        heading: own,
        robots: ROBOTS_OVERRIDES[pageKey] ?? null,
      });
    });
  }
  for (const [pageKey, { texts }] of Object.entries(SPECIAL_PAGES)) {
    for (const lng of TEXT_LANGUAGES) {
      rows.push({ brand, pageKey, lng, ...texts[lng], robots: ROBOTS_OVERRIDES[pageKey] ?? null });
    }
  }
  return rows;
}

async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) await insert(rows.slice(at, at + 500));
}

export async function seedSeo(db: Db, brands: readonly string[]): Promise<void> {
  if (brands.length === 0) return;
  await insertInChunks(
    brands.flatMap((brand) => demoPageRows(brand)),
    (chunk) => db.insert(seoPageText).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    brands.flatMap((brand) =>
      Object.entries(CONTENT).flatMap(([contentKey, byLanguage]) =>
        TEXT_LANGUAGES.map((lng) => ({
          brand,
          contentKey,
          lng,
          heading: byLanguage[lng].heading,
          paragraphs: [...byLanguage[lng].paragraphs],
        })),
      ),
    ),
    (chunk) => db.insert(seoContent).values(chunk).onConflictDoNothing(),
  );
  await db
    .insert(seoSportName)
    .values(
      Object.entries(SPORT_NAMES).flatMap(([sportId, names]) =>
        TEXT_LANGUAGES.map((lng, i) => ({ sportId: Number(sportId), lng, name: inLanguage(names, i) })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(seoLanguage)
    .values([...LANGUAGE_ISO])
    .onConflictDoNothing();
  await db
    .insert(seoCounter)
    .values(brands.flatMap((brand) => DEMO_COUNTERS.map((counter) => ({ brand, ...counter }))))
    .onConflictDoNothing();
  await db
    .insert(seoCanonical)
    .values(brands.flatMap((brand) => DEMO_CANONICALS.map((canonical) => ({ brand, ...canonical }))))
    .onConflictDoNothing();
}

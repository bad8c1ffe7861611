/**
 * Site config (SPEC §3): the brand's settings plus its languages, resolved for the requested language.
 */
import { asc, eq } from 'drizzle-orm';
import type { SiteLanguage } from '@betline/contracts';
import type { Db } from '../../db/client';
import { siteLanguage } from '../../db/schema';

/** The language answered when the requested one is missing or not a language of the site (DECISIONS 2). */
export const FALLBACK_LANGUAGE = 'en';

export interface LanguageRow extends SiteLanguage {
  languageId: number;
}

/**
 * The language the config is answered in: the requested one when the site has it (hidden ones included:
 * the config is public and cached, whether to offer a hidden language is the client's call, made with the
 * `hidden` flag), else English, else the site's first visible language.
 */
export function resolveLanguage(
  languages: readonly LanguageRow[],
  requested: string | undefined,
): LanguageRow {
  const byCode = (code: string | undefined) => languages.find((l) => l.code === code);
  const chosen =
    byCode(requested) ?? byCode(FALLBACK_LANGUAGE) ?? languages.find((l) => !l.hidden) ?? languages[0];
  if (!chosen) throw new Error('the site has no languages');
  return chosen;
}

export async function loadLanguages(db: Db, brand: string): Promise<LanguageRow[]> {
  return db
    .select({
      code: siteLanguage.code,
      name: siteLanguage.name,
      hidden: siteLanguage.hidden,
      languageId: siteLanguage.languageId,
    })
    .from(siteLanguage)
    .where(eq(siteLanguage.brand, brand))
    .orderBy(asc(siteLanguage.sort), asc(siteLanguage.code));
}

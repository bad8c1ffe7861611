/**
 * Site config (SPEC §3): the brand's settings plus its languages, resolved for the requested language.
 */
import { asc, eq } from 'drizzle-orm';
import { siteConfigSchema, type SiteConfig, type SiteLanguage } from '@betline/contracts';
import type { Db } from '../../db/client';
import { siteConfig, siteLanguage } from '../../db/schema';

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

/** The brand's site config for `lang`, validated against the contract (a mismatch is a server error). */
export async function getSiteConfig(db: Db, brand: string, lang: string | undefined): Promise<SiteConfig> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.brand, brand)).limit(1);
  if (!row) throw new Error(`no site config for brand "${brand}": run the seed or set SITE_BRAND`);
  const languages = await loadLanguages(db, brand);
  const language = resolveLanguage(languages, lang);
  return siteConfigSchema.parse({
    ...row.settings,
    lang: language.code,
    languageId: language.languageId,
    languages: languages.map(({ code, name, hidden }) => ({ code, name, hidden })),
  });
}

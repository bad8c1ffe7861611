/**
 * Demo data, written once: a brand's rows are inserted only when the brand does not exist yet, so a second
 * start (or a change made to the data since) is left alone.
 */
import { acceptDemoTermsForAll, seedSite } from '../modules/site/seed';
import type { Db } from './client';
import { seedDemoPlayers } from '../modules/identity/demo';
import { siteConfig, siteLanguage, type SiteSettings } from './schema';
import { seedWalletDemo } from '../modules/wallet/seed';
import { createMoneyStack } from '../money';
import { seedProtectionDemo } from '../modules/protection/seed';
import { seedCasino } from '../modules/casino/seed';
import { seedSeo } from '../modules/seo/seed';
import { seedContent } from '../modules/content/seed';
import { seedPromotions } from '../modules/promotions/seed';
import { seedViews } from '../modules/views/seed';
import { seedDemoOperator } from '../modules/operator/seed';
import { seedBonusGames } from '../modules/bonusGames/seed';

/** The brand the server answers for unless `SITE_BRAND` says otherwise. */
export const DEFAULT_BRAND = 'betline';
/** A partner brand with a brand book, to see a reskin (MISC-005) without touching the default brand. */
export const PARTNER_DEMO_BRAND = 'aurora';

/** Currency ids of the demo data (the seed's fallback currency is RUB). */
export const DEMO_CURRENCY_ID = { RUB: 1, USD: 2, EUR: 3 } as const; // = CURRENCIES ids of @betline/core

interface SeedLanguage {
  code: string;
  languageId: number;
  name: string;
  hidden?: boolean;
}

/** Every language the product ships, named in its own language; `kk` is hidden (signed-in players only). */
export const DEMO_LANGUAGES: readonly SeedLanguage[] = [
  { code: 'en', languageId: 1, name: 'English' },
  { code: 'ru', languageId: 2, name: 'Русский' },
  { code: 'de', languageId: 3, name: 'Deutsch' },
  { code: 'es', languageId: 4, name: 'Español' },
  { code: 'pt', languageId: 5, name: 'Português' },
  { code: 'tr', languageId: 6, name: 'Türkçe' },
  { code: 'uk', languageId: 7, name: 'Українська' },
  { code: 'kk', languageId: 8, name: 'Қазақша', hidden: true },
];

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  couponTypesWithMinAmount: [0, 1, 2, 4, 9],
  couponTypesWithMaxAmount: [0, 1, 2, 4, 9],
  isAvailableCouponBonusBet: true,
  showVipBet: true,
  show_one_click: true,
  ref_id: 1,
  isRegistrationAllowed: true,
  isShowIdentification: true,
  group_id: 1,
  isFlexibleAssetPath: false,
  isPwa: true,
  pwaManifest: { themeColor: '#10141c' },
  partnerCssBrandBook: [],
  companyName: 'Betline',
  taskCounter: 0,
  countryCode: 'RU',
  currencyId: DEMO_CURRENCY_ID.RUB,
  analyticsKey: 'betline-web-demo',
  // Views are served by the site itself: no other origin may run code in them.
  remoteViewOrigins: [],
  footerRemoteView: 'partner-footer',
  errorRemoteView: 'error-page',
  accountRemoteView: 'account-page',
  supportRemoteView: 'support-modal',
};

export const PARTNER_DEMO_SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  ref_id: 2,
  group_id: 2,
  showVipBet: false,
  pwaManifest: { themeColor: '#1b1034' },
  partnerCssBrandBook: [
    { css_prop: '--bgColor-accent-emphasis', css_value: '#7c3aed' },
    { css_prop: '--fgColor-onAccent', css_value: '#ffffff' },
    { css_prop: '--radius-md', css_value: '10px' },
  ],
  companyName: 'Aurora Bet',
  countryCode: 'DE',
  currencyId: DEMO_CURRENCY_ID.EUR,
  analyticsKey: 'aurora-web-demo',
};

interface DemoSite {
  brand: string;
  settings: SiteSettings;
  languages: readonly string[];
}

const DEMO_SITES: readonly DemoSite[] = [
  { brand: DEFAULT_BRAND, settings: DEFAULT_SITE_SETTINGS, languages: DEMO_LANGUAGES.map((l) => l.code) },
  { brand: PARTNER_DEMO_BRAND, settings: PARTNER_DEMO_SETTINGS, languages: ['en', 'de', 'ru'] },
];

export interface SeedResult {
  /** Brands inserted by this run (empty when the data was already there). */
  brandsCreated: string[];
  languagesCreated: number;
  /** Demo players created by this run (their login is free). */
  playersCreated: string[];
}

export async function seedDatabase(db: Db): Promise<SeedResult> {
  const sites = await seedSites(db);
  const brands = DEMO_SITES.map((site) => site.brand);
  const playersCreated = await seedDemoPlayers(db);
  // Module demo data, each written once (after the site's own rows and the demo players).
  await seedWalletDemo(db, createMoneyStack(db).wallet);
  await seedProtectionDemo(db);
  await seedCasino(db);
  await seedSeo(db, brands);
  await seedContent(db, brands);
  await seedPromotions(db, brands);
  await seedViews(db, brands);
  await seedDemoOperator(db);
  await seedBonusGames(db);
  await acceptDemoTermsForAll(db, brands, new Date());
  return { ...sites, playersCreated };
}

async function seedSites(db: Db): Promise<Omit<SeedResult, 'playersCreated'>> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(siteConfig)
      .values(DEMO_SITES.map((s) => ({ brand: s.brand, settings: s.settings })))
      .onConflictDoNothing({ target: siteConfig.brand })
      .returning({ brand: siteConfig.brand });
    const brandsCreated = created.map((r) => r.brand);
    // The site services' demo data (config groups, terms, redirects, block rules), added where missing.
    await seedSite(
      tx,
      DEMO_SITES.map((s) => s.brand),
      new Date(),
    );
    if (brandsCreated.length === 0) return { brandsCreated, languagesCreated: 0 };

    const rows = DEMO_SITES.filter((s) => brandsCreated.includes(s.brand)).flatMap((site) =>
      site.languages.map((code, sort) => {
        const lang = DEMO_LANGUAGES.find((l) => l.code === code);
        if (!lang) throw new Error(`seed: unknown demo language ${code}`);
        return {
          brand: site.brand,
          code,
          languageId: lang.languageId,
          name: lang.name,
          hidden: lang.hidden ?? false,
          sort,
        };
      }),
    );
    // Languages of a brand created just now; a brand that already existed keeps whatever languages it has.
    const inserted = await tx
      .insert(siteLanguage)
      .values(rows)
      .onConflictDoNothing()
      .returning({ code: siteLanguage.code });
    return { brandsCreated, languagesCreated: inserted.length };
  });
}

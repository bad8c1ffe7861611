import { z } from 'zod';

/** Two lowercase letters (ROUTE-001). */
export const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'a language code is two lowercase letters');
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/**
 * One entry of a partner brand book (SPEC §3 `partnerCssBrandBook`).
 * `css_prop` names a public design token as a CSS custom property (`--button-primary-bgColor`);
 * the client applies it only when the name is in the token manifest and the value fits the token's type.
 */
export const brandBookEntrySchema = z.object({
  css_prop: z.string().min(1).max(200),
  css_value: z.string().max(500),
});
export type BrandBookEntry = z.infer<typeof brandBookEntrySchema>;

export const siteLanguageSchema = z.object({
  code: languageCodeSchema,
  /** The language's own name, as shown in the language switch. */
  name: z.string().min(1),
  /** Hidden languages are offered only to signed-in players (SPEC §2, I18N-004). */
  hidden: z.boolean(),
});
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

/** Answer of `GET /bff-api/config/all.json?lang=` (SPEC §3 site config, MISC-004). */
/** A remote view a part of the page shows (its appName), or null for none. */
const remoteViewSlot = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,63}$/)
  .nullable()
  .default(null);

export const siteConfigSchema = z.object({
  couponTypesWithMinAmount: z.array(z.number().int()),
  couponTypesWithMaxAmount: z.array(z.number().int()),
  isAvailableCouponBonusBet: z.boolean(),
  showVipBet: z.boolean(),
  show_one_click: z.boolean(),
  ref_id: z.number().int(),
  isRegistrationAllowed: z.boolean(),
  isShowIdentification: z.boolean(),
  group_id: z.number().int(),
  isFlexibleAssetPath: z.boolean(),
  isPwa: z.boolean(),
  pwaManifest: z.object({ themeColor: z.string() }),
  partnerCssBrandBook: z.array(brandBookEntrySchema),
  companyName: z.string(),
  taskCounter: z.number().int(),
  countryCode: z.string(),
  currencyId: z.number().int(),
  languageId: z.number().int(),
  /** Analytics service key (SPEC §3: value `{key}`, MISC-006). */
  analyticsKey: z.string(),
  /**
   * Origins (`https://views.partner.example`) whose remote views may run code: a view's `codeToEval` runs only
   * when the view was loaded from one of them, its `scriptsToLoad` only when the script's address is on one,
   * and the server adds them to the Content-Security-Policy's script-src. Default: none.
   */
  remoteViewOrigins: z
    .array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'an origin is scheme://host[:port]'))
    .max(20)
    .default([]),
  /** The remote view the footer shows (its appName, `partner-footer`), or null for none. */
  footerRemoteView: remoteViewSlot,
  /** The technical-pages view the error page shows (SPEC §2 "500"), or null for the generic message only. */
  errorRemoteView: remoteViewSlot,
  /** The partner's block on the office account page, or null for none. */
  accountRemoteView: remoteViewSlot,
  /** The partner's support widget on the support and contacts pages, or null for none. */
  supportRemoteView: remoteViewSlot,
  /** The language the config was resolved for (the `lang` query, or the default). */
  lang: languageCodeSchema,
  /** Every language of the site; hidden ones are offered to signed-in players only. */
  languages: z.array(siteLanguageSchema).min(1),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
});
export type SiteConfigQuery = z.infer<typeof siteConfigQuerySchema>;

/** Uniform error body of every 4xx/5xx answer of our server. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Any 4xx answer as the routes declare it: the uniform fields, the optional machine-readable `code`, and the
 * fields some refusals add (the wallet's `success` and `data`, the limit service's `status` and `title`, the
 * `exception_code` of a 451, a coupon refusal's details); extra fields pass through.
 */
export const errorAnswerSchema = z.looseObject({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** Config groups are fresh for 600 s, then served stale while revalidating until 900 s (DECISIONS 11). */
export const SITE_CONFIG_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=300';

/** Answer of `GET /healthz`: 200 with `ok`/`ok`, 503 with `error`/`down` when the database does not answer. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

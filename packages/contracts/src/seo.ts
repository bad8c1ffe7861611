/**
 * SEO (SPEC §3 "SEO page data", §7 "SEO requests", SEO-001..005, API-053..058; docs/adr/0039-seo.md).
 *
 * The seed lists six SEO requests and shows no path for any of them; ours live under `/web-api/seo`:
 *
 * | request | path |
 * |---|---|
 * | API-053 sports list | `GET /web-api/seo/sports?lng=en` |
 * | API-054 page data | `GET /web-api/seo/page?path=/en/line` |
 * | API-055 SEO content | `GET /web-api/seo/content?path=/en/line` |
 * | API-056 visual data | `GET /web-api/seo/visual?path=/en/line` |
 * | API-057 ISO language map | `GET /web-api/seo/languages` |
 * | API-058 analytics counters | `GET /web-api/seo/counters?domain=betline.example&projectId=1` |
 *
 * The server also answers `GET /robots.txt` and `GET /sitemap.xml` (a sitemap index with `/sitemaps/{n}.xml`
 * when the site has more than 50 000 addresses). A `path` is a page's address with its language prefix, as the
 * browser shows it (`/de/live/sport/1-football`); a query after it is ignored.
 */
import { z } from 'zod';
import { languageCodeSchema } from './siteConfig';
import { sitePathSchema } from './site';
import { idParamSchema } from './sportsbook';

// The paths (SEO_PATHS, ROBOTS_TXT_PATH, SITEMAP_PATH, SITEMAP_PART_PATH) are in ./paths.

/** The most addresses one sitemap file may list (sitemaps.org); more make `/sitemap.xml` an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** SEO answers change when an operator edits a text: shared caches keep them five minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';

/** The hreflang of the alternate every language version names as the default (`x-default`). */
export const X_DEFAULT = 'x-default';

// ---------------------------------------------------------------------------------------------------------
// Shared parts
// ---------------------------------------------------------------------------------------------------------

/** A host name with an optional port (`betline.example`, `localhost:8080`). */
export const hostSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(
    /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/,
    'a host name in lower case, optionally with a port (betline.example, localhost:8080)',
  );

/**
 * A robots directive as `<meta name="robots">` carries it: comma-separated rules (`index, follow`,
 * `noindex, nofollow`, `max-image-preview:large`).
 */
export const robotsDirectiveSchema = z
  .string()
  .max(200)
  .regex(
    /^[a-z-]+(?::[a-z0-9-]+)?(?:, ?[a-z-]+(?::[a-z0-9-]+)?)*$/,
    'robots rules in lower case, separated by commas (index, follow)',
  );
export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

/** Whether a robots directive lets search engines index the page. */
export function robotsAllowIndex(directive: string): boolean {
  const rules = directive.split(',').map((rule) => rule.trim());
  return !rules.includes('noindex') && !rules.includes('none');
}

/** A page's address below the site: one leading slash, no scheme or host (a query is allowed and ignored). */
export const seoPathSchema = sitePathSchema.pipe(
  z.string().max(500, 'a page path has at most 500 characters'),
);

export const seoPathQuerySchema = z.object({ path: seoPathSchema });
export type SeoPathQuery = z.infer<typeof seoPathQuerySchema>;

/** An extra `<meta>` of a page: `<meta name="..." content="...">` or `<meta property="og:..." content="...">`. */
export const seoMetaSchema = z.object({
  attribute: z.enum(['name', 'property']),
  key: z
    .string()
    .regex(/^[a-z][a-z0-9:_.-]{0,63}$/i, 'a meta key is a word such as og:title or twitter:card'),
  content: z.string().max(1000),
});
export type SeoMeta = z.infer<typeof seoMetaSchema>;

/**
 * SEO-003: a canonical address chosen by the operator instead of the page's own. `url`: `targetUrl` is the
 * canonical page (another page of this site or any address), `domain` its host. `mirror`: the site has
 * mirrors and `domain` is the one search engines should index; `targetUrl` is this page on that host.
 */
export const customCanonicalSchema = z.object({
  mode: z.enum(['url', 'mirror']),
  targetUrl: z.url({ protocol: /^https?$/ }),
  domain: hostSchema,
});
export type CustomCanonical = z.infer<typeof customCanonicalSchema>;

/** `<link rel="alternate" hreflang="de" href="https://.../de/line">`; hreflang `x-default` for the default. */
export const seoAlternateSchema = z.object({
  hreflang: z.union([languageCodeSchema, z.literal(X_DEFAULT)]),
  href: z.url({ protocol: /^https?$/ }),
});
export type SeoAlternate = z.infer<typeof seoAlternateSchema>;

// ---------------------------------------------------------------------------------------------------------
// API-053, SEO-004, SEO-005: the sports list
// ---------------------------------------------------------------------------------------------------------

export const seoSportsQuerySchema = z.object({ lng: languageCodeSchema.default('en') });
export type SeoSportsQuery = z.infer<typeof seoSportsQuerySchema>;

export const seoSportSchema = z.object({
  sportId: z.number().int().positive(),
  /** The English name, as the feed names it (and as the sportsbook's addresses spell it). */
  nameEng: z.string().min(1),
  /** The name in the asked language (English where it has none). */
  name: z.string().min(1),
});
export type SeoSport = z.infer<typeof seoSportSchema>;

/** Every sport of the sportsbook, long-term bets (sport 2999) included. */
export const seoSportsResponseSchema = z.object({
  lng: languageCodeSchema,
  sports: z.array(seoSportSchema),
});
export type SeoSportsResponse = z.infer<typeof seoSportsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// API-054, SEO-002, SEO-003: page data
// ---------------------------------------------------------------------------------------------------------

/**
 * The head of one page in its language (SEO-002). The robots rule in force is `metaRobots` when the page has
 * one of its own, else `hierarchyMetaRobots`, the rule its place in the site gives it (private pages and pages
 * whose flags hide SEO: `noindex, nofollow`; others `index, follow`). A private page (signed-in players only,
 * guests only, banned players only) is never indexed, whatever its own rule says.
 */
export const seoPageDataSchema = z.object({
  /** The route of the route table the path resolves to (`betting`, `office-account`). */
  routeId: z.string().min(1),
  /** The language of the page (its path's prefix); the texts are in it, or English where it has none. */
  lng: languageCodeSchema,
  title: z.string().min(1).max(300),
  description: z.string().max(1000),
  /** The brand's public name (`og:site_name`). */
  siteName: z.string().min(1),
  metaRobots: robotsDirectiveSchema.nullable(),
  hierarchyMetaRobots: robotsDirectiveSchema,
  /** Open Graph and other metas, then the page's own. */
  metas: z.array(seoMetaSchema),
  customCanonical: customCanonicalSchema.nullable(),
  /** The address search engines should index for this page (null when the page is not indexed). */
  canonical: z.url({ protocol: /^https?$/ }).nullable(),
  /**
   * The page in every language of the site, then `x-default` (English, or the site's first language); empty
   * when the page is not indexed or its canonical is another page.
   */
  alternates: z.array(seoAlternateSchema),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// API-055: SEO content (the text of the main layout's SEO block)
// ---------------------------------------------------------------------------------------------------------

export const seoContentSchema = z.object({
  heading: z.string().min(1),
  /** Plain text, one paragraph each (no markup). */
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type SeoContent = z.infer<typeof seoContentSchema>;

/** `content` is null on pages whose flags hide the SEO block (SEO-001). */
export const seoContentResponseSchema = z.object({
  routeId: z.string().min(1),
  lng: languageCodeSchema,
  content: seoContentSchema.nullable(),
});
export type SeoContentResponse = z.infer<typeof seoContentResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// API-056: visual data per route
// ---------------------------------------------------------------------------------------------------------

export const seoBreadcrumbSchema = z.object({
  name: z.string().min(1),
  /** The crumb's page, language prefix included (`/de/live`). */
  path: z.string().regex(/^\/[a-z]{2}(?:\/[^\s]*)?$/),
});
export type SeoBreadcrumb = z.infer<typeof seoBreadcrumbSchema>;

export const seoImageSchema = z.object({
  /** Same-origin path or absolute address of the picture that represents the page (`og:image`). */
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type SeoImage = z.infer<typeof seoImageSchema>;

/** What SEO shows on the page itself: its main heading, its breadcrumbs and its picture. */
export const seoVisualResponseSchema = z.object({
  routeId: z.string().min(1),
  lng: languageCodeSchema,
  /** The page's `<h1>`. */
  heading: z.string().min(1),
  /** From the language's home to the page itself. */
  breadcrumbs: z.array(seoBreadcrumbSchema).min(1),
  image: seoImageSchema.nullable(),
});
export type SeoVisualResponse = z.infer<typeof seoVisualResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// API-057: ISO language map
// ---------------------------------------------------------------------------------------------------------

export const seoLanguageSchema = z.object({
  /** The site's language code, the path prefix (`uk`). */
  code: languageCodeSchema,
  /** ISO 639-1 code for `hreflang` and `<html lang>` (`uk`). */
  iso: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/),
  /** Open Graph locale (`uk_UA`). */
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
  /** The language's own name. */
  name: z.string().min(1),
});
export type SeoLanguage = z.infer<typeof seoLanguageSchema>;

/** The languages the site offers to everyone (hidden ones are left out), and the `x-default` one. */
export const seoLanguagesResponseSchema = z.object({
  languages: z.array(seoLanguageSchema),
  xDefault: languageCodeSchema,
});
export type SeoLanguagesResponse = z.infer<typeof seoLanguagesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// API-058: analytics counters
// ---------------------------------------------------------------------------------------------------------

export const ANALYTICS_COUNTER_KINDS = [
  'google-tag-manager',
  'google-analytics',
  'yandex-metrika',
  'matomo',
] as const;
export const analyticsCounterKindSchema = z.enum(ANALYTICS_COUNTER_KINDS);

export const seoCountersQuerySchema = z.object({
  domain: hostSchema,
  projectId: idParamSchema,
});
export type SeoCountersQuery = z.infer<typeof seoCountersQuerySchema>;

export const analyticsCounterSchema = z.object({
  kind: analyticsCounterKindSchema,
  /** The counter's id at its service (`GTM-ABC123`, `12345678`). */
  counterId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type AnalyticsCounter = z.infer<typeof analyticsCounterSchema>;

/**
 * The counters a domain of the site installs for a project (the domain's own, then those of every domain).
 * The app installs them only with the visitor's marketing consent (CONSENT rules).
 */
export const seoCountersResponseSchema = z.object({
  domain: hostSchema,
  projectId: z.number().int().positive(),
  counters: z.array(analyticsCounterSchema),
});
export type SeoCountersResponse = z.infer<typeof seoCountersResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Sitemap parts
// ---------------------------------------------------------------------------------------------------------

export const sitemapPartParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9][0-9]{0,3}\.xml$/, 'a sitemap part is a number followed by .xml (1.xml)')
    .transform((file) => Number(file.slice(0, -'.xml'.length))),
});

/**
 * The text of robots.txt and of the sitemap (sitemaps.org protocol 0.9 with `xhtml:link` alternates, the form
 * search engines read hreflang from), pure: the service decides what is listed.
 */
import { SITEMAP_PATH, X_DEFAULT } from '@betline/contracts';

/** One page of the sitemap: its address below the language and the languages it is listed in. */
export interface SitemapEntry {
  rest: string;
  languages: readonly string[];
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A page's address in one language (`https://betline.example/de/live`, the home page without a slash). */
export function pageUrl(origin: string, lng: string, rest: string): string {
  return rest === '' ? `${origin}/${lng}` : `${origin}/${lng}/${rest}`;
}

/** The path of one part of a sitemap index (`/sitemaps/2.xml`). */
export function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/**
 * Splits the entries into parts of at most `maxUrls` addresses each (an entry is one address per language);
 * the language versions of a page stay in one part.
 */
export function splitEntries(entries: readonly SitemapEntry[], maxUrls: number): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  let current: SitemapEntry[] = [];
  let count = 0;
  for (const entry of entries) {
    const size = entry.languages.length;
    if (count + size > maxUrls && current.length > 0) {
      parts.push(current);
      current = [];
      count = 0;
    }
    current.push(entry);
    count += size;
  }
  if (current.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}

/** How many addresses the entries make. */
export function urlCount(entries: readonly SitemapEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.languages.length, 0);
}

/**
 * A `<urlset>`: every entry once per language, each with the alternates of all its languages and `x-default`
 * (`xDefault` when the page is listed in it, else its first language).
 */
export function renderUrlset(origin: string, entries: readonly SitemapEntry[], xDefault: string): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const fallback = entry.languages.includes(xDefault) ? xDefault : entry.languages[0];
    if (fallback === undefined) continue;
    const alternates = [
      ...entry.languages.map(
        (lng) =>
          `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(pageUrl(origin, lng, entry.rest))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="${X_DEFAULT}" href="${escapeXml(pageUrl(origin, fallback, entry.rest))}"/>`,
    ].join('');
    for (const lng of entry.languages) {
      out.push(`<url><loc>${escapeXml(pageUrl(origin, lng, entry.rest))}</loc>${alternates}</url>`);
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

/** A `<sitemapindex>` of `parts` parts. */
export function renderIndex(origin: string, parts: number): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let part = 1; part <= parts; part += 1) {
    out.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(part)}`)}</loc></sitemap>`);
  }
  out.push('</sitemapindex>', '');
  return out.join('\n');
}

/**
 * robots.txt: every crawler may read the site but the private pages (`Disallow` per language and prefix), and
 * the sitemap is named. API paths stay allowed: a crawler that renders the app needs its answers.
 */
export function renderRobots(
  origin: string,
  languages: readonly string[],
  prefixes: readonly string[],
): string {
  const lines = ['User-agent: *'];
  for (const lng of languages) for (const prefix of prefixes) lines.push(`Disallow: /${lng}/${prefix}`);
  lines.push('Allow: /', '', `Sitemap: ${origin}${SITEMAP_PATH}`, '');
  return lines.join('\n');
}

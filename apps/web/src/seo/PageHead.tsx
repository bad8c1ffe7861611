import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { maintenanceTextLanguage } from '@betline/core';
import { fetchSeoPage } from '../api/seo';
import type { SeoMeta, SeoPageData } from '../api/types';
import { useRemote } from '../lib/useRemote';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';

/** The robots rule in force (SEO-002): the page's own, else the one its place in the site gives it. */
export function robotsOf(data: SeoPageData): string {
  return data.metaRobots ?? data.hierarchyMetaRobots;
}

function allowsIndex(robots: string): boolean {
  return !robots.split(',').some((rule) => ['noindex', 'none'].includes(rule.trim()));
}

/**
 * SEO-003: the address search engines should index for the page at `pathname`: the operator's (`url`), this
 * page on the mirror's host (`mirror`), else the page's own; none for a page that is not indexed.
 */
export function canonicalOf(data: SeoPageData, pathname: string): string | null {
  if (!allowsIndex(robotsOf(data))) return null;
  const custom = data.customCanonical;
  if (custom?.mode === 'url') return custom.targetUrl;
  if (custom?.mode === 'mirror') return `${new URL(custom.targetUrl).protocol}//${custom.domain}${pathname}`;
  return data.canonical;
}

function Meta({ meta }: { meta: SeoMeta }) {
  return meta.attribute === 'name' ? (
    <meta name={meta.key} content={meta.content} />
  ) : (
    <meta property={meta.key} content={meta.content} />
  );
}

/** The shell's own description (index.html) steps aside once the page has one of its own. */
function dropShellDescription(): void {
  for (const element of document.head.querySelectorAll('meta[name="description"]:not([data-page-head])')) {
    element.remove();
  }
}

function Head() {
  const { pathname } = useLocation();
  const { routeId, lng } = usePage();
  // The maintenance page's title speaks the language of its text (DECISIONS 9); others the page's.
  const maintenance = routeId === 'maintenance';
  const { documentTitle } = usePageTitle(undefined, maintenance ? maintenanceTextLanguage(lng) : undefined);
  const seo = useRemote((signal) => fetchSeoPage(pathname, signal), pathname);
  // The last page's data while this page's loads would name the wrong page.
  const data = seo.status === 'ready' ? seo.data : undefined;
  const description = data?.description ?? '';
  useEffect(() => {
    if (description !== '') dropShellDescription();
  }, [description]);
  const canonical = data === undefined ? null : canonicalOf(data, pathname);
  return (
    <>
      <title>{data === undefined || maintenance ? documentTitle : data.title}</title>
      {data === undefined ? null : (
        <>
          {description === '' ? null : <meta name="description" content={description} data-page-head="" />}
          <meta name="robots" content={robotsOf(data)} />
          {canonical === null ? null : <link rel="canonical" href={canonical} />}
          {data.alternates.map((alternate) => (
            <link
              key={alternate.hreflang}
              rel="alternate"
              hrefLang={alternate.hreflang}
              href={alternate.href}
            />
          ))}
          {data.metas.map((meta, index) => (
            <Meta key={`${meta.attribute}:${meta.key}:${index}`} meta={meta} />
          ))}
        </>
      )}
    </>
  );
}

/**
 * The head of the page being shown (PageView renders it once per page): its title, description, robots rule,
 * canonical address, its alternates in every language with `x-default`, and its metas, from the server's SEO
 * page data (API-054). React hoists them into `<head>`. Until the data is in, and where it does not come, the
 * page's translated title alone. The SEO block itself is the main layout's, hidden by route flags (SEO-001).
 */
export function PageHead() {
  return (
    <Suspense fallback={null}>
      <Head />
    </Suspense>
  );
}

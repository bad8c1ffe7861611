import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { maintenanceTextLanguage } from '@betline/core';
import { fetchSeoPage } from '../api/seo';
import type { SeoPageData } from '../api/types';
import { useBrandName } from '../app/brand';
import { useRemote } from '../lib/useRemote';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';

/** The robots rule in force (SEO-002): the page's own, else the one its place in the site gives it. */
export function robotsOf(data: SeoPageData): string {
  return data.metaRobots ?? data.hierarchyMetaRobots;
}

function allowsIndex(robots: string): boolean {
  return !/\b(noindex|none)\b/.test(robots);
}

/**
 * SEO-003: the address search engines should index: the operator's custom canonical (a `url`'s target, or for
 * a `mirror` this page on the mirror's host, as the server writes it), else the page's own; none for a page that
 * is not indexed.
 */
export function canonicalOf(data: SeoPageData): string | null {
  return allowsIndex(robotsOf(data)) ? (data.customCanonical?.targetUrl ?? data.canonical) : null;
}

/** The shell's own description (index.html) steps aside once the page has one of its own. */
function dropShellDescription(): void {
  for (const element of document.head.querySelectorAll('meta[name="description"]:not([data-page-head])')) {
    element.remove();
  }
}

/** The home page's title: its strings are in the main bundle (the page titles are a chunk of their own). */
function HomeTitle() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return <title>{`${t('home.title')} | ${brand}`}</title>;
}

/** The page's title from the route table; the maintenance page's speaks the language of its text (DECISIONS 9). */
function RouteTitle({ routeId, lng }: { routeId: string; lng: string }) {
  const maintenance = routeId === 'maintenance';
  const { documentTitle } = usePageTitle(undefined, maintenance ? maintenanceTextLanguage(lng) : undefined);
  return <title>{documentTitle}</title>;
}

/**
 * The head of the page being shown (PageView renders it once per page, through `LazyPageHead`): its title, description, robots rule,
 * canonical address, its alternates in every language with `x-default`, and its metas, from the server's SEO
 * page data (API-054). React hoists them into `<head>`. Until the data is in, and where it does not come, the
 * page's translated title alone. The SEO block itself is the main layout's, hidden by route flags (SEO-001).
 */
export function PageHead() {
  const { pathname } = useLocation();
  const { routeId, lng } = usePage();
  // The head is part of the server's answer (crawlers read it there): rendered with the data, handed over.
  const seo = useRemote((signal) => fetchSeoPage(pathname, signal), `seo:${pathname}`, undefined, {
    handOver: true,
  });
  // The last page's data while this page's loads would name the wrong page.
  const data = seo.status === 'ready' ? seo.data : undefined;
  const description = data?.description ?? '';
  useEffect(() => {
    if (description !== '') dropShellDescription();
  }, [description]);
  // The translated title until the SEO data is in (and where it does not come).
  const title =
    data !== undefined && routeId !== 'maintenance' ? (
      <title>{data.title}</title>
    ) : routeId === 'home' ? (
      <HomeTitle />
    ) : (
      <Suspense fallback={null}>
        <RouteTitle routeId={routeId} lng={lng} />
      </Suspense>
    );
  if (data === undefined) return title;
  const canonical = canonicalOf(data);
  return (
    <>
      {title}
      {description === '' ? null : <meta name="description" content={description} data-page-head="" />}
      <meta name="robots" content={robotsOf(data)} />
      {canonical === null ? null : <link rel="canonical" href={canonical} />}
      {data.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {data.metas.map((meta, index) =>
        meta.attribute === 'name' ? (
          <meta key={index} name={meta.key} content={meta.content} />
        ) : (
          <meta key={index} property={meta.key} content={meta.content} />
        ),
      )}
    </>
  );
}

import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router-dom';
import {
  decideNavigation,
  resolveLanguagePath,
  resolvePath,
  type NavigationDecision,
  type PathResolution,
} from '@betline/core';
import { loadLanguage } from '../i18n';
import { loadSiteConfig, setLanguage, siteConfigLoading } from '../stores/global';
import { loadSiteState, navigationStateOf, siteStateKey } from '../stores/site';
import { isSignedIn, runSessionCheck } from '../stores/user';
import type { Stores } from '../stores';
import { preloadPage } from './pages';
import { preloadLayout } from './PageFrame';

/**
 * The route loaders (React Router's data router, ADR 0041): before a route renders, on the server and in the
 * browser alike, they make sure the app instance's stores hold what the guards and the page need (the site
 * config, the language's strings, the site services' answers, the session), decide where the location leads
 * (`decideNavigation`, GUARD-001..024) and load the page's chunk and texts. A guard's redirect is a real
 * redirect (the server answers it with its status before any script runs); an unknown page is a 404.
 */

/** The languages a path may start with before the site's languages are known. */
function languageOf(pathname: string): string | undefined {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  return first !== undefined && /^[a-z]{2}$/.test(first) ? first : undefined;
}

/**
 * One load per key at a time in this app instance: the loaders of the matched routes run side by side and
 * wait for the same loads.
 */
function shared(stores: Stores, key: string, load: () => Promise<void>): Promise<void> {
  const running = stores.loading.get(key);
  if (running !== undefined) return running;
  const promise = load().finally(() => stores.loading.delete(key));
  stores.loading.set(key, promise);
  return promise;
}

/**
 * The site config for the language: kept while it is the one asked for (a failed reload keeps the last good
 * config and offers a retry, ConfigState), waited for while it loads, loaded otherwise.
 */
function siteConfigFor(stores: Stores, lang: string | undefined): Promise<void> {
  const { siteConfig, siteConfigLang } = stores.global;
  const wanted = lang ?? siteConfigLang;
  const loading = siteConfigLoading(stores.global, wanted);
  if (loading !== undefined) return loading;
  if (siteConfig.config !== undefined && (lang === undefined || siteConfigLang === lang))
    return Promise.resolve();
  return shared(stores, `config|${wanted ?? ''}`, () => loadSiteConfig(stores.global, wanted));
}

function sessionChecked(stores: Stores): Promise<void> {
  if (stores.user.sessionChecked) return Promise.resolve();
  return shared(stores, 'session', () => runSessionCheck(stores));
}

/** The site services for the language and the visitor as they are now. */
async function siteStateFor(stores: Stores, lng: string, url: string): Promise<void> {
  await sessionChecked(stores);
  const signedIn = isSignedIn(stores.user);
  const key = siteStateKey(lng, signedIn);
  if (stores.site.ready && stores.site.loadedFor === key) return;
  await shared(stores, `site|${key}`, () =>
    loadSiteState(stores.site, stores.queries, { lang: lng, signedIn, url }),
  );
}

/** What the page route hands its element: the settled decision for the location. */
export type PageLoaderData =
  { kind: 'page'; resolution: Extract<PathResolution, { kind: 'page' }> } | { kind: 'notFound' };

/** The most redirects a location is followed through before the guards give up (GUARD-022 catches cycles). */
const MAX_HOPS = 8;

/**
 * Follows the guards' redirects in process (GUARD-022: a cycle is cancelled and the page asked for shown): one
 * answer for the visitor instead of a chain of round trips.
 */
export function settleNavigation(
  pathname: string,
  search: string,
  stores: Stores,
): NavigationDecision & { from?: string } {
  const state = navigationStateOf(stores.site, {
    signedIn: isSignedIn(stores.user),
    ...(stores.global.siteConfig.config === undefined
      ? {}
      : {
          isRegistrationAllowed: stores.global.siteConfig.config.isRegistrationAllowed,
          isShowIdentification: stores.global.siteConfig.config.isShowIdentification,
        }),
  });
  const chain: string[] = [];
  let here = { pathname, search };
  let status: 301 | 302 = 301;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const decision = decideNavigation(
      { ...here, redirectChain: chain },
      { ...state, navigationBlocked: false },
    );
    if (decision.kind !== 'redirect') {
      if (hop === 0 || decision.kind === 'cancel') return decision;
      // A permanent answer only when every hop was permanent (the route table's own redirects).
      return { kind: 'redirect', location: `${here.pathname}${here.search}`, status, reason: 'settled' };
    }
    if (decision.status === 302) status = 302;
    chain.push(`${here.pathname}${here.search}`);
    const at = decision.location.indexOf('?');
    here =
      at === -1
        ? { pathname: decision.location, search: '' }
        : { pathname: decision.location.slice(0, at), search: decision.location.slice(at) };
  }
  return { kind: 'cancel', reason: 'cyclic-redirect', detail: chain.join(' -> ') };
}

export function rootLoader(stores: Stores) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const lng = languageOf(url.pathname);
    await siteConfigFor(stores, lng);
    // Without a config the root's error state speaks the path's language.
    if (stores.global.siteConfig.config === undefined && lng !== undefined) {
      setLanguage(stores.global, lng);
      await loadLanguage(lng);
    }
    return null;
  };
}

export function languageLoader(stores: Stores, detected: () => string[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    await siteConfigFor(stores, languageOf(url.pathname));
    const config = stores.global.siteConfig.config;
    // Without a config the root shows its error state.
    if (config === undefined) return null;
    await sessionChecked(stores);
    const decision = resolveLanguagePath({
      pathname: url.pathname,
      search: url.search,
      hash: '',
      languages: config.languages,
      isSignedIn: isSignedIn(stores.user),
      detected: detected(),
    });
    // ROUTE-001, ROUTE-002: every page is below an available language.
    if (decision.kind === 'redirect') throw redirect(decision.to, 302);
    setLanguage(stores.global, decision.lng);
    await Promise.all([
      loadLanguage(decision.lng),
      siteConfigFor(stores, decision.lng),
      siteStateFor(stores, decision.lng, url.pathname),
    ]);
    return null;
  };
}

export function pageLoader(stores: Stores, detected: () => string[]) {
  const language = languageLoader(stores, detected);
  return async (args: LoaderFunctionArgs): Promise<PageLoaderData | null> => {
    // The language route's loader runs beside this one: both wait for the same loads.
    await language(args);
    if (stores.global.siteConfig.config === undefined) return null;
    const url = new URL(args.request.url);
    const decision = settleNavigation(url.pathname, url.search, stores);
    switch (decision.kind) {
      case 'redirect':
        throw redirect(decision.location, decision.status);
      case 'fullPageRedirect':
        // GUARD-018: the document itself goes (a new page load, not a route change).
        throw redirectDocument(decision.location, 302);
      case 'notFound':
        // The page element shows the 404 page; the server answers with the status.
        return { kind: 'notFound' };
      case 'cancel':
      case 'allow': {
        // GUARD-022: a cancelled redirect shows the page asked for.
        const resolution =
          decision.kind === 'allow' ? decision.resolution : resolvePath(url.pathname, url.search);
        if (resolution.kind !== 'page') return { kind: 'notFound' };
        preloadLayout(resolution.layout);
        await preloadPage(resolution.routeId, resolution.lng);
        return { kind: 'page', resolution };
      }
    }
  };
}

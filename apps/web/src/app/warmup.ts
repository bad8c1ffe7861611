import { resolvePath } from '@betline/core';
import { CSRF_COOKIE } from '@betline/contracts/paths';
import { readCookie } from '../lib/storage';
import { preloadPage } from '../routes/pages';
import { preloadLayout } from '../routes/PageFrame';
import { ensureSiteConfig, setLanguage } from '../stores/global';
import { prefetchSiteState } from '../stores/site';
import { isFirstVisit } from '../layouts/parts/Overlays';
import { candidateLanguage } from './AppRoot';
import { nextTask } from '../lib/idle';
import type { Stores } from '../stores';

/**
 * What the first screen waits for, started together as the page starts rather than one after the other: the
 * site config, the guards' requests (config groups, maintenance, block) and the arriving page's chunk with its
 * texts. The components that need them later find them loaded or in flight (the same requests, not new
 * ones). Each waits one round trip instead of three or four in a row.
 *
 * Two tasks: the config and the page's chunk first, then the rest (each request costs the main thread a little,
 * and together they were one long task on a phone).
 */
export async function warmUp(stores: Stores, location: Pick<Location, 'pathname'>): Promise<void> {
  const lng = candidateLanguage(location.pathname);
  if (lng === undefined) return;
  setLanguage(stores.global, lng);
  ensureSiteConfig(stores.global, lng);
  const resolution = resolvePath(location.pathname);
  if (resolution.kind !== 'page') return;
  void preloadPage(resolution.routeId, resolution.lng);
  preloadLayout(resolution.layout);
  await nextTask();
  // A new visitor's first screen is the age gate and the consent question: their config starts now (their
  // chunks load with the layout, not here: they would share the first screen's bandwidth).
  if (isFirstVisit()) {
    void import('../site/config')
      .then((module) => module.prefetchNoticesConfig(resolution.lng))
      .catch(() => undefined);
  }
  // A visitor without the session cookie is a guest: the guards' first load will ask as one.
  if (readCookie(CSRF_COOKIE) === undefined)
    prefetchSiteState(stores.site, { lang: resolution.lng, signedIn: false, url: location.pathname });
}

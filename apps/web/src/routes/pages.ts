import { createElement, lazy, use, useState, type ComponentType } from 'react';
import { FALLBACK_LANGUAGE, PAGE_ROUTES } from '@betline/core';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';
import { accountTextsReady, bettingTextsReady, casinoTextsReady, i18n } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';
import { codeLoads } from '../lib/codeCache';

type PageModule = { default: ComponentType };

/** One module per page of the route table (`src/pages/routes/<routeId>.tsx`): each is its own chunk. */
const modules = import.meta.glob<PageModule>('../pages/routes/*.tsx');

function moduleKey(routeId: string): string {
  return `../pages/routes/${routeId}.tsx`;
}

/** Route ids of the table that have no page module (a test keeps this empty). */
export function missingPageModules(): string[] {
  return PAGE_ROUTES.map((route) => route.id).filter((id) => !(moduleKey(id) in modules));
}

const CHUNK_RELOAD_KEY = STORAGE_KEYS.chunkReloadAt;
const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * ERR-001/002: when a page's chunk fails to load (a new release replaced it), the page reloads once; the time
 * of the reload is kept in session storage so that it happens at most once a minute.
 */
export function reloadOnceForChunkError(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = Number(readString(CHUNK_RELOAD_KEY, 'session') ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  writeString(CHUNK_RELOAD_KEY, String(now), 'session');
  reload();
  return true;
}

/** Pages of the player's area: they also need the `account` strings (their own chunk). */
export function isAccountPage(routeId: string): boolean {
  return /^(office-|onpay-|user-|login$|registration$|convert-account$)/.test(routeId);
}

/** Pages of the sportsbook (board, game pages, results, search, print, bet history): the `betting` strings. */
export function isBettingPage(routeId: string): boolean {
  return /^(betting|betting-game|top-events|top-events-home|top-events-game|multi|champs|results|team|team-game|team-info|topgame|topgame-game|betsonyour|betsonyour-game|print-coupon|office-history)$/.test(
    routeId,
  );
}

/** Pages of the casino (lobby, sections, providers, search, game pages, tournaments, game history). */
export function isCasinoPage(routeId: string): boolean {
  return /^(casino|casino-lobby|casino-game|casino-subcategory-game|casino-search|casino-brand|live-casino|live-casino-game|slots|slots-game|slots-subcategory-game|slots-vulkan|my-casino|my-casino-favorites|providers|provider|brands|bingo|keno|poker|scratchcards|fishinghunting|tvgames|virtualsports|fast-games|fast-bet|asian-games|card-games|crash-games|skill-games|othergames|tournament|bonus-casino|bonus-casino-tournaments|casino-landing|landing-page|first-bonus|thank-you|office-history)$/.test(
    routeId,
  );
}

function textsKey(routeId: string, lng: string): string {
  return `${lng}:${isAccountPage(routeId) ? 'a' : ''}${isBettingPage(routeId) ? 'b' : ''}${isCasinoPage(routeId) ? 'c' : ''}`;
}

/**
 * What pages need besides their module, by `textsKey`: the kit's texts, and the account, betting or casino
 * strings for the pages of those areas. Loaded once per language and kind of page; the promise carries React's
 * `status` field once it has settled, so `use` reads it at once instead of suspending for a turn (a suspended
 * first screen waits for React's batched reveal of Suspense boundaries, some 300 ms).
 */
const textsOfKind = codeLoads((key: string): Promise<void> => {
  const [lng = FALLBACK_LANGUAGE, kinds = ''] = key.split(':');
  const tasks = [ensureUiTexts(lng)];
  if (kinds.includes('a')) tasks.push(accountTextsReady(lng));
  if (kinds.includes('b')) tasks.push(bettingTextsReady(lng));
  if (kinds.includes('c')) tasks.push(casinoTextsReady(lng));
  return Promise.all(tasks).then(() => undefined);
});

/** The texts a page needs in `lng`, loaded once. */
function textsFor(routeId: string, lng: string): Promise<void> {
  return textsOfKind(textsKey(routeId, lng));
}

/**
 * Suspends until the texts a page needs are in for `lng`: the page's chunk waits for them when it first
 * loads, but a page already loaded that is shown in another language (the player switched) needs that
 * language's texts too, or its kit and account strings would stay in the first one.
 */
export function usePageTexts(routeId: string, lng: string): void {
  use(textsFor(routeId, lng));
}

/** Each page's module (its chunk), loaded once. */
const pageModules = codeLoads((routeId: string): Promise<PageModule> => {
  const load = modules[moduleKey(routeId)];
  if (load === undefined) return Promise.reject(new Error(`no page module for route ${routeId}`));
  return load();
});

function loadPage(routeId: string, lng: string = i18n.language || FALLBACK_LANGUAGE): Promise<PageModule> {
  return Promise.all([pageModules(routeId), textsFor(routeId, lng)]).then(([module]) => module);
}

/** Starts loading a page's chunk and texts before React asks for it (the page the visitor arrived on). */
export function preloadPage(routeId: string, lng: string): Promise<void> {
  return loadPage(routeId, lng).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The component of a page: the page itself when its chunk is already in (the arriving page, preloaded while
 * the site services answered: the first screen renders without suspending), otherwise a lazy one. The choice
 * is made when the page mounts and kept while it stays, so a page never remounts when its chunk arrives.
 * `pageComponents` holds the one component of each page (React keeps their state across renders).
 */
export function lazyPage(routeId: string): ComponentType {
  const Lazy = lazy(async () => {
    try {
      return await loadPage(routeId);
    } catch (error) {
      if (reloadOnceForChunkError()) return { default: () => null };
      throw error;
    }
  });
  function Page() {
    const [Shown] = useState<ComponentType>(() => pageModules.loaded(routeId)?.value.default ?? Lazy);
    return createElement(Shown);
  }
  Page.displayName = `Page(${routeId})`;
  return Page;
}

/** Every page's lazy component by route id, created once (React keeps their state across renders). */
export const pageComponents: Readonly<Record<string, ComponentType | undefined>> = Object.fromEntries(
  PAGE_ROUTES.map((route) => [route.id, lazyPage(route.id)]),
);

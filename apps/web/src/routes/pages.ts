import { createElement, lazy, use, useState, type ComponentType } from 'react';
import { PAGE_ROUTES } from '@betline/core';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';
import { accountTextsReady, bettingTextsReady, casinoTextsReady, i18n } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';

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

const cache = new Map<string, ComponentType>();

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

/** What a page needs besides its module: the kit's texts, and the account strings for the player's pages. */
function pageTexts(routeId: string, lng: string = i18n.language): Promise<void> {
  const tasks = [ensureUiTexts(lng)];
  if (isAccountPage(routeId)) tasks.push(accountTextsReady(lng));
  if (isBettingPage(routeId)) tasks.push(bettingTextsReady(lng));
  if (isCasinoPage(routeId)) tasks.push(casinoTextsReady(lng));
  return Promise.all(tasks).then(() => undefined);
}

const textsReady = new Map<string, Promise<void>>();

function textsKey(routeId: string, lng: string): string {
  return `${lng}:${isAccountPage(routeId) ? 'a' : ''}${isBettingPage(routeId) ? 'b' : ''}${isCasinoPage(routeId) ? 'c' : ''}`;
}

/**
 * The texts a page needs in `lng`, loaded once. The promise carries React's `status` field once it has settled,
 * so `use` reads it at once instead of suspending for a turn (a suspended first screen waits for React's
 * batched reveal of Suspense boundaries, some 300 ms).
 */
function textsFor(routeId: string, lng: string): Promise<void> {
  const key = textsKey(routeId, lng);
  let promise = textsReady.get(key);
  if (promise === undefined) {
    const loading = pageTexts(routeId, lng);
    promise = loading;
    textsReady.set(key, loading);
    loading.then(
      () => Object.assign(loading, { status: 'fulfilled', value: undefined }),
      () => textsReady.delete(key),
    );
  }
  return promise;
}

/**
 * Suspends until the texts a page needs are in for `lng`: the page's chunk waits for them when it first
 * loads, but a page already loaded that is shown in another language (the player switched) needs that
 * language's texts too, or its kit and account strings would stay in the first one.
 */
export function usePageTexts(routeId: string, lng: string): void {
  use(textsFor(routeId, lng));
}

/** Pages whose module and texts are in: rendered as they are, without a lazy wrapper that would suspend. */
const loadedPages = new Map<string, ComponentType>();

function loadPage(routeId: string, lng?: string): Promise<PageModule> {
  const load = modules[moduleKey(routeId)];
  if (load === undefined) return Promise.reject(new Error(`no page module for route ${routeId}`));
  return Promise.all([load(), lng === undefined ? pageTexts(routeId) : textsFor(routeId, lng)]).then(
    ([module]) => {
      loadedPages.set(routeId, module.default);
      return module;
    },
  );
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
 */
export function lazyPage(routeId: string): ComponentType {
  const cached = cache.get(routeId);
  if (cached !== undefined) return cached;
  const Lazy = lazy(async () => {
    try {
      return await loadPage(routeId);
    } catch (error) {
      if (reloadOnceForChunkError()) return { default: () => null };
      throw error;
    }
  });
  function Page() {
    const [Shown] = useState<ComponentType>(() => loadedPages.get(routeId) ?? Lazy);
    return createElement(Shown);
  }
  Page.displayName = `Page(${routeId})`;
  cache.set(routeId, Page);
  return Page;
}

/** Every page's lazy component by route id, created once (React keeps their state across renders). */
export const pageComponents: Readonly<Record<string, ComponentType | undefined>> = Object.fromEntries(
  PAGE_ROUTES.map((route) => [route.id, lazyPage(route.id)]),
);

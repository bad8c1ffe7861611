import { lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
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

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

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

/**
 * Suspends until the texts a page needs are in for `lng`: the page's chunk waits for them when it first
 * loads, but a page already loaded that is shown in another language (the player switched) needs that
 * language's texts too, or its kit and account strings would stay in the first one.
 */
export function usePageTexts(routeId: string, lng: string): void {
  const key = `${lng}:${isAccountPage(routeId) ? 'a' : ''}${isBettingPage(routeId) ? 'b' : ''}${isCasinoPage(routeId) ? 'c' : ''}`;
  let promise = textsReady.get(key);
  if (promise === undefined) {
    promise = pageTexts(routeId, lng);
    textsReady.set(key, promise);
    promise.catch(() => textsReady.delete(key));
  }
  use(promise);
}

/** Starts loading a page's chunk and texts before React asks for it (the page the visitor arrived on). */
export function preloadPage(routeId: string, lng: string): void {
  void modules[moduleKey(routeId)]?.().catch(() => undefined);
  void pageTexts(routeId, lng).catch(() => undefined);
}

/** The lazy component of a page. */
export function lazyPage(routeId: string): LazyExoticComponent<ComponentType> {
  const cached = cache.get(routeId);
  if (cached !== undefined) return cached;
  const load = modules[moduleKey(routeId)];
  const component = lazy(async () => {
    if (load === undefined) throw new Error(`no page module for route ${routeId}`);
    try {
      const [module] = await Promise.all([load(), pageTexts(routeId)]);
      return module;
    } catch (error) {
      if (reloadOnceForChunkError()) return { default: () => null };
      throw error;
    }
  });
  cache.set(routeId, component);
  return component;
}

/** Every page's lazy component by route id, created once (React keeps their state across renders). */
export const pageComponents: Readonly<Record<string, ComponentType | undefined>> = Object.fromEntries(
  PAGE_ROUTES.map((route) => [route.id, lazyPage(route.id)]),
);

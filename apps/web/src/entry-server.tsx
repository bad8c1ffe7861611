/**
 * The server's picture of a guest's first screen (ADR 0032): the app's own route tree rendered in Node for one
 * address, with the stores filled by the app's own loaders (their requests answered in-process by the server,
 * through `transport`). Built by `vite build --ssr` into `dist-ssr/entry-server.js`; the server imports it.
 *
 * The stores are the app's module singletons, so renders run one at a time and each starts from reset stores.
 * Only guests are drawn (a request with the session's CSRF cookie gets no picture): nothing personal is ever in
 * a store here. Effects never run on the server; the picture is what the first render shows.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { resolvePath } from '@betline/core';
import { i18n, loadLanguage } from './i18n';
import { transportAdapter, type Transport } from './api/transport';
import { http } from './api/client';
import { CSRF_COOKIE } from '@betline/contracts/paths';
import { createAppRoutes } from './routes/router';
import { preloadPage } from './routes/pages';
import { setServerCookies } from './lib/storage';
import { loadSiteConfig, setLanguage } from './stores/global';
import { loadSiteState } from './stores/site';
import { runSessionCheck } from './stores/user';
import { loadNoticesConfig } from './site/config';
import { isFirstVisit } from './layouts/parts/Overlays';
import { FirstScreenContext, type FirstScreenPart } from './app/firstScreen';
import { resetAppStores } from './app/resetStores';
import { handedAnswersJson, HandoverContext, type ServerAnswers } from './lib/handover';
import { createStores, StoresContext } from './stores';
import { bindSingletonStores } from './stores/bridge';

export interface FirstScreenRequest {
  /** Path and query of the page, e.g. `/en/line?x=1`. */
  url: string;
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string>>;
  /** Answers the app's API requests (the server's own routes, in-process). */
  transport: Transport;
  /** Gives up (no picture) when this fires. */
  signal?: AbortSignal;
}

export interface FirstScreen {
  /** The markup of `#root`'s content. */
  html: string;
  /** The styles the markup uses (styled-components' rules), as the text of one style element. */
  css: string;
  /** The document title the page sets, when it sets one. */
  title: string | undefined;
  /** The language the page is in. */
  lang: string;
  /** The parts the picture holds: the app replaces it once it has drawn them all. */
  parts: FirstScreenPart[];
  /** The answers handed to the app (JSON by key, lib/handover), when a part asked for its data to be. */
  data: string | undefined;
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(text));
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

const TITLE = /<title>([\s\S]*?)<\/title>/;

async function draw(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const query = request.url.indexOf('?');
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  const resolution = resolvePath(pathname, query === -1 ? '' : request.url.slice(query));
  if (resolution.kind !== 'page') return null;
  const { lng, routeId } = resolution;

  resetAppStores();
  setServerCookies(request.cookies);
  // The request's own stores, read from its cookies (the singletons that remain are reset above).
  const stores = createStores({ readCookie: (name) => request.cookies[name] });
  bindSingletonStores(stores);
  http.defaults.adapter = transportAdapter(request.transport);

  // What the app's start (warmUp) and its guards load, awaited here instead of shown as loading states.
  await loadLanguage(lng);
  setLanguage(stores.global, lng);
  await i18n.changeLanguage(lng);
  await loadSiteConfig(stores.global, lng);
  if (stores.global.siteConfig.status !== 'ready') return null;
  await Promise.all([
    loadSiteState(stores.site, { lang: lng, signedIn: false, url: pathname }),
    runSessionCheck(stores),
    preloadPage(routeId, lng),
    isFirstVisit() ? loadNoticesConfig(lng) : Promise.resolve(null),
  ]);
  if (request.signal?.aborted) return null;

  const parts = new Set<FirstScreenPart>();
  // The answers the picture is drawn with and hands to the app (lib/handover).
  const answers: ServerAnswers = new Map();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [request.url] });
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <FirstScreenContext.Provider value={parts}>
          <HandoverContext.Provider value={answers}>
            <StoresContext.Provider value={stores}>
              <RouterProvider router={router} />
            </StoresContext.Provider>
          </HandoverContext.Provider>
        </FirstScreenContext.Provider>,
      ),
      {
        // Every boundary inline, in place: React would otherwise move a large one to the end of the document
        // with a script that swaps it in (the picture carries no script, and the CSP would refuse it).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        ...(request.signal === undefined ? {} : { signal: request.signal }),
      },
    );
    const markup = await collect(prelude);
    // A page the guards send elsewhere, or that did not finish, is not drawn: the app takes it from the start.
    if (request.signal?.aborted || !parts.has('page')) return null;
    // A picture is markup and styles only.
    if (markup.includes('<script')) throw new Error(`the picture of ${pathname} holds a script`);
    const title = TITLE.exec(markup)?.[1];
    return {
      html: markup.replace(TITLE, ''),
      // The rules without their element: the server writes them under its own id, which the app's
      // styled-components do not adopt (the picture's styles leave with the picture).
      css: sheet.getStyleTags().replace(/<\/?style[^>]*>/g, ''),
      title,
      lang: lng,
      parts: [...parts],
      data: handedAnswersJson(answers),
    };
  } finally {
    sheet.seal();
    router.dispose();
  }
}

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** At most this many renders wait their turn; more requests get the page without a picture. */
export const FIRST_SCREEN_QUEUE = 8;

/**
 * The picture of `request.url` for a guest, or null: a player (the session's CSRF cookie), an address that is
 * not a page, a page the guards redirect, a busy renderer, or any failure. Null costs the visitor nothing but
 * the picture: the app draws the page as it always has.
 */
export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  if (request.cookies[CSRF_COOKIE] !== undefined) return Promise.resolve(null);
  if (waiting >= FIRST_SCREEN_QUEUE) return Promise.resolve(null);
  waiting += 1;
  const turn = queue.then(async () => {
    try {
      return await draw(request);
    } finally {
      waiting -= 1;
      setServerCookies(undefined);
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}

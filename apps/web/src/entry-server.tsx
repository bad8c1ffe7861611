/**
 * Server rendering (ADR 0041): the app's own route tree rendered in Node for one request, with its own app
 * instance (stores from the request's cookies, its own i18next instance in the page's language), its API
 * requests answered in-process by the server (`transport`), the route loaders run by React Router's static
 * handler (guards' redirects and 404s become the answer's status), and the page streamed by React. The browser
 * hydrates the markup (`main.tsx`) from the state written into the page. Renders run side by side: nothing
 * here is shared between requests but code and the texts' resource store.
 *
 * Built by `vite build --ssr` into `dist-ssr/entry-server.js`; the server imports it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { i18n } from './i18n';
import { transportAdapter, type Transport } from './api/transport';
import { http } from './api/client';
import { createAppRoutes } from './routes/router';
import { ServerAnswersContext, serverAnswersJson, type ServerAnswers } from './lib/handover';
import { createStores, dehydrateStores, StoresContext } from './stores';
import { APP_DATA_ID, APP_STATE_ID, type AppState } from './app/hydration';
import type { PageLoaderData } from './routes/loaders';
import { loadUserConfig } from './stores/user';
import { loadNoticesConfig, siteNoticesOf } from './site/config';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/en/line?x=1`. */
  url: string;
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string>>;
  /** The visitor's languages in order of preference (Accept-Language), two-letter codes. */
  languages: readonly string[];
  /** Answers the app's API requests (the server's own routes, in-process). */
  transport: Transport;
  /** Gives up when this fires. */
  signal?: AbortSignal;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The language the page is in (`<html lang>`). */
      lang: string;
      /** What goes into `<head>`: the styles the markup uses (styled-components' own tags). */
      head: string;
      /** The markup of `#root`. */
      html: string;
      /** The JSON elements the browser's app starts from (state and answers); data, never run. */
      data: string;
    };

/** Each render's transport: the one HTTP client of the app asks the request it renders for. */
const requests = new AsyncLocalStorage<Transport>();

http.defaults.adapter = (config) => {
  const transport = requests.getStore();
  if (transport === undefined) throw new Error('an API request outside a server render');
  return transportAdapter(transport)(config);
};

/** The run of hoisted elements at the start of React's output, and the rest. */
const HOISTED = /^((?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*)([\s\S]*)$/;

function jsonElement(id: string, value: unknown): string {
  // `<` escaped: the text can never close the element.
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.on('data', (chunk: Buffer | string) => {
      text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    });
    stream.on('end', () => resolve(text));
    stream.on('error', reject);
  });
}

async function render(request: RenderRequest): Promise<RenderedPage> {
  const stores = createStores({ readCookie: (name) => request.cookies[name] });
  const routes = createAppRoutes(stores, () => [...request.languages]);
  const handler = createStaticHandler(routes);
  const origin = 'http://localhost';
  const fetchRequest = new Request(new URL(request.url, origin), {
    ...(request.signal === undefined ? {} : { signal: request.signal }),
  });
  const context = await handler.query(fetchRequest);
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }
  const page = context.loaderData.page as PageLoaderData | null | undefined;
  const configFailed = stores.global.siteConfig.config === undefined;
  let status = context.statusCode;
  if (page?.kind === 'notFound') status = 404;
  if (configFailed) status = 503;
  // A signed-in player's page shows the balance and the player's config (name, hidden balance, profile) from the
  // first paint: asked once here (the browser's app repeats as ACC-010 says), handed to the browser with the
  // stores, so that what it draws while hydrating is what the server drew.
  const userId = stores.user.userId;
  const lang = stores.global.language;
  if (!configFailed) {
    // NOTICE-005: the notices group, so that a visitor without an age answer gets the question in the markup.
    const notices = loadNoticesConfig(siteNoticesOf(stores), stores.queries, lang, stores.readCookie);
    if (userId !== null) {
      const account = await import('./stores/account');
      await Promise.all([
        notices,
        account.loadBalance(account.accountOf(stores), undefined, 1),
        stores.user.config === null ? loadUserConfig(stores.user, userId) : undefined,
      ]);
    } else await notices;
  }

  // This request's texts: a clone reading the one resource store, in the page's language.
  const texts = i18n.cloneInstance({ lng: lang, initAsync: false });
  const router = createStaticRouter(handler.dataRoutes, context);
  const answers: ServerAnswers = new Map();
  const sheet = new ServerStyleSheet();
  try {
    const html = await new Promise<string>((resolve, reject) => {
      const stream = renderToPipeableStream(
        sheet.collectStyles(
          <I18nextProvider i18n={texts}>
            <ServerAnswersContext.Provider value={answers}>
              <StoresContext.Provider value={stores}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </StoresContext.Provider>
            </ServerAnswersContext.Provider>
          </I18nextProvider>,
        ),
        {
          // Every boundary in place: React would otherwise move a large one to the end of the document with a
          // script that swaps it in (the CSP allows no inline script).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // The whole page, boundaries resolved: the visitor (and a crawler, or a browser without JavaScript)
          // gets the page's content, not its loading states.
          onAllReady() {
            const out = new PassThrough();
            collect(out).then(resolve, reject);
            stream.pipe(out);
          },
          onShellError: reject,
          onError(error) {
            // A part that failed renders its client fallback; the page goes on.
            if (!request.signal?.aborted) console.warn('server render:', error);
          },
        },
      );
      request.signal?.addEventListener('abort', () => stream.abort(), { once: true });
    });
    // React writes the page's hoisted elements (title, metas, links: PageHead) first; they belong in <head>.
    const [, hoisted = '', body = html] = HOISTED.exec(html) ?? [];
    const state: AppState = {
      stores: dehydrateStores(stores),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    };
    return {
      kind: 'page',
      status,
      lang,
      head: hoisted + sheet.getStyleTags(),
      html: body,
      data: jsonElement(APP_STATE_ID, state) + jsonElement(APP_DATA_ID, serverAnswersJson(answers) ?? {}),
    };
  } finally {
    sheet.seal();
  }
}

/** Renders the page of `request.url` (its API requests answered by `request.transport`). */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return requests.run(request.transport, () => render(request));
}

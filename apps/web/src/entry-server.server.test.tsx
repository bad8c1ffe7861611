import { beforeEach, describe, expect, it } from 'vitest';
import type { NoticesGroup } from '@betline/contracts';
import type { Transport } from './api/transport';
import { CASINO_PATHS } from '@betline/contracts/paths';
import { renderPage, type RenderedPage, type RenderRequest } from './entry-server';
import { apiStubs, stubSiteConfig, stubSiteServices, testStores } from './test/app';
import { i18n } from './i18n';

const AGE_GATE_ON: NoticesGroup = {
  cookieConsentPopup: true,
  ageGate: { enabled: true, storage: 'local' },
  inactivityLogoff: { enabled: false, minutes: 30 },
  registrationReminder: null,
};

/** The stubbed site services and config, as the transport the server would hand the renderer. */
function services(overrides: Parameters<typeof stubSiteServices>[0] = {}): Transport {
  stubSiteServices(overrides);
  return stubSiteConfig().transport;
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function render(url: string, transport: Transport, request: Partial<RenderRequest> = {}) {
  return renderPage({ url, cookies: {}, languages: ['en'], transport, ...request });
}

function page(rendered: RenderedPage): Extract<RenderedPage, { kind: 'page' }> {
  if (rendered.kind !== 'page')
    throw new Error(`expected a page, got a ${rendered.status} to ${rendered.location}`);
  return rendered;
}

function stateOf(rendered: RenderedPage): {
  stores: { global: { language: string }; user: { userId: number | null } };
} {
  const json = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(
    page(rendered).data,
  )?.[1];
  return JSON.parse(json!) as ReturnType<typeof stateOf>;
}

describe('server rendering of every page (ADR 0041)', () => {
  beforeEach(() => {
    stubSiteServices();
  });

  it('renders the line page in its layout, with the styles its markup uses and the state the browser hydrates from', async () => {
    const rendered = page(await render('/en/line', services()));
    expect(rendered.status).toBe(200);
    expect(rendered.lang).toBe('en');
    const text = textOf(rendered.html);
    expect(text).toContain('Skip to content');
    expect(rendered.html).toMatch(/<h1[^>]*>Line<\/h1>/);
    // The markup's classes have their rules, in styled-components' own tags (adopted by the browser's).
    const firstClass = /class="([\w-]+) ([\w-]+)"/.exec(rendered.html);
    expect(firstClass).not.toBeNull();
    expect(rendered.head).toContain('data-styled');
    expect(rendered.head).toContain(`.${firstClass![2]}{`);
    expect(stateOf(rendered).stores.global.language).toBe('en');
    // Data the browser reads, never a script it runs: the CSP allows no inline script.
    expect(rendered.html).not.toContain('<script');
  });

  it('GUARD-001 GUARD-003 a guest asking for an office page is answered with a redirect to sign-in, before any script', async () => {
    const rendered = await render('/en/office/account', services());
    expect(rendered).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount',
    });
  });

  it('ROUTE-040 a redirect of the route table keeps its own status', async () => {
    const rendered = await render('/en/rules', services());
    expect(rendered.kind).toBe('redirect');
    expect(rendered.kind === 'redirect' && rendered.location).toBe('/en/information/rules/1');
  });

  it('ROUTE-068 ERR-004 an unknown page is rendered as the 404 page with the status 404', async () => {
    const rendered = page(await render('/en/no/such/page', services()));
    expect(rendered.status).toBe(404);
    expect(rendered.html).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);
  });

  it('GUARD-010 during maintenance a page is answered with a redirect to the maintenance page', async () => {
    const rendered = await render(
      '/en/line',
      services({
        maintenance: {
          startAt: '2026-01-01T00:00:00Z',
          finishAt: '2099-01-01T00:00:00Z',
          notifyStartDate: null,
          notifyEndDate: null,
          isActive: true,
        },
      }),
    );
    expect(rendered).toMatchObject({ kind: 'redirect', status: 302, location: '/en/maintenance' });
  });

  it("renders the casino lobby's tiles with the catalogue and hands the answers to the browser", async () => {
    const transport = services();
    apiStubs.set(`GET ${CASINO_PATHS.providers}`, () => ({
      status: 200,
      data: { providers: [{ id: 'betline-studio', name: 'Betline Studio', inHouse: true, gameCount: 1 }] },
    }));
    const games = {
      total: 1,
      games: [
        {
          id: 1001,
          slug: 'fruit-five',
          name: 'Fruit Five',
          provider: 'betline-studio',
          category: 'slots',
          sections: ['slots', 'casino'],
          otherKind: null,
          engine: 'slot',
          table: null,
          thumbnail: '/web-api/casino/thumbnails/fruit-five.svg',
          isNew: false,
          popular: true,
        },
      ],
    };
    apiStubs.set(`GET ${CASINO_PATHS.games}`, () => ({ status: 200, data: games }));
    try {
      const rendered = page(await render('/en/casino', transport));
      expect(textOf(rendered.html)).toContain('Fruit Five');
      expect(rendered.html).toContain('/web-api/casino/thumbnails/fruit-five.svg');
      const json = /id="app-data">([\s\S]*?)<\/script>/.exec(rendered.data)![1]!;
      const handed = JSON.parse(json) as Record<string, unknown>;
      expect(handed['casino-all']).toEqual(games);
    } finally {
      apiStubs.clear();
    }
  });

  it("a signed-in player's page shows the balance in the header from the server, and hands it to the browser", async () => {
    const transport = services();
    // The session check answers for this player (test/app.tsx); the CSRF cookie says a session may exist.
    testStores().user.userId = 7;
    const rendered = page(
      await render('/en/office/account', transport, { cookies: { betline_csrf: 'token' } }),
    );
    expect(rendered.status).toBe(200);
    const balance = /data-testid="header-balance"[^>]*>([^<]*)</.exec(rendered.html)?.[1];
    expect(balance).toBe('€1,250.50');
    const state = stateOf(rendered) as ReturnType<typeof stateOf> & {
      stores: { account?: { balance: number; activeAccountId: number } };
    };
    expect(state.stores.user.userId).toBe(7);
    expect(state.stores.account).toMatchObject({ balance: 125_050, activeAccountId: 11 });
  });

  it('renders pages in different languages side by side, each in its own language', async () => {
    const transport = services();
    const [ru, en, ruAgain] = await Promise.all([
      render('/ru/line', transport),
      render('/en/line', transport),
      render('/ru/casino', transport),
    ]);
    expect(page(ru).lang).toBe('ru');
    expect(page(ru).html).toMatch(/<h1[^>]*>Линия<\/h1>/);
    expect(page(en).html).toMatch(/<h1[^>]*>Line<\/h1>/);
    expect(page(ruAgain).lang).toBe('ru');
    expect(stateOf(en).stores.global.language).toBe('en');
  });

  it("leaves the app's own i18next instance as it is: a render reads its texts through a clone in its language", async () => {
    const before = i18n.language;
    const ru = page(await render('/ru/line', services()));
    expect(ru.html).toMatch(/<h1[^>]*>Линия<\/h1>/);
    expect(i18n.language).toBe(before);
    const en = page(await render('/en/line', services()));
    expect(en.html).toMatch(/<h1[^>]*>Line<\/h1>/);
    expect(i18n.language).toBe(before);
  });

  it.each(['/en', '/en/line', '/en/live', '/en/casino', '/ru/casino', '/en/promotions'])(
    'renders %s whole: every boundary resolved in place, no script',
    async (url) => {
      const rendered = page(await render(url, services({ notices: AGE_GATE_ON })));
      expect(rendered.html).not.toContain('<script');
      expect(rendered.html).not.toMatch(/<template/);
      expect(rendered.html).not.toMatch(/<div hidden id="S:/);
    },
  );

  it('answers 503 with the config error state when the site config cannot be loaded, and renders the next request', async () => {
    stubSiteServices();
    const failing = stubSiteConfig(() => ({ status: 404, data: { message: 'no such brand' } })).transport;
    const failed = page(await render('/en', failing));
    expect(failed.status).toBe(503);
    expect(page(await render('/en', services())).status).toBe(200);
  });
});

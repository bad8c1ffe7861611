import { beforeEach, describe, expect, it } from 'vitest';
import type { NoticesGroup } from '@betline/contracts';
import type { Transport } from './api/transport';
import { CASINO_PATHS, CSRF_COOKIE } from '@betline/contracts/paths';
import { renderFirstScreen } from './entry-server';
import { apiStubs, stubSiteConfig, stubSiteServices } from './test/app';

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

describe('the server picture of a guest first screen (ADR 0032)', () => {
  beforeEach(() => {
    stubSiteServices();
  });

  it('draws the line page in its layout, with its styles and the parts the app must draw before replacing it', async () => {
    const picture = await renderFirstScreen({ url: '/en/line', cookies: {}, transport: services() });
    expect(picture).not.toBeNull();
    const text = textOf(picture!.html);
    expect(text).toContain('Skip to content');
    expect(picture!.html).toMatch(/<h1[^>]*>Line<\/h1>/);
    expect(picture!.lang).toBe('en');
    expect(picture!.parts).toEqual(['page']);
    // The markup's classes have their rules.
    const firstClass = /class="([\w-]+) ([\w-]+)"/.exec(picture!.html);
    expect(firstClass).not.toBeNull();
    expect(picture!.css).toContain(`.${firstClass![2]}{`);
    expect(picture!.css).not.toContain('<style');
  });

  it('NOTICE-005 a new visitor is drawn the age gate over the page when the site asks for it; the app must draw it too', async () => {
    const picture = await renderFirstScreen({
      url: '/en/line',
      cookies: {},
      transport: services({ notices: AGE_GATE_ON }),
    });
    expect(picture!.parts).toEqual(expect.arrayContaining(['page', 'notices']));
    expect(picture!.html).toContain('data-static-overlay');
    expect(picture!.html).toMatch(/role="alertdialog"|role="dialog"/);
    expect(textOf(picture!.html)).toMatch(/18/);
  });

  it('NOTICE-005 a returning visitor (the consent cookie is set) is drawn the page without the gate', async () => {
    const picture = await renderFirstScreen({
      url: '/en/line',
      cookies: { cookiesAgreeType: 'ALL' },
      transport: services({ notices: AGE_GATE_ON }),
    });
    expect(picture!.parts).toEqual(['page']);
    expect(picture!.html).not.toContain('data-static-overlay');
  });

  it("lists only the page's language in the picture's language switch (no other script's font before the first paint)", async () => {
    const picture = await renderFirstScreen({ url: '/en/line', cookies: {}, transport: services() });
    const options = [...picture!.html.matchAll(/<option[^>]*value="(\w+)"/g)].map((match) => match[1]);
    expect(options).toEqual(['en']);
    expect(picture!.html).not.toContain('Русский');
  });

  it("draws the casino lobby's tiles with the catalogue and hands the answers to the app", async () => {
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
          thumbnail: '/web-api/casino/thumbnails/fruit-five.svg',
          isNew: false,
          popular: true,
        },
      ],
    };
    apiStubs.set(`GET ${CASINO_PATHS.games}`, () => ({ status: 200, data: games }));
    try {
      const picture = await renderFirstScreen({ url: '/en/casino', cookies: {}, transport });
      expect(textOf(picture!.html)).toContain('Fruit Five');
      expect(picture!.html).toContain('/web-api/casino/thumbnails/fruit-five.svg');
      const handed = JSON.parse(picture!.data!) as Record<string, unknown>;
      expect(handed['casino-all']).toEqual(games);
      expect(Object.keys(handed).sort()).toEqual(['casino-all', 'casino-providers']);
    } finally {
      apiStubs.clear();
    }
  });

  it('hands nothing over for a page without such data', async () => {
    const picture = await renderFirstScreen({ url: '/en/line', cookies: {}, transport: services() });
    expect(picture!.data).toBeUndefined();
  });

  it('draws a page in its own language, with the title the page sets', async () => {
    const picture = await renderFirstScreen({ url: '/ru/casino', cookies: {}, transport: services() });
    expect(picture!.lang).toBe('ru');
    expect(picture!.title).toMatch(/Betline/);
    expect(picture!.html).not.toContain('<title>');
  });

  it.each(['/en', '/en/line', '/en/live', '/en/casino', '/ru/casino', '/en/promotions'])(
    'draws %s as markup only: every boundary in place, no script (the CSP allows none)',
    async (url) => {
      const picture = await renderFirstScreen({
        url,
        cookies: {},
        transport: services({ notices: AGE_GATE_ON }),
      });
      expect(picture).not.toBeNull();
      expect(picture!.html).not.toContain('<script');
      expect(picture!.html).not.toMatch(/<div hidden id="S:/);
    },
  );

  it('draws nothing for a player (the session CSRF cookie): the app draws a player page itself', async () => {
    const picture = await renderFirstScreen({
      url: '/en/line',
      cookies: { [CSRF_COOKIE]: 'token' },
      transport: services(),
    });
    expect(picture).toBeNull();
  });

  it('draws nothing for an address that is not a page, or a page the guards send elsewhere (maintenance)', async () => {
    expect(await renderFirstScreen({ url: '/xx/nothing', cookies: {}, transport: services() })).toBeNull();
    const maintenance = await renderFirstScreen({
      url: '/en/line',
      cookies: {},
      transport: services({
        maintenance: {
          startAt: '2026-01-01T00:00:00Z',
          finishAt: '2099-01-01T00:00:00Z',
          notifyStartDate: null,
          notifyEndDate: null,
          isActive: true,
        },
      }),
    });
    expect(maintenance).toBeNull();
  });

  it('draws nothing when the site config cannot be loaded, and the next request is drawn again', async () => {
    stubSiteServices();
    const failing = stubSiteConfig(() => ({ status: 404, data: { message: 'no such brand' } })).transport;
    expect(await renderFirstScreen({ url: '/en', cookies: {}, transport: failing })).toBeNull();
    expect(await renderFirstScreen({ url: '/en', cookies: {}, transport: services() })).not.toBeNull();
  });
});

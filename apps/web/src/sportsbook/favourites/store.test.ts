import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { FAVOURITE_PATHS } from '@betline/contracts/paths';
import type { FavouriteGame, FavouritesResponse } from '@betline/contracts';
import { STORAGE_KEYS } from '../../lib/storage';
import { apiStubs, stubSiteConfig, testStores } from '../../test/app';
import type { PushClient, PushTargets } from '../push/client';
import { liveOf } from '../push/store';
import { update } from '../push/test/fakes';
import { sportFavouritesOf } from './state';
import { momentOf, switchAlerts } from './store';
import { favouritesTexts } from './texts';

function game(id: number, patch: Partial<FavouriteGame> = {}): FavouriteGame {
  return {
    id,
    name: `Home ${id} — Away ${id}`,
    home: `Home ${id}`,
    away: `Away ${id}`,
    status: 'line',
    score: [0, 0],
    startAt: '2026-12-01T18:00:00.000Z',
    sportId: 1,
    sportNameEng: 'Football',
    sportKind: 'sport',
    champId: 3,
    champNameEng: 'Premier League',
    addedAt: '2026-12-01T10:00:00.000Z',
    ...patch,
  };
}

const LIST: FavouritesResponse = {
  games: [game(5), game(6, { status: 'finished', score: [2, 1] }), game(7, { name: null, status: null })],
  champs: [],
  teams: [],
  max: 200,
};

/** A push client that records what is followed (the live store is the app instance's own). */
function fakePush(): { client: PushClient; followed: PushTargets[]; released: number } {
  const record = { followed: [] as PushTargets[], released: 0 };
  const client = {
    subscribe: (targets: PushTargets) => {
      record.followed.push(targets);
      return () => {
        record.released += 1;
      };
    },
    acquire: () => () => undefined,
    onSupport: () => () => undefined,
    state: () => {
      throw new Error('not used');
    },
    dispose: () => undefined,
  } as unknown as PushClient;
  return {
    client,
    get followed() {
      return record.followed;
    },
    get released() {
      return record.released;
    },
  };
}

/** A browser's Notification with the given permission (what was shown is recorded). */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string; tag?: string }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body, tag: options.tag });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission: FakeNotification.requestPermission };
}

beforeAll(async () => {
  await favouritesTexts('en');
});

beforeEach(() => {
  stubSiteConfig();
  apiStubs.set(`GET ${FAVOURITE_PATHS.list}`, () => ({ status: 200, data: LIST }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the moments of a starred game', () => {
  it('are its kick-off, a new score while live and its end', () => {
    const at = (status: string, score: [number, number]) => ({ status, score });
    expect(momentOf(at('line', [0, 0]), at('live', [0, 0]))).toBe('started');
    expect(momentOf(at('live', [0, 0]), at('live', [1, 0]))).toBe('score');
    expect(momentOf(at('live', [1, 0]), at('live', [1, 0]))).toBeNull();
    expect(momentOf(at('live', [1, 0]), at('finished', [1, 0]))).toBe('finished');
    expect(momentOf(at('finished', [1, 0]), at('finished', [1, 0]))).toBeNull();
    expect(momentOf(at('line', [0, 0]), at('line', [0, 0]))).toBeNull();
  });
});

describe('sportsbook favourites through the app bus', () => {
  it('load after a sign-in, follow the starred games that have not ended, and go with a sign-out', async () => {
    const stores = testStores();
    const push = fakePush();
    stores.lazy.push = push.client;
    stores.user.userId = 42;
    await stores.events.emit('signedIn', { userId: 42, changed: true });
    const state = sportFavouritesOf(stores);
    expect(state.status).toBe('ready');
    expect(state.keys).toEqual(['game:5', 'game:6', 'game:7']);
    // The finished game and the one the feed no longer has are not followed.
    await waitFor(() => expect(push.followed).toEqual([{ gameIds: [5] }]));

    stores.user.userId = null;
    await stores.events.emit('signedOut', { reason: null });
    expect(state).toMatchObject({ keys: [], list: null, status: 'idle', alerts: false });
    expect(push.released).toBe(1);
  });

  it('tell the player in the app when a starred game kicks off, scores and ends; the browser only when allowed', async () => {
    const stores = testStores();
    const push = fakePush();
    stores.lazy.push = push.client;
    const browser = fakeNotifications('granted');
    stores.user.userId = 42;
    await stores.events.emit('signedIn', { userId: 42, changed: true });
    await waitFor(() => expect(push.followed).toHaveLength(1));
    const live = liveOf(stores);
    const messages = () => stores.notices.queue.map((notice) => notice.message);

    live.update(update(1, 5, [], { status: 'live', score: [0, 0] }));
    live.flush();
    await waitFor(() => expect(messages()).toEqual(['Home 5 — Away 5 has kicked off.']));
    // Off by default: no browser notification without the player's switch.
    expect(browser.shown).toEqual([]);

    expect(await switchAlerts(stores, true)).toBe('on');
    live.update(update(2, 5, [], { status: 'live', score: [1, 0] }));
    live.flush();
    // One notice per game: the newer moment replaces the one shown.
    await waitFor(() => expect(messages()).toEqual(['New score in Home 5 — Away 5: 1:0']));
    expect(browser.shown).toEqual([
      { title: 'Favourites', body: 'New score in Home 5 — Away 5: 1:0', tag: 'favourite-game-5' },
    ]);
    // A change that is no moment (the clock) tells nothing.
    live.update(update(3, 5, [], { status: 'live', score: [1, 0], clockSec: 900 }));
    live.flush();
    live.update(update(4, 5, [], { status: 'finished', score: [1, 0] }));
    live.flush();
    await waitFor(() => expect(messages()).toEqual(['Home 5 — Away 5 has ended: 1:0']));
    expect(browser.shown).toHaveLength(2);
  });
});

describe('the switch of browser notifications', () => {
  it('is off by default, asks the browser when turned on, and stays off when the browser refuses', async () => {
    const stores = testStores();
    stores.user.userId = 42;
    const browser = fakeNotifications('default', 'denied');
    expect(sportFavouritesOf(stores).alerts).toBe(false);
    expect(await switchAlerts(stores, true)).toBe('denied');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(sportFavouritesOf(stores).alerts).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.favouriteAlerts)).toBeNull();
  });

  it('is remembered for the player in this browser once the browser allows it, until turned off', async () => {
    const stores = testStores();
    stores.user.userId = 42;
    const browser = fakeNotifications('default', 'granted');
    expect(await switchAlerts(stores, true)).toBe('on');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favouriteAlerts) ?? '[]')).toEqual([42]);

    // The next sign-in of the same player in this browser finds it on.
    await stores.events.emit('signedOut', { reason: null });
    await stores.events.emit('signedIn', { userId: 42, changed: false });
    expect(sportFavouritesOf(stores).alerts).toBe(true);

    expect(await switchAlerts(stores, false)).toBe('off');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favouriteAlerts) ?? '[]')).toEqual([]);
  });

  it('says when the browser cannot show notifications', async () => {
    const stores = testStores();
    stores.user.userId = 42;
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(await switchAlerts(stores, true)).toBe('unsupported');
  });
});

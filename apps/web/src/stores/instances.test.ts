import { describe, expect, it } from 'vitest';
import { createStores } from './index';
import { pushNotice } from './notices';
import { setPreference, preferencesOf } from './preferences';
import { COOKIE_NAMES, readCookie, STORAGE_KEYS } from '../lib/storage';

describe('stores per app instance', () => {
  it('two instances share nothing: a notice or a preference in one is not in the other', () => {
    const first = createStores({ readCookie: () => undefined });
    const second = createStores({ readCookie: () => undefined });
    pushNotice(first.notices, { kind: 'info', message: 'only here' });
    preferencesOf(first).timeZone = 5.5;
    expect(second.notices.queue).toEqual([]);
    expect(preferencesOf(second).timeZone).toBe(3);
  });

  it("MISC-010 COEF-003 the first state is read from the request's cookies (what the server renders with)", () => {
    const cookie = JSON.stringify({ timeZone: -5, is12h: true, appViewType: 1, coefViewId: 2 });
    const stores = createStores({
      readCookie: (name) => (name === COOKIE_NAMES.preferences ? cookie : undefined),
    });
    expect(preferencesOf(stores)).toMatchObject({ timeZone: -5, is12h: true, appViewType: 1, coefViewId: 2 });
  });

  it('preferences an earlier version kept in local storage are read, and move to the cookie at the next change', () => {
    window.localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ timeZone: 4, is12h: true }));
    const stores = createStores();
    expect(preferencesOf(stores)).toMatchObject({ timeZone: 4, is12h: true });
    setPreference(preferencesOf(stores), 'appViewType', 1);
    expect(JSON.parse(readCookie(COOKIE_NAMES.preferences) ?? '{}')).toMatchObject({
      timeZone: 4,
      is12h: true,
      appViewType: 1,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.preferences)).toBeNull();
  });

  it('an event reaches every listener, and a failing listener does not stop the others', () => {
    const { events } = createStores({ readCookie: () => undefined });
    const heard: string[] = [];
    events.on('signedOut', () => {
      throw new Error('broken listener');
    });
    const stop = events.on('signedOut', ({ reason }) => {
      heard.push(String(reason));
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      events.emit('signedOut', { reason: 'inactivity' });
      stop();
      events.emit('signedOut', { reason: null });
    } finally {
      console.error = original;
    }
    expect(heard).toEqual(['inactivity']);
  });
});

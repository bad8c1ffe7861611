import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORED_LANGUAGE,
  FALLBACK_LANGUAGE,
  availableLanguages,
  isLanguageSegment,
  normaliseLanguageTag,
  pickLanguage,
  resolveLanguagePath,
  switchLanguagePath,
  type LanguageOption,
} from './language';

const languages: LanguageOption[] = [
  { code: 'en', hidden: false },
  { code: 'ru', hidden: false },
  { code: 'de', hidden: false },
  { code: 'kk', hidden: true },
];

const guest = { languages, isSignedIn: false, detected: [] as string[] };

describe('isLanguageSegment', () => {
  it('ROUTE-001 a language segment is exactly two lowercase letters', () => {
    expect(isLanguageSegment('en')).toBe(true);
    expect(isLanguageSegment('ru')).toBe(true);
    for (const bad of ['EN', 'En', 'e', 'eng', 'e1', '', 'en-US', undefined]) {
      expect(isLanguageSegment(bad)).toBe(false);
    }
  });
});

describe('resolveLanguagePath', () => {
  it('ROUTE-001 a path whose first segment is an available language renders as it is', () => {
    expect(resolveLanguagePath({ ...guest, pathname: '/en' })).toEqual({ kind: 'ok', lng: 'en' });
    expect(resolveLanguagePath({ ...guest, pathname: '/ru/live/football' })).toEqual({
      kind: 'ok',
      lng: 'ru',
    });
  });

  it('ROUTE-001 an upper-case or three-letter first segment is not a language and gets a prefix', () => {
    expect(resolveLanguagePath({ ...guest, pathname: '/EN/live' })).toMatchObject({ to: '/en/EN/live' });
    expect(resolveLanguagePath({ ...guest, pathname: '/eng' })).toMatchObject({ to: '/en/eng' });
  });

  it('ROUTE-002 / gets the language prefix', () => {
    expect(resolveLanguagePath({ ...guest, pathname: '/' })).toEqual({
      kind: 'redirect',
      lng: 'en',
      to: '/en',
    });
    expect(resolveLanguagePath({ ...guest, pathname: '' })).toEqual({
      kind: 'redirect',
      lng: 'en',
      to: '/en',
    });
  });

  it('ROUTE-002 a path without a language keeps the rest of the path, the query and the fragment', () => {
    expect(
      resolveLanguagePath({ ...guest, pathname: '/live/football/', search: '?a=1&b=2', hash: '#top' }),
    ).toEqual({ kind: 'redirect', lng: 'en', to: '/en/live/football/?a=1&b=2#top' });
    expect(resolveLanguagePath({ ...guest, pathname: '/promo', search: 'x=1' })).toMatchObject({
      to: '/en/promo?x=1',
    });
    expect(resolveLanguagePath({ ...guest, pathname: '/promo', search: '?' })).toMatchObject({
      to: '/en/promo',
    });
  });

  it('ROUTE-002 the prefix added is the detected language when the site offers it', () => {
    expect(resolveLanguagePath({ ...guest, detected: ['ru-RU', 'en'], pathname: '/office' })).toEqual({
      kind: 'redirect',
      lng: 'ru',
      to: '/ru/office',
    });
  });

  it('I18N-002 an unavailable language segment is replaced by the detected language', () => {
    expect(
      resolveLanguagePath({ ...guest, detected: ['de-DE'], pathname: '/fr/live', search: '?q=1' }),
    ).toEqual({
      kind: 'redirect',
      lng: 'de',
      to: '/de/live?q=1',
    });
  });

  it('I18N-003 English when neither the path nor the detected languages are available', () => {
    expect(resolveLanguagePath({ ...guest, detected: ['fr-FR', 'it'], pathname: '/fr/casino' })).toEqual({
      kind: 'redirect',
      lng: FALLBACK_LANGUAGE,
      to: '/en/casino',
    });
  });

  it('I18N-004 a hidden language is replaced for a guest and kept for a signed-in player', () => {
    expect(resolveLanguagePath({ ...guest, pathname: '/kk/live' })).toMatchObject({
      kind: 'redirect',
      to: '/en/live',
    });
    expect(resolveLanguagePath({ ...guest, detected: ['kk-KZ', 'ru'], pathname: '/' })).toMatchObject({
      to: '/ru',
    });
    expect(resolveLanguagePath({ ...guest, isSignedIn: true, pathname: '/kk/live' })).toEqual({
      kind: 'ok',
      lng: 'kk',
    });
  });
});

describe('pickLanguage', () => {
  it('I18N-001 the requested language wins when available', () => {
    expect(pickLanguage({ ...guest, requested: 'ru', detected: ['de'] })).toBe('ru');
  });

  it('I18N-002 the first available detected language, in the browser order, any tag form', () => {
    expect(pickLanguage({ ...guest, requested: 'fr', detected: ['fr-CA', 'DE_at', 'ru'] })).toBe('de');
  });

  it('I18N-003 English last', () => {
    expect(pickLanguage({ ...guest, requested: undefined, detected: ['ja-JP', 'x'] })).toBe('en');
  });

  it('I18N-003 a site without English falls back to its first available language (never a loop)', () => {
    const noEnglish: LanguageOption[] = [
      { code: 'uk', hidden: true },
      { code: 'ru', hidden: false },
    ];
    expect(pickLanguage({ languages: noEnglish, isSignedIn: false, detected: ['fr'] })).toBe('ru');
    expect(
      resolveLanguagePath({ languages: noEnglish, isSignedIn: false, detected: [], pathname: '/' }),
    ).toMatchObject({ to: '/ru' });
  });

  it('I18N-004 hidden languages are never picked for guests', () => {
    expect(pickLanguage({ ...guest, requested: 'kk', detected: ['kk'] })).toBe('en');
    expect(pickLanguage({ ...guest, isSignedIn: true, requested: 'kk', detected: [] })).toBe('kk');
  });

  it('I18N-005 the stored preference defaults to ru, but ru is not the routing fallback', () => {
    expect(DEFAULT_STORED_LANGUAGE).toBe('ru');
    expect(pickLanguage({ ...guest, detected: [] })).toBe('en');
  });
});

describe('helpers', () => {
  it('availableLanguages keeps order, drops hidden ones for guests, malformed codes and duplicates', () => {
    const list: LanguageOption[] = [
      ...languages,
      { code: 'EN', hidden: false },
      { code: 'ru', hidden: false },
    ];
    expect(availableLanguages(list, false)).toEqual(['en', 'ru', 'de']);
    expect(availableLanguages(list, true)).toEqual(['en', 'ru', 'de', 'kk']);
  });

  it('normaliseLanguageTag keeps the primary subtag', () => {
    expect(normaliseLanguageTag('en-US')).toBe('en');
    expect(normaliseLanguageTag(' PT_br ')).toBe('pt');
    expect(normaliseLanguageTag('fil')).toBeUndefined();
    expect(normaliseLanguageTag('')).toBeUndefined();
  });

  it('switchLanguagePath swaps or adds the language segment and keeps the rest', () => {
    expect(switchLanguagePath('/en/live/football', 'ru', '?a=1', '#x')).toBe('/ru/live/football?a=1#x');
    expect(switchLanguagePath('/en', 'de')).toBe('/de');
    expect(switchLanguagePath('/promo/', 'de')).toBe('/de/promo/');
  });
});

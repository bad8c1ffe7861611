import { describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS, identityMail, identityTexts } from '../modules/identity/messages';
import { PROTECTION_MESSAGES, protectionMessages } from '../modules/protection/messages';
import { DEMO_ANSWERS, demoAnswer } from '../modules/support/demoOperator';
import { DEMO_VIEWS } from '../modules/views/demoViews';
import {
  fill,
  placeholders,
  PLAYER_LANGUAGES,
  playerLanguage,
  requestLanguage,
  type InSeven,
} from './playerLanguage';

/** Every text of a value as dotted paths (array items by index). */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (typeof value === 'number') out.set(prefix, `#${value}`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      for (const [k, v] of flatten(item, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
    }
  }
  return out;
}

/** The texts the server sends to players, each set in the seven languages. */
const SETS: [string, InSeven<unknown>][] = [
  ['identity e-mails and SMS', IDENTITY_TEXTS],
  ['limit service texts', PROTECTION_MESSAGES],
  ['demo support answers', DEMO_ANSWERS],
];

/** Texts that may read as in English in a language: Spanish says "No" too, Brazilian Portuguese "login". */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set(['es:no', 'pt:credentialsFile.login']);

describe.each(SETS)('%s', (_name, set) => {
  const english = flatten(set.en);

  it('exist in all seven languages with the same texts, each with the placeholders of English', () => {
    expect(Object.keys(set).sort()).toEqual([...PLAYER_LANGUAGES].sort());
    for (const lng of PLAYER_LANGUAGES) {
      const texts = flatten(set[lng]);
      expect([...texts.keys()].sort(), lng).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${lng} ${key}`).not.toBe('');
        // Numbers (the questions' ids) are the same in every language.
        if (text.startsWith('#')) expect(text, `${lng} ${key}`).toBe(english.get(key));
        expect(placeholders(text), `${lng} ${key}: ${text}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('are written in each language, not left in English', () => {
    const leftovers = PLAYER_LANGUAGES.filter((lng) => lng !== 'en').flatMap((lng) =>
      [...flatten(set[lng])]
        .filter(([key, text]) => !text.startsWith('#') && text === english.get(key))
        .map(([key]) => `${lng}:${key}`)
        .filter((entry) => !SAME_AS_ENGLISH.has(entry)),
    );
    expect(leftovers).toEqual([]);
  });
});

describe('the demo remote views', () => {
  it.each(Object.keys(DEMO_VIEWS))(
    '%s is written in the seven languages, linking into the site in each',
    (name) => {
      const views = DEMO_VIEWS[name]!;
      expect(Object.keys(views).sort()).toEqual([...PLAYER_LANGUAGES].sort());
      for (const lng of PLAYER_LANGUAGES) {
        const view = views[lng];
        if (lng !== 'en') expect(view.title, lng).not.toBe(views.en.title);
        if (lng !== 'en') expect(view.body, lng).not.toBe(views.en.body);
        for (const [, path] of view.body.matchAll(/href="(\/[^"]*)"/g))
          expect(path, lng).toMatch(new RegExp(`^/${lng}(/|$)`));
        expect(view.body, lng).not.toMatch(/[{}[\]]/);
      }
    },
  );
});

describe('the language of a player text', () => {
  it('is the player’s language, a regional variant its language, anything else English', () => {
    expect(playerLanguage('uk')).toBe('uk');
    expect(playerLanguage('pt-BR')).toBe('pt');
    expect(playerLanguage('kk')).toBe('en');
    expect(playerLanguage(undefined)).toBe('en');
  });

  it('of a request is its X-Language, else its best Accept-Language of the seven, else English', () => {
    expect(requestLanguage({ headers: { 'x-language': 'tr', 'accept-language': 'de' } })).toBe('tr');
    expect(requestLanguage({ headers: { 'accept-language': 'fr-FR, es;q=0.8, de;q=0.9' } })).toBe('de');
    expect(requestLanguage({ headers: { 'accept-language': 'fr, it' } })).toBe('en');
    expect(requestLanguage({ headers: {} })).toBe('en');
  });

  it('chooses the texts: a German player gets German mail, a Ukrainian one Ukrainian limits', () => {
    const mail = identityMail('de', 'passwordReset', {
      url: 'https://betline.example/de/user/passwordreset?token=t',
    });
    expect(mail.subject).toBe('Betline-Passwort zurücksetzen');
    expect(mail.body).toContain('https://betline.example/de/user/passwordreset?token=t');
    expect(fill(identityTexts('es').smsSignInCode, { code: '123456' })).toBe(
      'Tu código para entrar en Betline: 123456',
    );
    expect(protectionMessages('uk').refused.unchanged).toBe('Ліміт уже має це значення.');
    expect(demoAnswer('pt', false)).toMatch(/^Olá! Obrigado pela sua mensagem/);
    expect(demoAnswer('kk', true)).toBe(DEMO_ANSWERS.en.payment);
  });

  it('fills every placeholder and refuses a missing value', () => {
    expect(fill('{a} and {b}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(() => fill('{a} and {b}', { a: 1 })).toThrow('{b}');
  });
});

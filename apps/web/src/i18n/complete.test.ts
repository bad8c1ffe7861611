import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources } from './allResources';
import type { Namespace } from './allResources';
import { checkNamespace, pluralForms } from './localeCheck';
import type { Tree } from './localeCheck';

const ALL = LANGUAGES.filter((lng) => lng !== 'en');

/**
 * Texts a language may write as English does: names of the brand, games, teams' disciplines and formats, codes,
 * and words the language shares with English. Anything else equal to English is an English text left untranslated.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // Names and codes
  Betline: ALL,
  'Betline Studio': ALL,
  'Fruit Five': ALL,
  Crash: ALL,
  CS2: ALL,
  'Dota 2': ALL,
  'League of Legends': ALL,
  'Hong Kong': ['es', 'pt', 'tr'],
  Malay: ['tr'],
  Decimal: ['es', 'pt'],
  // Formats, not words: a meeting is its date, the two sides and the score between them
  '{{date}}: {{first}} {{score}} {{second}}': ALL,
  // Words the language shares with English
  Live: ['ru', 'de'],
  'E-mail': ['ru', 'pt'],
  Casino: ['de', 'es', 'tr'],
  Poker: ['de', 'tr'],
  Bingo: ['de', 'es', 'pt'],
  Keno: ['de', 'es', 'pt', 'tr'],
  Plinko: ['de', 'es', 'pt', 'tr'],
  Baccarat: ['de'],
  // casino chips are 'Chips' in German too
  Chips: ['de'],
  // "total" is the word in Spanish and Portuguese too
  '{{cards}} (total {{total}})': ['es', 'pt'],
  Risk: ['tr'],
  Optional: ['de'],
  Blog: ['de', 'es', 'pt', 'tr'],
  Toto: ['de'],
  Lotto: ['de'],
  // A team's form; 'Team' is German for a side as well
  Form: ['de', 'tr'],
  Team: ['de'],
  // Spanish and Portuguese bookmakers write 'Esports' as English does
  Esports: ['es', 'pt'],
  Lobby: ['de', 'es', 'pt'],
  Studios: ['de'],
  Status: ['de', 'pt'],
  Handicap: ['de', 'pt'],
  Bonus: ['de', 'tr'],
  // Under, as German books shorten Unter
  'U {{line}}': ['de'],
  Tennis: ['de'],
  Basketball: ['de'],
  Volleyball: ['de'],
  Cricket: ['de'],
  System: ['de'],
  Support: ['de'],
  Limits: ['de'],
  Name: ['de'],
  Debugger: ['de'],
  'Block {{block}}': ['de'],
  No: ['es'],
  'Idea: {{topic}}': ['es'],
  'Error 500': ['es'],
  Layout: ['pt'],
  Cashback: ['de', 'pt'],
  'Cash-out, handicap…': ['pt'],
};

const sameAsEnglish = (text: string, lng: string) => SAME_AS_ENGLISH[text]?.includes(lng) ?? false;

const namespaces = Object.keys(resources.en) as Namespace[];

describe.each(namespaces)('the %s namespace', (ns) => {
  const english = resources.en[ns] as Tree;

  it.each(LANGUAGES)('%s: every English key, no other key, the same {{variables}}, translated', (lng) => {
    const problems = checkNamespace(english, resources[lng][ns] as Tree, lng, sameAsEnglish);
    expect(problems, `${lng} ${ns}`).toEqual({
      missing: [],
      unused: [],
      variables: [],
      untranslated: [],
      empty: [],
    });
  });
});

describe('English, the reference', () => {
  it('has the seed’s 404 heading', () => {
    expect(resources.en.translation.notFound.heading).toBe('This page could not be found');
  });
});

describe('the plural forms each language needs', () => {
  it('are i18next’s: one and other in English, German and Turkish, one, few, many and other in Russian and Ukrainian', () => {
    expect([...pluralForms('en').required].sort()).toEqual(['one', 'other']);
    expect([...pluralForms('de').required].sort()).toEqual(['one', 'other']);
    expect([...pluralForms('tr').required].sort()).toEqual(['one', 'other']);
    expect([...pluralForms('es').required].sort()).toEqual(['one', 'other']);
    expect([...pluralForms('ru').required].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralForms('uk').required].sort()).toEqual(['few', 'many', 'one', 'other']);
  });
});

describe('the check itself', () => {
  const english = { a: 'Stake', n: { found_one: '{{count}} game', found_other: '{{count}} games' } };
  const check = (texts: Tree, lng = 'de') => checkNamespace(english, texts, lng, () => false);

  it('names a missing key, a key English lacks, other variables and an English text left as it is', () => {
    expect(check({ b: 'Einsatz', n: { found_one: '{{n}} Spiel', found_other: '{{count}} games' } })).toEqual({
      missing: ['a'],
      unused: ['b'],
      variables: ['n.found_one: {n} instead of {count}'],
      untranslated: ['n.found_other: {{count}} games'],
      empty: [],
    });
  });

  it('lets a plural form name the variables of English `_other` (Russian `_one` is said of 21 too)', () => {
    const english = { n: { days_one: 'the last day', days_other: 'the last {{count}} days' } };
    const russian = {
      n: {
        days_one: 'последний {{count}} день',
        days_few: 'последние {{count}} дня',
        days_many: 'последние {{count}} дней',
        days_other: 'последние {{count}} дня',
      },
    };
    expect(checkNamespace(english, russian, 'ru', () => false).variables).toEqual([]);
    const wrong = { n: { ...russian.n, days_one: 'последний {{n}} день' } };
    expect(checkNamespace(english, wrong, 'ru', () => false).variables).toEqual([
      'n.days_one: {n} instead of {}',
    ]);
  });

  it('wants the plural forms of the language’s rules, and no others', () => {
    const ukrainian = check(
      { a: 'Ставка', n: { found_one: '{{count}} гра', found_other: '{{count}} гри' } },
      'uk',
    );
    expect(ukrainian.missing).toEqual(['n.found_few', 'n.found_many']);
    const german = check({
      a: 'Einsatz',
      n: { found_one: '{{count}} Spiel', found_few: '{{count}} Spiele', found_other: '{{count}} Spiele' },
    });
    expect(german.unused).toEqual(['n.found_few']);
  });
});

describe('the locale files', () => {
  it('exist in every language for each namespace English has a file of', () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), 'locales');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => relative(folder, join(folder, file)))
      .filter((file) => file.endsWith('.ts'));
    const missing = files
      .filter((file) => file.endsWith('.en.ts') || file === 'en.ts')
      .flatMap((file) => ALL.map((lng) => file.replace(/(^|\.)en\.ts$/, `$1${lng}.ts`)))
      .filter((file) => !files.includes(file));
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { uiResources, type UiLocale } from './i18n';
import { uiTextLoaders } from './texts';

/** Flattens nested texts to dotted keys. */
function flatten(texts: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();

/** The plural forms each language writes: four for ru and uk, `_one` and `_other` for the others. */
const FOUR_FORMS = new Set<UiLocale>(['ru', 'uk']);
const OTHERS = ['ru', 'de', 'es', 'pt', 'tr', 'uk'] as const satisfies readonly UiLocale[];
const FEW_OR_MANY = /_(few|many)$/;

const english = flatten(uiResources.en);

/** The English keys `lng` must have. */
function expectedKeys(lng: UiLocale): string[] {
  return [...english.keys()].filter((key) => FOUR_FORMS.has(lng) || !FEW_OR_MANY.test(key)).sort();
}

/**
 * Texts that may read as in English: formats made only of variables and signs, brand and product words,
 * codes, and words the language shares with English (German "Bonus", Portuguese "Status"...). A key listed for
 * a language that translates it is harmless; a key that is missing here and equal to English fails.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly UiLocale[]>> = {
  main_ok: ['de', 'es', 'pt'],
  main_error: ['es'],
  'cookieConsent.title': ['de', 'es', 'pt'],
  'auth.email': ['ru', 'pt'],
  'registration.full_reg': ['ru', 'pt'],
  'saveCredentials.login': ['pt'],
  'phone.format': ['de'],
  'history.status': ['de', 'pt'],
  'transactions.status': ['de', 'pt'],
  'transactions.kinds.bonus': ['de', 'tr'],
  'transactions.kinds.cashout': ['de'],
  'questionnaire.no': ['es'],
  'balance.bonus': ['de', 'tr'],
  'avatar.online': ['de'],
  'nav.age': OTHERS,
  'nav.copyright': OTHERS,
  'nav.withBadge': OTHERS,
  'nav.menu': ['pt'],
  'nav.badge_one': ['pt'],
  'betting.oddsName': OTHERS,
  'coupon.oddsFormatOption': OTHERS,
  'coupon.coefFormats.coef_format_decimal': ['es', 'pt'],
  'coupon.coefFormats.coef_format_hong_kong': ['es', 'pt', 'tr'],
  'coupon.coefFormats.coef_format_malay': ['tr'],
  'betting.live': ['ru', 'de'],
  'betting.liveCount': ['de'],
  'betting.total': ['es', 'pt'],
  'protectionLevel.value': OTHERS,
  'avatar.withStatus': OTHERS,
  'games.times': OTHERS,
  'games.percent': ['pt'],
  'games.crash.seconds': ['de', 'es', 'pt'],
  'games.roulette.landed': OTHERS,
  'games.roulette.spot.straight': OTHERS,
  'games.roulette.short.dozen': OTHERS,
  'games.roulette.spot.split': ['tr'],
  'games.symbols.WILD': ['de'],
  'games.symbols.SCATTER': ['de', 'es', 'pt', 'tr'],
  'games.symbols.BAR': ['de'],
  'games.symbols.ORANGE': ['de'],
  'games.slot.scatters_one': ['es', 'pt', 'tr'],
  'games.slot.scatters_other': ['es', 'pt'],
  'games.paytable.symbol': ['de'],
  'casino.demo': ['de', 'es', 'pt', 'tr'],
  'casino.demoName': ['de', 'es', 'pt', 'tr'],
  'casino.popular': ['es', 'pt'],
  'coupon.block': ['de'],
  'coupon.blockN': ['de'],
  'coupon.banker': ['pt'],
  'coupon.bankerOf': ['pt'],
  'coupon.lobby': ['pt'],
  'coupon.accountOption': OTHERS,
  'coupon.forBet': OTHERS,
  // Formats, not words: a statistic's sentence is its name and the two sides' values; a minute is "23'".
  'betting.centre.statLine': OTHERS,
  'betting.centre.minute': OTHERS.filter((lng) => lng !== 'de'),
};

describe('the kit’s texts in every language', () => {
  it.each(OTHERS)('%s has every key of English and no other (with its own plural forms)', (lng) => {
    const keys = [...flatten(uiResources[lng]).keys()].sort();
    expect(keys).toEqual(expectedKeys(lng));
  });

  it.each(OTHERS)('%s uses the same {{variables}} as English in every text', (lng) => {
    const differing = [...flatten(uiResources[lng])]
      .filter(
        ([key, text]) => english.has(key) && variables(text).join() !== variables(english.get(key)!).join(),
      )
      .map(([key, text]) => `${key}: ${text}`);
    expect(differing).toEqual([]);
  });

  it.each(OTHERS)('%s has no text left in English', (lng) => {
    const untranslated = [...flatten(uiResources[lng])]
      .filter(([key, text]) => text === english.get(key) && !SAME_AS_ENGLISH[key]?.includes(lng))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it.each(OTHERS)('%s has no empty text', (lng) => {
    const empty = [...flatten(uiResources[lng])].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('each language loads as its own chunk with its own texts', async () => {
    expect(Object.keys(uiTextLoaders).sort()).toEqual(Object.keys(uiResources).sort());
    for (const lng of Object.keys(uiResources) as UiLocale[]) {
      expect(await uiTextLoaders[lng]!()).toBe(uiResources[lng]);
    }
  });
});

describe('the completeness check itself', () => {
  it('finds a missing key, a changed variable and an English leftover', () => {
    const broken = { ...uiResources.de, close: uiResources.en.close, maintenance: { title: 'Wartung' } };
    const texts = flatten(broken);
    expect(expectedKeys('de').filter((key) => !texts.has(key))).toEqual(['maintenance.text']);
    expect(texts.get('close')).toBe(english.get('close'));
    expect(variables('Von {{begin}} bis {{end}}')).not.toEqual(variables(english.get('maintenance.text')!));
  });
});

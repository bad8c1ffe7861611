import { describe, expect, it } from 'vitest';
import { calculatorDe } from './locales/calculator.de';
import { calculatorEn } from './locales/calculator.en';
import { calculatorEs } from './locales/calculator.es';
import { calculatorPt } from './locales/calculator.pt';
import { calculatorRu } from './locales/calculator.ru';
import { calculatorTr } from './locales/calculator.tr';
import { calculatorUk } from './locales/calculator.uk';
import { verificationDe } from './locales/verification.de';
import { verificationEn } from './locales/verification.en';
import { verificationEs } from './locales/verification.es';
import { verificationPt } from './locales/verification.pt';
import { verificationRu } from './locales/verification.ru';
import { verificationTr } from './locales/verification.tr';
import { verificationUk } from './locales/verification.uk';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const namespaces = {
  calculator: {
    en: calculatorEn,
    others: {
      ru: calculatorRu,
      de: calculatorDe,
      es: calculatorEs,
      pt: calculatorPt,
      tr: calculatorTr,
      uk: calculatorUk,
    },
  },
  verification: {
    en: verificationEn,
    others: {
      ru: verificationRu,
      de: verificationDe,
      es: verificationEs,
      pt: verificationPt,
      tr: verificationTr,
      uk: verificationUk,
    },
  },
};

describe.each(Object.entries(namespaces))('the %s namespace', (_name, { en, others }) => {
  const english = flatten(en);
  it.each(Object.entries(others))(
    '%s has every English key, none empty or left in English, same placeholders',
    (_lng, texts) => {
      const translated = flatten(texts as Tree);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
      // Translated, not copied: most texts differ from the English ones (names such as "Hong Kong" may not).
      const same = [...translated].filter(([key, text]) => english.get(key) === text);
      expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThan(english.size / 10);
    },
  );
});

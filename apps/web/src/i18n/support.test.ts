import { describe, expect, it } from 'vitest';
import { supportDe } from './locales/support.de';
import { supportEn } from './locales/support.en';
import { supportEs } from './locales/support.es';
import { supportPt } from './locales/support.pt';
import { supportRu } from './locales/support.ru';
import { supportTr } from './locales/support.tr';
import { supportUk } from './locales/support.uk';

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

const languages = {
  ru: supportRu,
  de: supportDe,
  es: supportEs,
  pt: supportPt,
  tr: supportTr,
  uk: supportUk,
};

describe('support texts', () => {
  const reference = flatten(supportEn);
  it.each(Object.keys(languages))('%s has every key of en, none empty, the same placeholders', (lng) => {
    const messages = flatten(languages[lng as keyof typeof languages]);
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });
});

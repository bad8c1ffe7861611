import { describe, expect, it } from 'vitest';
import { contentDe } from './locales/content.de';
import { contentEn } from './locales/content.en';
import { contentEs } from './locales/content.es';
import { contentPt } from './locales/content.pt';
import { contentRu } from './locales/content.ru';
import { contentTr } from './locales/content.tr';
import { contentUk } from './locales/content.uk';

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
  ru: contentRu,
  de: contentDe,
  es: contentEs,
  pt: contentPt,
  tr: contentTr,
  uk: contentUk,
};

describe('content texts (information, rules, posts, app pages, share an idea)', () => {
  const reference = flatten(contentEn);
  it.each(Object.keys(languages))('%s has every key of en, none empty, the same placeholders', (lng) => {
    const messages = flatten(languages[lng as keyof typeof languages]);
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });
});

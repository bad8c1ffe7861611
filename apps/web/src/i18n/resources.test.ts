import { describe, expect, it } from 'vitest';
import { resources } from './allResources';

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

describe('i18n resources', () => {
  const reference = flatten(resources.en.translation);

  it.each(Object.keys(resources))('%s has every key of en, none empty, same placeholders', (lng) => {
    const messages = flatten(resources[lng as keyof typeof resources].translation as Tree);
    // Page titles (`routes.*`) are complete in en and ru; other languages may fall back to English for them.
    const complete = lng === 'en' || lng === 'ru';
    const expected = [...reference.keys()].filter((key) => complete || !key.startsWith('routes.'));
    const actual = [...messages.keys()].filter((key) => complete || !key.startsWith('routes.'));
    expect(actual.sort()).toEqual(expected.sort());
    for (const key of messages.keys()) expect(reference.has(key), key).toBe(true);
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('the English 404 heading is the seed text', () => {
    expect(resources.en.translation.notFound.heading).toBe('This page could not be found');
  });
});

import { describe, expect, it } from 'vitest';
import { resources } from './index';

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
    const messages = flatten(resources[lng as keyof typeof resources].translation);
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('the English 404 heading is the seed text', () => {
    expect(resources.en.translation.notFound.heading).toBe('This page could not be found');
  });
});

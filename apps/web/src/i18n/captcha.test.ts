import { describe, expect, it } from 'vitest';
import { captchaDe } from './locales/captcha.de';
import { captchaEn } from './locales/captcha.en';
import { captchaEs } from './locales/captcha.es';
import { captchaPt } from './locales/captcha.pt';
import { captchaRu } from './locales/captcha.ru';
import { captchaTr } from './locales/captcha.tr';
import { captchaUk } from './locales/captcha.uk';

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
const translations = {
  ru: captchaRu,
  de: captchaDe,
  es: captchaEs,
  pt: captchaPt,
  tr: captchaTr,
  uk: captchaUk,
};

describe('the captcha namespace', () => {
  const reference = flatten(captchaEn);
  it.each(Object.entries(translations))(
    '%s has every key of en, translated, with the same placeholders',
    (_lng, messages) => {
      const flat = flatten(messages);
      expect([...flat.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of flat) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
      }
      // Real translations: the checkbox's label and the prompt differ from the English ones.
      expect(flat.get('widget.label')).not.toBe(reference.get('widget.label'));
      expect(flat.get('prompt')).not.toBe(reference.get('prompt'));
    },
  );
});

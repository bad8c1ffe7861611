/**
 * The completeness check of the app's texts (complete.test.ts): every language has each English key, no key
 * English lacks, the plural forms its plural rules need, the same {{variables}} as English and its own words.
 * Test code only: nothing in the app imports it.
 */

export type Tree = { readonly [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `a.b` → `x`. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The {{variables}} of a text, each once, sorted. */
export function variables(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '')),
  ].sort();
}

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The plural forms of a language's cardinal rules (Intl.PluralRules, as i18next picks them). Required: the forms
 * some whole number from 0 to 1000 takes, and `other`, which i18next falls back to. Allowed besides: the rules'
 * other forms (Spanish and Portuguese `many` is for millions: `other` covers it).
 */
export function pluralForms(lng: string): { required: ReadonlySet<string>; allowed: ReadonlySet<string> } {
  const rules = new Intl.PluralRules(lng);
  const required = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n += 1) required.add(rules.select(n));
  return { required, allowed: new Set(rules.resolvedOptions().pluralCategories) };
}

/** A text with nothing to translate: only {{variables}}, digits, signs and punctuation (`{{from}} – {{to}}`). */
function nothingToTranslate(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));
}

export interface Problems {
  missing: string[];
  unused: string[];
  variables: string[];
  untranslated: string[];
  empty: string[];
}

/**
 * What is wrong with the texts of `lng` in one namespace against English. A plural key is compared by its base
 * (`found` for `found_one`, `found_other`): English has `_one` and `_other`; each language has the forms of its
 * own rules. `sameAsEnglish` lists the texts a language may share with English (names, codes, shared words).
 */
export function checkNamespace(
  english: Tree,
  translated: Tree,
  lng: string,
  sameAsEnglish: (text: string, lng: string) => boolean,
): Problems {
  const reference = flatten(english);
  const texts = flatten(translated);
  const pluralBases = new Set(
    [...reference.keys()].flatMap((key) => {
      const match = PLURAL_KEY.exec(key);
      return match?.[2] === 'other' && match[1] !== undefined ? [match[1]] : [];
    }),
  );
  const pluralOf = (key: string) => {
    const match = PLURAL_KEY.exec(key);
    return match?.[1] !== undefined && pluralBases.has(match[1])
      ? { base: match[1], form: match[2] ?? '' }
      : undefined;
  };
  const forms = pluralForms(lng);
  const problems: Problems = { missing: [], unused: [], variables: [], untranslated: [], empty: [] };

  for (const key of reference.keys()) {
    if (pluralOf(key) === undefined && !texts.has(key)) problems.missing.push(key);
  }
  for (const base of pluralBases) {
    for (const form of [...forms.required].sort()) {
      if (!texts.has(`${base}_${form}`)) problems.missing.push(`${base}_${form}`);
    }
  }
  for (const [key, text] of texts) {
    const plural = pluralOf(key);
    const englishKey = plural === undefined ? key : reference.has(key) ? key : `${plural.base}_other`;
    const englishText = reference.get(englishKey);
    if (plural !== undefined ? !forms.allowed.has(plural.form) : englishText === undefined) {
      problems.unused.push(key);
      continue;
    }
    if (englishText === undefined) continue;
    if (text.trim() === '') problems.empty.push(key);
    const expected = variables(englishText).join(', ');
    const actual = variables(text).join(', ');
    // A plural form may also take the variables of English `_other`: Russian `_one` is said of 21 and 31 too,
    // so it names {{count}} where English "one day" need not.
    const other = plural === undefined ? undefined : reference.get(`${plural.base}_other`);
    const alsoAllowed = other === undefined ? expected : variables(other).join(', ');
    if (actual !== expected && actual !== alsoAllowed) {
      problems.variables.push(`${key}: {${actual}} instead of {${expected}}`);
    }
    if (lng !== 'en' && text === englishText && !nothingToTranslate(text) && !sameAsEnglish(text, lng)) {
      problems.untranslated.push(`${key}: ${text}`);
    }
  }
  return problems;
}

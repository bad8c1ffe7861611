import { manifest as defaultManifest, type Manifest, type TokenType } from '@betline/tokens';
import { checkContrastPairs, formatViolation, isColor } from '@betline/tokens/contrast';

/** One entry of a partner brand book (site config `partnerCssBrandBook`). */
export interface BrandBookEntry {
  css_prop: string;
  css_value: string;
}

export type BrandBookRejectReason =
  /** Not a {css_prop, css_value} pair of strings. */
  | 'invalid-entry'
  /** The value contains something that could escape a declaration or load a resource. */
  | 'unsafe-value'
  /** Not a public token of the manifest. */
  | 'unknown-token'
  /** A public token partners may not change (focus ring, layout, z-index, cursor, motion). */
  | 'not-brandable'
  /** Not a valid value for the token's type. */
  | 'invalid-value'
  /** The same token again: the last entry wins. */
  | 'duplicate'
  /** Accepting it would break a declared text (4.5:1) or UI (3:1) contrast pair in some colour mode. */
  | 'contrast';

export interface BrandBookResult {
  accepted: Array<{ name: string; value: string }>;
  rejected: Array<{ css_prop: string; css_value: string; reason: BrandBookRejectReason; detail?: string }>;
}

const MAX_VALUE_LENGTH = 200;
const UNSAFE = [
  'url(',
  'expression(',
  ';',
  '}',
  '{',
  '<',
  '>',
  '\\',
  '/*',
  '*/',
  'javascript:',
  '@import',
  'var(',
  '!',
];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const LENGTH = /^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em))$/;
const SIGNED_LENGTH = /^(?:0|-?(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em))$/;
const FAMILY = `(?:"[A-Za-z0-9 -]+"|'[A-Za-z0-9 -]+'|[A-Za-z0-9][A-Za-z0-9 -]*)`;
const FONT_FAMILY = new RegExp(`^${FAMILY}(?:\\s*,\\s*${FAMILY})*$`);

function isUnsafe(value: string): boolean {
  const lower = value.toLowerCase();
  return CONTROL.test(value) || UNSAFE.some((s) => lower.includes(s));
}

/** Splits on commas that are not inside parentheses. */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim());
}

function isShadow(value: string): boolean {
  if (value === 'none') return true;
  return splitTopLevel(value).every((layer) => {
    // words, keeping functional colours (rgb(…)) in one piece
    const words = layer.match(/[a-z-]+\([^()]*\)|[^\s()]+/gi) ?? [];
    if (words.join('').replace(/\s+/g, '') !== layer.replace(/\s+/g, '')) return false;
    let colors = 0;
    let lengths = 0;
    for (const [i, word] of words.entries()) {
      if (word === 'inset' && (i === 0 || i === words.length - 1)) continue;
      if (SIGNED_LENGTH.test(word)) lengths += 1;
      else if (isColor(word)) colors += 1;
      else return false;
    }
    return colors <= 1 && lengths >= 2 && lengths <= 4;
  });
}

/** Is `value` a valid, safe value for a token of this type? */
export function isValidTokenValue(type: TokenType, value: string): boolean {
  switch (type) {
    case 'color':
      return isColor(value);
    case 'dimension':
      return LENGTH.test(value);
    case 'fontFamily':
      return FONT_FAMILY.test(value);
    case 'fontWeight':
      return /^(?:normal|bold|[1-9]\d{0,2}|1000)$/.test(value);
    case 'number':
      return /^(?:\d{1,4}(?:\.\d+)?|\.\d+)$/.test(value);
    case 'duration':
      return /^(?:\d{1,5}(?:\.\d+)?)(?:ms|s)$/.test(value);
    case 'shadow':
      return isShadow(value);
    default:
      // cubicBezier, cursor: never brandable, so never valid here
      return false;
  }
}

/**
 * Validates a partner brand book against the token manifest. Pure: applies nothing.
 * Accepted entries are `{name, value}` ready for `style.setProperty(name, value)`.
 */
export function validateBrandBook(
  entries: readonly BrandBookEntry[] | null | undefined,
  manifest: Manifest = defaultManifest,
): BrandBookResult {
  const rejected: BrandBookResult['rejected'] = [];
  const candidates = new Map<string, { entry: BrandBookEntry; value: string }>();

  for (const raw of Array.isArray(entries) ? entries : []) {
    const entry = raw as Partial<BrandBookEntry> | null;
    if (!entry || typeof entry.css_prop !== 'string' || typeof entry.css_value !== 'string') {
      rejected.push({
        css_prop: String(entry?.css_prop ?? ''),
        css_value: String(entry?.css_value ?? ''),
        reason: 'invalid-entry',
      });
      continue;
    }
    const ok = entry as BrandBookEntry;
    const reject = (reason: BrandBookRejectReason, detail?: string) =>
      rejected.push({
        css_prop: ok.css_prop,
        css_value: ok.css_value,
        reason,
        ...(detail ? { detail } : {}),
      });

    const value = ok.css_value.trim();
    const prop = ok.css_prop.trim();
    if (isUnsafe(value) || isUnsafe(prop) || value.length > MAX_VALUE_LENGTH) {
      reject('unsafe-value');
      continue;
    }
    const name = prop.startsWith('--') ? prop : `--${prop}`;
    const token = Object.prototype.hasOwnProperty.call(manifest.tokens, name)
      ? manifest.tokens[name]
      : undefined;
    if (!token) {
      reject('unknown-token');
      continue;
    }
    if (!token.brandable) {
      reject('not-brandable');
      continue;
    }
    if (!isValidTokenValue(token.type, value)) {
      reject('invalid-value', `not a ${token.type}`);
      continue;
    }
    const previous = candidates.get(name);
    if (previous) {
      rejected.push({
        css_prop: previous.entry.css_prop,
        css_value: previous.entry.css_value,
        reason: 'duplicate',
      });
      candidates.delete(name);
    }
    candidates.set(name, { entry: ok, value });
  }

  rejectContrastBreakers(candidates, manifest, rejected);

  return {
    accepted: [...candidates].map(([name, { value }]) => ({ name, value })),
    rejected,
  };
}

/**
 * Checks the manifest's contrast pairs in every colour mode with the brand colours applied the way
 * CSS applies them (an override on the root reaches every token that refers to it), and removes the
 * overrides behind each failing pair until all pairs hold.
 */
function rejectContrastBreakers(
  candidates: Map<string, { entry: BrandBookEntry; value: string }>,
  manifest: Manifest,
  rejected: BrandBookResult['rejected'],
): void {
  const colorOverrides = (): Map<string, string> =>
    new Map(
      [...candidates]
        .filter(([name]) => manifest.tokens[name]?.type === 'color')
        .map(([name, { value }]) => [name, value]),
    );

  for (let overrides = colorOverrides(); overrides.size > 0; overrides = colorOverrides()) {
    const offenders = new Map<string, string>();
    for (const mode of manifest.modes) {
      // The override (if any) that decides the value of `name` in this mode.
      const origin = (name: string, depth = 0): string | null => {
        if (overrides.has(name)) return name;
        const ref = manifest.tokens[name]?.ref[mode];
        return ref && depth < 32 ? origin(ref, depth + 1) : null;
      };
      const valueOf = (name: string): string | undefined => {
        const from = origin(name);
        return from ? overrides.get(from) : manifest.tokens[name]?.value[mode];
      };
      const affected = manifest.contrastPairs.filter((p) => origin(p.fg) || origin(p.bg));
      for (const v of checkContrastPairs(affected, valueOf, mode, valueOf('--bgColor-canvas'))) {
        for (const name of [origin(v.fg), origin(v.bg)]) {
          if (name && !offenders.has(name)) offenders.set(name, formatViolation(v));
        }
      }
    }
    if (offenders.size === 0) return;
    for (const [name, detail] of offenders) {
      const { entry } = candidates.get(name)!;
      rejected.push({ css_prop: entry.css_prop, css_value: entry.css_value, reason: 'contrast', detail });
      candidates.delete(name);
    }
  }
}

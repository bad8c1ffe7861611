import { manifest as defaultManifest, type Manifest, type TokenType } from '@betline/tokens';
import {
  checkContrastPairs,
  formatViolation,
  isColor,
  NAMED_COLORS,
  parseColor,
} from '@betline/tokens/contrast';

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
  /** A valid value out of the range that keeps the site readable and usable (a 0px font, a 40px border). */
  | 'out-of-range'
  /** The same token again: the last entry wins. */
  | 'duplicate'
  /** Accepting it would break a declared text (4.5:1) or UI (3:1) contrast pair in some colour mode. */
  | 'contrast';

export interface BrandBookResult {
  accepted: Array<{ name: string; value: string }>;
  rejected: Array<{ css_prop: string; css_value: string; reason: BrandBookRejectReason; detail?: string }>;
}

const MAX_VALUE_LENGTH = 200;
/** What every translucent colour is composited on in the contrast check. */
const CANVAS = '--bgColor-canvas';
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
/** Names and values are printable ASCII: no control characters, look-alikes or exotic white space. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const LENGTH = /^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em))$/;
const SIGNED_LENGTH = /^(?:0|-?(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em))$/;
// An unquoted family name is one or more identifiers; CSS-wide keywords and `default` are not names.
const IDENT = '-?[A-Za-z][A-Za-z0-9-]*';
const FAMILY = `(?:"[A-Za-z0-9 -]+"|'[A-Za-z0-9 -]+'|${IDENT}(?: +${IDENT})*)`;
const FONT_FAMILY = new RegExp(`^${FAMILY}(?: *, *${FAMILY})*$`);
const NOT_A_FAMILY = /^(?:initial|inherit|unset|revert|revert-layer|default)$/i;

/**
 * The colour syntax browsers parse, as a subset of what the contrast check reads: a value the browser
 * drops would be checked as one colour and rendered as none (e.g. `rgb(0%, 0, 0)`, `hsl(0, 0, 0)`).
 * Legacy syntax: commas, all numbers or all percentages; modern syntax: spaces and `/ alpha`.
 */
const NUM = '(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
const PCT = `${NUM}%`;
const ALPHA = `${NUM}%?`;
const HUE = `-?${NUM}(?:deg)?`;
const COLOR_FUNCTION = new RegExp(
  '^(?:' +
    [
      `rgba?\\( *(?:${NUM} *, *${NUM} *, *${NUM}|${PCT} *, *${PCT} *, *${PCT}) *(?:, *${ALPHA} *)?\\)`,
      `rgba?\\( *(?:${NUM} +${NUM} +${NUM}|${PCT} +${PCT} +${PCT}) *(?:/ *${ALPHA} *)?\\)`,
      `hsla?\\( *${HUE} *, *${PCT} *, *${PCT} *(?:, *${ALPHA} *)?\\)`,
      `hsla?\\( *${HUE} +${PCT} +${PCT} *(?:/ *${ALPHA} *)?\\)`,
    ].join('|') +
    ')$',
  'i',
);
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function isBrandColor(value: string): boolean {
  if (/^[a-z]+$/i.test(value)) return Object.hasOwn(NAMED_COLORS, value.toLowerCase());
  return (HEX_COLOR.test(value) || COLOR_FUNCTION.test(value)) && isColor(value);
}

function isUnsafe(value: string): boolean {
  if (value.length > MAX_VALUE_LENGTH || !PRINTABLE_ASCII.test(value)) return true;
  const lower = value.toLowerCase();
  return UNSAFE.some((s) => lower.includes(s));
}

/** The text of a field that is not a string, for the rejection record (never throws). */
function describe(field: unknown): string {
  return typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean'
    ? String(field)
    : '';
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
    // One letter per word: lengths (L) side by side, at most one colour (C) and one `inset` (I) around them.
    let shape = '';
    for (const word of words) {
      if (word === 'inset') shape += 'I';
      else if (SIGNED_LENGTH.test(word)) shape += 'L';
      else if (isBrandColor(word)) shape += 'C';
      else return false;
    }
    const others = shape.replace(/L/g, '');
    const blur = words.filter((w) => SIGNED_LENGTH.test(w))[2];
    return (
      /^[CI]*L{2,4}[CI]*$/.test(shape) && new Set(others).size === others.length && !blur?.startsWith('-')
    );
  });
}

/** Pixels of a length (`rem` and `em` at the root's 16px), or null. */
function pixels(length: string): number | null {
  const match = /^(-?(?:\d+(?:\.\d+)?|\.\d+))(px|rem|em)?$/.exec(length);
  if (!match) return null;
  const n = Number(match[1]);
  return match[2] === 'px' || match[2] === undefined ? n : n * 16;
}

/**
 * The ranges a brandable value must stay in, by the token's family, so that a brand book cannot make the site
 * unreadable or unusable while every value is of the right type: text from 10 to 48px, line heights from 1 to 2,
 * borders up to 4px, a radius up to a pill's 9999px, letter spacing up to 0.2em (3.2px), an underline offset up to
 * 0.5em (8px), weights from 100 to 900. `em` counts at the root's 16px.
 */
const RANGES: readonly { name: RegExp; min: number; max: number; unit: 'px' | '' }[] = [
  { name: /^--fontSize-/, min: 10, max: 48, unit: 'px' },
  { name: /^--lineHeight-/, min: 1, max: 2, unit: '' },
  { name: /^--borderWidth-/, min: 0, max: 4, unit: 'px' },
  { name: /^--radius-|[bB]orderRadius$/, min: 0, max: 9999, unit: 'px' },
  { name: /^--letterSpacing-/, min: 0, max: 3.2, unit: 'px' },
  { name: /^--underlineOffset-/, min: 0, max: 8, unit: 'px' },
  { name: /^--fontWeight-|[fF]ontWeight$/, min: 100, max: 900, unit: '' },
];

/** A shadow layer's bounds in px: offsets up to 24, blur up to 48, spread from -8 to 8 (no 9999px paint-over). */
const SHADOW = { offset: 24, blur: 48, spread: 8 } as const;

/** Why a shadow's layers are out of the bounds above, or null. */
function shadowOutOfRange(value: string): string | null {
  if (value === 'none') return null;
  for (const layer of splitTopLevel(value)) {
    const lengths = (layer.match(/[a-z-]+\([^()]*\)|[^\s()]+/gi) ?? [])
      .filter((w) => SIGNED_LENGTH.test(w))
      .map((w) => pixels(w) ?? 0);
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
    if (Math.abs(x) > SHADOW.offset || Math.abs(y) > SHADOW.offset)
      return `shadow offsets up to ${SHADOW.offset}px`;
    if (blur > SHADOW.blur) return `shadow blur up to ${SHADOW.blur}px`;
    if (Math.abs(spread) > SHADOW.spread)
      return `shadow spread from -${SHADOW.spread}px to ${SHADOW.spread}px`;
  }
  return null;
}

/**
 * Why a valid value of `name` is out of the range that keeps the site usable (`detail` of an `out-of-range`
 * rejection), or null when it is in range (or its family has none).
 */
export function outOfRange(name: string, type: TokenType, value: string): string | null {
  if (type === 'shadow') return shadowOutOfRange(value);
  const range = RANGES.find((r) => r.name.test(name));
  if (!range) return null;
  const n =
    range.unit === 'px' ? pixels(value) : value === 'normal' ? 400 : value === 'bold' ? 700 : Number(value);
  if (n === null || !Number.isFinite(n)) return null;
  return n < range.min || n > range.max
    ? `from ${range.min}${range.unit} to ${range.max}${range.unit}`
    : null;
}

/** Is `value` a valid, safe value for a token of this type? */
export function isValidTokenValue(type: TokenType, value: string): boolean {
  if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH || !PRINTABLE_ASCII.test(value)) {
    return false;
  }
  switch (type) {
    case 'color':
      return isBrandColor(value);
    case 'dimension':
      return LENGTH.test(value);
    case 'fontFamily':
      return FONT_FAMILY.test(value) && !value.split(',').some((f) => NOT_A_FAMILY.test(f.trim()));
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
        css_prop: describe(entry?.css_prop),
        css_value: describe(entry?.css_value),
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

    if (isUnsafe(ok.css_value) || isUnsafe(ok.css_prop)) {
      reject('unsafe-value');
      continue;
    }
    const value = ok.css_value.trim();
    const prop = ok.css_prop.trim();
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
    const range = outOfRange(name, token.type, value);
    if (range !== null) {
      reject('out-of-range', range);
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
      // Translucent colours are checked over the canvas; a see-through canvas would show the browser's
      // own page colour (dark in the dark colour scheme), which no check can know.
      const canvas = origin(CANVAS);
      if (canvas && (parseColor(valueOf(CANVAS) ?? '')?.a ?? 0) < 1) {
        offenders.set(canvas, `[${mode}] ${CANVAS} (${valueOf(CANVAS)}) must be opaque`);
      }
      const affected = manifest.contrastPairs.filter((p) => origin(p.fg) || origin(p.bg));
      for (const v of checkContrastPairs(affected, valueOf, mode, valueOf(CANVAS))) {
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

/**
 * Colour parsing and WCAG 2.x contrast, shared by the token build (the contrast gate) and by
 * `@betline/ui` (brand-book validation). Dependency-free and side-effect-free.
 *
 * Accepted colour syntax is deliberately small: hex (#rgb, #rgba, #rrggbb, #rrggbbaa),
 * rgb()/rgba()/hsl()/hsla() with numeric arguments (comma or space separated, optional `/ alpha`),
 * and a short list of named colours. Anything else is "not a colour".
 */

export interface Rgba {
  /** 0..255 */
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

export type ContrastKind = 'text' | 'ui';

/** WCAG 2.2: 1.4.3 text 4.5:1, 1.4.11 non-text (UI parts, focus indicators) 3:1. */
export const CONTRAST_MINIMUM: Readonly<Record<ContrastKind, number>> = Object.freeze({ text: 4.5, ui: 3 });

/** The only named colours a token value or a brand book may use. */
export const NAMED_COLORS: Readonly<Record<string, Rgba>> = Object.freeze({
  transparent: { r: 0, g: 0, b: 0, a: 0 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  white: { r: 255, g: 255, b: 255, a: 1 },
  gray: { r: 128, g: 128, b: 128, a: 1 },
  grey: { r: 128, g: 128, b: 128, a: 1 },
  silver: { r: 192, g: 192, b: 192, a: 1 },
  red: { r: 255, g: 0, b: 0, a: 1 },
  maroon: { r: 128, g: 0, b: 0, a: 1 },
  orange: { r: 255, g: 165, b: 0, a: 1 },
  yellow: { r: 255, g: 255, b: 0, a: 1 },
  gold: { r: 255, g: 215, b: 0, a: 1 },
  green: { r: 0, g: 128, b: 0, a: 1 },
  lime: { r: 0, g: 255, b: 0, a: 1 },
  olive: { r: 128, g: 128, b: 0, a: 1 },
  teal: { r: 0, g: 128, b: 128, a: 1 },
  aqua: { r: 0, g: 255, b: 255, a: 1 },
  cyan: { r: 0, g: 255, b: 255, a: 1 },
  blue: { r: 0, g: 0, b: 255, a: 1 },
  navy: { r: 0, g: 0, b: 128, a: 1 },
  purple: { r: 128, g: 0, b: 128, a: 1 },
  fuchsia: { r: 255, g: 0, b: 255, a: 1 },
  magenta: { r: 255, g: 0, b: 255, a: 1 },
});

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = '[+]?(?:\\d+\\.?\\d*|\\.\\d+)';
const NUM_PCT = `${NUM}%?`;
const ANGLE = `[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:deg)?`;
const ALPHA = `(${NUM_PCT})`;
// rgb(1, 2, 3) rgb(1,2,3,0.5) rgba(...) rgb(1 2 3) rgb(1 2 3 / 50%)
const RGB_COMMA = new RegExp(
  `^rgba?\\(\\s*(${NUM_PCT})\\s*,\\s*(${NUM_PCT})\\s*,\\s*(${NUM_PCT})\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`,
  'i',
);
const RGB_SPACE = new RegExp(
  `^rgba?\\(\\s*(${NUM_PCT})\\s+(${NUM_PCT})\\s+(${NUM_PCT})\\s*(?:\\/\\s*${ALPHA}\\s*)?\\)$`,
  'i',
);
const HSL_COMMA = new RegExp(
  `^hsla?\\(\\s*(${ANGLE})\\s*,\\s*(${NUM}%?)\\s*,\\s*(${NUM}%?)\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`,
  'i',
);
const HSL_SPACE = new RegExp(
  `^hsla?\\(\\s*(${ANGLE})\\s+(${NUM}%?)\\s+(${NUM}%?)\\s*(?:\\/\\s*${ALPHA}\\s*)?\\)$`,
  'i',
);

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

function channel(raw: string): number {
  return raw.endsWith('%') ? clamp((parseFloat(raw) / 100) * 255, 0, 255) : clamp(parseFloat(raw), 0, 255);
}

function alpha(raw: string | undefined): number {
  if (raw === undefined) return 1;
  return raw.endsWith('%') ? clamp(parseFloat(raw) / 100, 0, 1) : clamp(parseFloat(raw), 0, 1);
}

function percent(raw: string): number {
  return clamp(parseFloat(raw), 0, 100) / 100;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const toRgb = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [toRgb(hue + 1 / 3) * 255, toRgb(hue) * 255, toRgb(hue - 1 / 3) * 255];
}

/** Parses the accepted colour syntax; returns null for anything else. */
export function parseColor(input: string): Rgba | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (value.length === 0 || value.length > 64) return null;
  if (HEX.test(value)) {
    let hex = value.slice(1);
    if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
    const n = (i: number): number => parseInt(hex.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: hex.length === 8 ? n(6) / 255 : 1 };
  }
  // Own keys only: `constructor` or `__proto__` must not read as colours through Object.prototype.
  const key = value.toLowerCase();
  if (Object.hasOwn(NAMED_COLORS, key)) return { ...NAMED_COLORS[key]! };
  const rgb = RGB_COMMA.exec(value) ?? RGB_SPACE.exec(value);
  if (rgb) {
    return { r: channel(rgb[1]!), g: channel(rgb[2]!), b: channel(rgb[3]!), a: alpha(rgb[4]) };
  }
  const hsl = HSL_COMMA.exec(value) ?? HSL_SPACE.exec(value);
  if (hsl) {
    const [r, g, b] = hslToRgb(parseFloat(hsl[1]!), percent(hsl[2]!), percent(hsl[3]!));
    return { r, g, b, a: alpha(hsl[4]) };
  }
  return null;
}

/** True when the value is in the accepted colour syntax. */
export function isColor(value: string): boolean {
  return parseColor(value) !== null;
}

/** Source-over compositing of `top` on an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

/** WCAG relative luminance of an (opaque) sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function toRgba(value: string | Rgba, what: string): Rgba {
  const parsed = typeof value === 'string' ? parseColor(value) : value;
  if (!parsed) throw new TypeError(`contrast: ${what} "${String(value)}" is not a colour`);
  return parsed;
}

/**
 * WCAG contrast ratio (1..21) of `fg` over `bg`. Translucent colours are composited: `bg` over
 * `backdrop` (default white), then `fg` over the result. Throws a TypeError for a non-colour.
 */
export function contrastRatio(fg: string | Rgba, bg: string | Rgba, backdrop: string | Rgba = WHITE): number {
  const base = toRgba(backdrop, 'backdrop');
  const back = composite(toRgba(bg, 'background'), base.a < 1 ? composite(base, WHITE) : base);
  const front = composite(toRgba(fg, 'foreground'), back);
  const l1 = relativeLuminance(front);
  const l2 = relativeLuminance(back);
  const [hi, lo] = l1 > l2 ? [l1, l2] : [l2, l1];
  return (hi + 0.05) / (lo + 0.05);
}

/** A declared pair, by CSS custom property name. */
export interface ContrastPair {
  fg: string;
  bg: string;
  kind: ContrastKind;
  /** Minimum ratio; defaults to CONTRAST_MINIMUM[kind]. */
  min?: number;
}

export interface ContrastViolation {
  mode: string;
  fg: string;
  bg: string;
  kind: ContrastKind;
  min: number;
  /** NaN when a value is not a colour. */
  ratio: number;
  fgValue: string;
  bgValue: string;
}

/**
 * Checks every pair in one mode. `resolve(name)` returns the literal colour of a token name;
 * `backdrop` is what translucent backgrounds sit on (usually the canvas colour of that mode).
 */
export function checkContrastPairs(
  pairs: readonly ContrastPair[],
  resolve: (name: string) => string | undefined,
  mode: string,
  backdrop?: string,
): ContrastViolation[] {
  const violations: ContrastViolation[] = [];
  for (const pair of pairs) {
    const min = pair.min ?? CONTRAST_MINIMUM[pair.kind];
    const fgValue = resolve(pair.fg) ?? '';
    const bgValue = resolve(pair.bg) ?? '';
    const fg = parseColor(fgValue);
    const bg = parseColor(bgValue);
    const back = backdrop ? parseColor(backdrop) : null;
    const ratio = fg && bg ? contrastRatio(fg, bg, back ?? WHITE) : Number.NaN;
    // Round like the WCAG tools do (two decimals) so 4.499 does not pass as 4.5.
    if (!(Math.floor(ratio * 100) / 100 >= min)) {
      violations.push({ mode, fg: pair.fg, bg: pair.bg, kind: pair.kind, min, ratio, fgValue, bgValue });
    }
  }
  return violations;
}

/** One line per violation, for logs and build errors. */
export function formatViolation(v: ContrastViolation): string {
  const ratio = Number.isNaN(v.ratio) ? 'not a colour' : `${v.ratio.toFixed(2)}:1`;
  return `[${v.mode}] ${v.kind} pair ${v.fg} (${v.fgValue}) on ${v.bg} (${v.bgValue}): ${ratio}, needs ${v.min}:1`;
}

/**
 * Style Dictionary hooks of the Betline token build: preprocessors (validation, group flags, modes),
 * transforms (CSS name, CSS values per DTCG type) and the filter of public tokens. The formats that write
 * tokens.css, index.js, index.d.ts and manifest.json live in ./formats.ts.
 */
import type { DesignToken, PreprocessedTokens, TransformedToken } from 'style-dictionary/types';
import { parseColor } from '../src/contrast';

export const TOKEN_TYPES = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'shadow',
  'cursor',
] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** Colour modes, each emitted as a selector block. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** All modes a token may override (`reducedMotion` is emitted as a media query). */
export const MODES = ['light', 'dark', 'reducedMotion'] as const;
export type Mode = (typeof MODES)[number];

export class TokenBuildError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(`${message}\n  - ${problems.join('\n  - ')}`);
    this.name = 'TokenBuildError';
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const SEGMENT = /^[A-Za-z0-9]+$/;
const ALIAS = /^\{([^{}]+)\}$/;

/** What the validation preprocessor writes on every token (`$extensions.betline`). */
export interface BetlineTokenFlags {
  private: boolean;
  brandable: boolean;
}

export function flagsOf(token: DesignToken): BetlineTokenFlags {
  const ext = (token.$extensions as { betline?: Partial<BetlineTokenFlags> } | undefined)?.betline;
  return { private: ext?.private === true, brandable: ext?.brandable !== false };
}

function readFlags(node: JsonObject): Partial<BetlineTokenFlags> {
  const ext = node.$extensions;
  if (!isObject(ext) || !isObject(ext.betline)) return {};
  const b = ext.betline;
  return {
    ...(typeof b.private === 'boolean' ? { private: b.private } : {}),
    ...(typeof b.brandable === 'boolean' ? { brandable: b.brandable } : {}),
  };
}

/**
 * Preprocessor `betline/validate`: checks names, `$type`, modes and whole-value references, and writes
 * the inherited `$type` and `$extensions.betline.{private, brandable}` of its groups onto every token.
 */
export function validateTokens(tree: PreprocessedTokens): PreprocessedTokens {
  const problems: string[] = [];
  const walk = (node: JsonObject, path: string[], type: string | undefined, flags: BetlineTokenFlags) => {
    const own = readFlags(node);
    const hereFlags: BetlineTokenFlags = {
      private: own.private ?? flags.private,
      brandable: own.brandable ?? flags.brandable,
    };
    const hereType = typeof node.$type === 'string' ? node.$type : type;
    if ('$value' in node) {
      const id = path.join('.');
      if (!hereType || !(TOKEN_TYPES as readonly string[]).includes(hereType)) {
        problems.push(`${id}: missing or unknown $type (${String(hereType)})`);
        return;
      }
      node.$type = hereType;
      const ext = isObject(node.$extensions) ? node.$extensions : {};
      const modes = ext.mode;
      const values: Json[] = [node.$value];
      if (modes !== undefined) {
        if (!isObject(modes)) problems.push(`${id}: $extensions.mode must be an object`);
        else
          for (const [mode, value] of Object.entries(modes)) {
            if (mode === 'light' || !(MODES as readonly string[]).includes(mode))
              problems.push(
                `${id}: unknown mode "${mode}" (use $value for light; modes: dark, reducedMotion)`,
              );
            else values.push(value);
          }
      }
      for (const value of values) {
        if (typeof value === 'string' && value.includes('{') && !ALIAS.test(value))
          problems.push(`${id}: references must be the whole value ("${value}")`);
        if (hereType === 'shadow' && typeof value === 'string' && !ALIAS.test(value))
          problems.push(`${id}: a shadow layer must be an object`);
      }
      node.$extensions = { ...ext, betline: { ...hereFlags } };
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      if (!SEGMENT.test(key)) {
        problems.push(`${[...path, key].join('.')}: names are letters and digits only`);
        continue;
      }
      if (!isObject(child)) {
        problems.push(`${[...path, key].join('.')}: expected a group or a token`);
        continue;
      }
      walk(child, [...path, key], hereType, hereFlags);
    }
  };
  walk(tree as JsonObject, [], undefined, { private: false, brandable: true });
  if (problems.length) throw new TokenBuildError('Invalid token source', problems);
  return tree;
}

/** Preprocessor `betline/mode/<mode>`: the mode's value from `$extensions.mode` becomes `$value`. */
export function selectMode(mode: Mode) {
  return (tree: PreprocessedTokens): PreprocessedTokens => {
    if (mode === 'light') return tree;
    const walk = (node: JsonObject) => {
      if ('$value' in node) {
        const modes = isObject(node.$extensions) ? node.$extensions.mode : undefined;
        if (isObject(modes) && mode in modes) node.$value = modes[mode]!;
        return;
      }
      for (const [key, child] of Object.entries(node))
        if (!key.startsWith('$') && isObject(child)) walk(child);
    };
    walk(tree as JsonObject);
    return tree;
  };
}

/** The CSS custom property name (without `--`): the path joined by `-`, a last segment `rest` dropped. */
export function cssNameOf(path: string[]): string {
  return (path.at(-1) === 'rest' ? path.slice(0, -1) : path).join('-');
}

function formatDimension(value: unknown, id: string, kind: 'dimension' | 'duration'): string {
  const units = kind === 'dimension' ? ['px', 'rem', 'em', '%'] : ['ms', 's'];
  let text: string | undefined;
  if (typeof value === 'string') text = value;
  else if (isObject(value) && typeof value.value === 'number' && typeof value.unit === 'string')
    text = `${value.value}${value.unit}`;
  const m = text ? /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]+)$/.exec(text) : null;
  if (!m || !units.includes(m[2]!)) throw new Error(`${id}: "${JSON.stringify(value)}" is not a ${kind}`);
  return text!;
}

function formatFontFamily(value: unknown, id: string): string {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((f) => {
      if (typeof f !== 'string' || !/^[A-Za-z0-9 -]+$/.test(f))
        throw new Error(`${id}: bad font family ${JSON.stringify(f)}`);
      return f.includes(' ') ? `"${f}"` : f;
    })
    .join(', ');
}

function formatColor(value: unknown, id: string): string {
  if (typeof value === 'string') {
    if (!parseColor(value)) throw new Error(`${id}: "${value}" is not a colour`);
    return value.toLowerCase();
  }
  if (isObject(value) && typeof value.hex === 'string') return formatColor(value.hex, id);
  throw new Error(`${id}: ${JSON.stringify(value)} is not a colour`);
}

function formatShadow(value: unknown, id: string): string {
  if (typeof value === 'string') return value; // a reference to a shadow token, already formatted
  const layers = Array.isArray(value) ? value : [value];
  return layers
    .map((layer: unknown) => {
      if (!isObject(layer)) throw new Error(`${id}: a shadow layer must be an object`);
      const part = (k: string, type: 'dimension' | 'color'): string => {
        const v = layer[k] ?? (k === 'spread' ? '0px' : undefined);
        if (v === undefined) throw new Error(`${id}: shadow needs ${k}`);
        return type === 'color' ? formatColor(v, id) : formatDimension(v, id, 'dimension');
      };
      const inset = layer.inset === true ? 'inset ' : '';
      return `${inset}${part('offsetX', 'dimension')} ${part('offsetY', 'dimension')} ${part('blur', 'dimension')} ${part('spread', 'dimension')} ${part('color', 'color')}`;
    })
    .join(', ');
}

/** Value transform `betline/css`: a DTCG value of any supported type as CSS text; throws on a bad value. */
export function cssValueOf(token: TransformedToken): string {
  const id = token.path.join('.');
  const value: unknown = token.$value;
  switch (token.$type as TokenType) {
    case 'color':
      return formatColor(value, id);
    case 'dimension':
      return formatDimension(value, id, 'dimension');
    case 'duration':
      return formatDimension(value, id, 'duration');
    case 'fontFamily':
      return formatFontFamily(value, id);
    case 'fontWeight':
      if (
        (typeof value === 'number' && value >= 1 && value <= 1000) ||
        value === 'normal' ||
        value === 'bold'
      )
        return String(value);
      throw new Error(`${id}: bad fontWeight ${JSON.stringify(value)}`);
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      throw new Error(`${id}: bad number ${JSON.stringify(value)}`);
    case 'cubicBezier':
      if (Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number'))
        return `cubic-bezier(${value.join(', ')})`;
      throw new Error(`${id}: bad cubicBezier ${JSON.stringify(value)}`);
    case 'cursor':
      if (typeof value === 'string' && /^[a-z-]+$/.test(value)) return value;
      throw new Error(`${id}: bad cursor ${JSON.stringify(value)}`);
    case 'shadow':
      return formatShadow(value, id);
  }
  throw new Error(`${id}: unknown $type ${String(token.$type)}`);
}

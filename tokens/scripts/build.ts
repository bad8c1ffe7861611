/**
 * Builds the design tokens: DTCG JSON in tokens/src/*.tokens.json (+ contrast.json) ->
 * tokens/dist/{tokens.css, index.js, index.d.ts, manifest.json}.
 *
 *   npm run build -w @betline/tokens          (tsx scripts/build.ts [--src dir] [--out dir])
 *
 * - `$value` is the light mode; `$extensions.mode.dark` overrides it in dark mode and
 *   `$extensions.mode.reducedMotion` under `prefers-reduced-motion: reduce`.
 * - Groups may carry `$type` and `$extensions.betline.{private, brandable}`; tokens inherit them.
 *   `private` tokens (the base palette) are never emitted: references to them are inlined.
 * - The CSS name is the path joined with `-`; a last segment `rest` is dropped
 *   (button.primary.bgColor.rest -> --button-primary-bgColor), `vars` keeps it.
 * - References to public tokens stay references (`var(--bgColor-accent-emphasis)`) so a brand book
 *   that overrides a functional colour reaches every component token built on it.
 * - The contrast gate checks the pairs of contrast.json in light and dark; the build fails on a violation.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONTRAST_MINIMUM,
  checkContrastPairs,
  formatViolation,
  parseColor,
  type ContrastKind,
  type ContrastViolation,
} from '../src/contrast';

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
const MODES = ['light', 'dark', 'reducedMotion'] as const;
type Mode = (typeof MODES)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ContrastSourcePair {
  kind: ContrastKind;
  fg: string | string[];
  bg: string | string[];
  min?: number;
}
export interface ContrastSource {
  pairs: ContrastSourcePair[];
}

export interface TokenSource {
  /** The merged DTCG tree. */
  tree: JsonObject;
  contrast: ContrastSource;
}

export interface ManifestToken {
  type: TokenType;
  brandable: boolean;
  /** Dotted source path, e.g. button.primary.bgColor.rest */
  path: string;
  description?: string;
  /** Fully resolved CSS value per colour mode. */
  value: Record<ColorMode, string>;
  /** The public token this one refers to, per colour mode (null for a literal). */
  ref: Record<ColorMode, string | null>;
}

export interface ManifestPair {
  fg: string;
  bg: string;
  kind: ContrastKind;
  min: number;
}

export interface Manifest {
  version: 1;
  modes: ColorMode[];
  tokens: Record<string, ManifestToken>;
  contrastPairs: ManifestPair[];
}

export interface BuildOutput {
  css: string;
  js: string;
  dts: string;
  manifest: Manifest;
  /** Public token count. */
  count: number;
}

export class TokenBuildError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(`${message}\n  - ${problems.join('\n  - ')}`);
    this.name = 'TokenBuildError';
  }
}

export class ContrastGateError extends TokenBuildError {
  constructor(readonly violations: ContrastViolation[]) {
    super(
      `Contrast gate: ${violations.length} declared pair(s) below their minimum`,
      violations.map(formatViolation),
    );
    this.name = 'ContrastGateError';
  }
}

interface TokenDef {
  path: string[];
  id: string;
  type: TokenType;
  raw: Record<Mode, Json>;
  isPrivate: boolean;
  brandable: boolean;
  description?: string;
  cssName: string;
}

interface Resolved {
  /** What is written into tokens.css for this mode (a literal or a var() of a public token). */
  css: string;
  /** The literal value after following every reference. */
  literal: string;
  /** The public token (css name) referenced directly, if any. */
  ref: string | null;
}

const SEGMENT = /^[A-Za-z0-9]+$/;
const ALIAS = /^\{([^{}]+)\}$/;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function cssNameOf(path: string[]): string {
  const parts = path.at(-1) === 'rest' ? path.slice(0, -1) : path;
  return `--${parts.join('-')}`;
}

/** Reads and merges tokens/src/*.tokens.json and contrast.json from a directory. */
export function loadTokenSource(dir: string): TokenSource {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.tokens.json'))
    .sort();
  if (files.length === 0) throw new TokenBuildError('No token files', [`no *.tokens.json in ${dir}`]);
  const tree: JsonObject = {};
  const problems: string[] = [];
  for (const file of files) {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
    if (!isObject(json)) {
      problems.push(`${file}: not a JSON object`);
      continue;
    }
    mergeInto(tree, json, [], file, problems);
  }
  if (problems.length) throw new TokenBuildError('Token sources conflict', problems);
  const contrast = JSON.parse(readFileSync(join(dir, 'contrast.json'), 'utf8')) as ContrastSource;
  return { tree, contrast };
}

function mergeInto(
  target: JsonObject,
  source: JsonObject,
  path: string[],
  file: string,
  problems: string[],
): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '$description' && path.length === 0) continue;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = value;
    } else if (isObject(existing) && isObject(value) && !('$value' in existing) && !('$value' in value)) {
      mergeInto(existing, value, [...path, key], file, problems);
    } else {
      problems.push(`${file}: ${[...path, key].join('.')} is defined twice`);
    }
  }
}

interface Inherited {
  type?: TokenType;
  isPrivate: boolean;
  brandable: boolean;
}

function readBetlineExt(node: JsonObject): { private?: boolean; brandable?: boolean } {
  const ext = node.$extensions;
  if (!isObject(ext) || !isObject(ext.betline)) return {};
  const b = ext.betline;
  return {
    ...(typeof b.private === 'boolean' ? { private: b.private } : {}),
    ...(typeof b.brandable === 'boolean' ? { brandable: b.brandable } : {}),
  };
}

function collect(tree: JsonObject, problems: string[]): TokenDef[] {
  const out: TokenDef[] = [];
  const walk = (node: JsonObject, path: string[], inherited: Inherited): void => {
    const ext = readBetlineExt(node);
    const here: Inherited = {
      type: typeof node.$type === 'string' ? (node.$type as TokenType) : inherited.type,
      isPrivate: ext.private ?? inherited.isPrivate,
      brandable: ext.brandable ?? inherited.brandable,
    };
    if ('$value' in node) {
      const id = path.join('.');
      if (!here.type || !(TOKEN_TYPES as readonly string[]).includes(here.type)) {
        problems.push(`${id}: missing or unknown $type (${String(here.type)})`);
        return;
      }
      const modesExt = isObject(node.$extensions) ? node.$extensions.mode : undefined;
      const raw = { light: node.$value, dark: node.$value, reducedMotion: node.$value } as Record<Mode, Json>;
      if (modesExt !== undefined) {
        if (!isObject(modesExt)) problems.push(`${id}: $extensions.mode must be an object`);
        else
          for (const [mode, value] of Object.entries(modesExt)) {
            if (mode === 'light' || !(MODES as readonly string[]).includes(mode)) {
              problems.push(
                `${id}: unknown mode "${mode}" (use $value for light; modes: dark, reducedMotion)`,
              );
            } else raw[mode as Mode] = value;
          }
      }
      out.push({
        path,
        id,
        type: here.type,
        raw,
        isPrivate: here.isPrivate,
        brandable: here.brandable,
        cssName: cssNameOf(path),
        ...(typeof node.$description === 'string' ? { description: node.$description } : {}),
      });
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
      walk(child, [...path, key], here);
    }
  };
  walk(tree, [], { isPrivate: false, brandable: true });
  return out;
}

function formatDimension(value: Json, id: string, kind: 'dimension' | 'duration'): string {
  const units = kind === 'dimension' ? ['px', 'rem', 'em', '%'] : ['ms', 's'];
  let text: string | undefined;
  if (typeof value === 'string') text = value;
  else if (isObject(value) && typeof value.value === 'number' && typeof value.unit === 'string')
    text = `${value.value}${value.unit}`;
  const m = text ? /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]+)$/.exec(text) : null;
  if (!m || !units.includes(m[2]!)) throw new Error(`${id}: "${JSON.stringify(value)}" is not a ${kind}`);
  return text!;
}

function formatFontFamily(value: Json, id: string): string {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((f) => {
      if (typeof f !== 'string' || !/^[A-Za-z0-9 -]+$/.test(f))
        throw new Error(`${id}: bad font family ${JSON.stringify(f)}`);
      return f.includes(' ') ? `"${f}"` : f;
    })
    .join(', ');
}

function formatColor(value: Json, id: string): string {
  if (typeof value === 'string') {
    if (!parseColor(value)) throw new Error(`${id}: "${value}" is not a colour`);
    return value.toLowerCase();
  }
  if (isObject(value) && typeof value.hex === 'string') return formatColor(value.hex, id);
  throw new Error(`${id}: ${JSON.stringify(value)} is not a colour`);
}

/** Builds the tokens. Throws TokenBuildError (structure) or ContrastGateError (contrast). */
export function buildTokens(source: TokenSource): BuildOutput {
  const problems: string[] = [];
  const defs = collect(source.tree, problems);
  if (problems.length) throw new TokenBuildError('Invalid token source', problems);

  const byId = new Map(defs.map((d) => [d.id, d]));
  const byCss = new Map<string, TokenDef>();
  for (const d of defs) {
    if (d.isPrivate) continue;
    const clash = byCss.get(d.cssName);
    if (clash) problems.push(`${d.id} and ${clash.id} both become ${d.cssName}`);
    byCss.set(d.cssName, d);
  }

  const cache = new Map<string, Resolved>();
  const resolveToken = (def: TokenDef, mode: Mode, stack: string[]): Resolved => {
    const key = `${mode}:${def.id}`;
    const hit = cache.get(key);
    if (hit) return hit;
    if (stack.includes(def.id)) throw new Error(`reference cycle: ${[...stack, def.id].join(' -> ')}`);
    const result = resolveValue(def, def.raw[mode], mode, [...stack, def.id]);
    cache.set(key, result);
    return result;
  };

  const follow = (def: TokenDef, ref: string, mode: Mode, stack: string[], expected: TokenType): Resolved => {
    const target = byId.get(ref);
    if (!target) throw new Error(`${def.id}: unknown reference {${ref}}`);
    if (target.type !== expected)
      throw new Error(`${def.id}: {${ref}} is a ${target.type}, expected a ${expected}`);
    const r = resolveToken(target, mode, stack);
    return target.isPrivate
      ? { css: r.literal, literal: r.literal, ref: null }
      : { css: `var(${target.cssName})`, literal: r.literal, ref: target.cssName };
  };

  const literal = (text: string): Resolved => ({ css: text, literal: text, ref: null });

  const resolveValue = (def: TokenDef, value: Json, mode: Mode, stack: string[]): Resolved => {
    if (typeof value === 'string') {
      const alias = ALIAS.exec(value);
      if (alias) return follow(def, alias[1]!, mode, stack, def.type);
      if (value.includes('{')) throw new Error(`${def.id}: references must be the whole value ("${value}")`);
    }
    switch (def.type) {
      case 'color':
        return literal(formatColor(value, def.id));
      case 'dimension':
        return literal(formatDimension(value, def.id, 'dimension'));
      case 'duration':
        return literal(formatDimension(value, def.id, 'duration'));
      case 'fontFamily':
        return literal(formatFontFamily(value, def.id));
      case 'fontWeight':
        if (
          (typeof value === 'number' && value >= 1 && value <= 1000) ||
          value === 'normal' ||
          value === 'bold'
        )
          return literal(String(value));
        throw new Error(`${def.id}: bad fontWeight ${JSON.stringify(value)}`);
      case 'number':
        if (typeof value === 'number' && Number.isFinite(value)) return literal(String(value));
        throw new Error(`${def.id}: bad number ${JSON.stringify(value)}`);
      case 'cubicBezier':
        if (Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number'))
          return literal(`cubic-bezier(${value.join(', ')})`);
        throw new Error(`${def.id}: bad cubicBezier ${JSON.stringify(value)}`);
      case 'cursor':
        if (typeof value === 'string' && /^[a-z-]+$/.test(value)) return literal(value);
        throw new Error(`${def.id}: bad cursor ${JSON.stringify(value)}`);
      case 'shadow': {
        const layers = Array.isArray(value) ? value : [value];
        const text = layers
          .map((layer) => {
            if (!isObject(layer)) throw new Error(`${def.id}: a shadow layer must be an object`);
            const part = (k: string, type: 'dimension' | 'color'): string => {
              const v = layer[k] ?? (k === 'spread' ? '0px' : undefined);
              if (v === undefined) throw new Error(`${def.id}: shadow needs ${k}`);
              const alias = typeof v === 'string' ? ALIAS.exec(v) : null;
              if (alias) return follow(def, alias[1]!, mode, stack, type).literal;
              return type === 'color' ? formatColor(v, def.id) : formatDimension(v, def.id, 'dimension');
            };
            const inset = layer.inset === true ? 'inset ' : '';
            return `${inset}${part('offsetX', 'dimension')} ${part('offsetY', 'dimension')} ${part('blur', 'dimension')} ${part('spread', 'dimension')} ${part('color', 'color')}`;
          })
          .join(', ');
        return literal(text);
      }
    }
  };

  const resolved = new Map<string, Record<Mode, Resolved>>();
  for (const def of defs) {
    try {
      resolved.set(def.id, {
        light: resolveToken(def, 'light', []),
        dark: resolveToken(def, 'dark', []),
        reducedMotion: resolveToken(def, 'reducedMotion', []),
      });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new TokenBuildError('Invalid token source', problems);

  const publicDefs = defs.filter((d) => !d.isPrivate);

  // Contrast pairs: expand arrays, map paths to CSS names, check in every colour mode.
  const pairs: ManifestPair[] = [];
  for (const [i, p] of source.contrast.pairs.entries()) {
    if (p.kind !== 'text' && p.kind !== 'ui') {
      problems.push(`contrast.json pair ${i}: kind must be "text" or "ui"`);
      continue;
    }
    const list = (v: string | string[]): string[] => (Array.isArray(v) ? v : [v]);
    for (const fg of list(p.fg))
      for (const bg of list(p.bg)) {
        const names = [fg, bg].map((id) => {
          const def = byId.get(id);
          if (!def || def.isPrivate || def.type !== 'color') {
            problems.push(`contrast.json pair ${i}: ${id} is not a public colour token`);
            return '';
          }
          return def.cssName;
        });
        pairs.push({ fg: names[0]!, bg: names[1]!, kind: p.kind, min: p.min ?? CONTRAST_MINIMUM[p.kind] });
      }
  }
  if (problems.length) throw new TokenBuildError('Invalid contrast pairs', problems);

  const tokens: Record<string, ManifestToken> = {};
  for (const def of publicDefs) {
    const r = resolved.get(def.id)!;
    tokens[def.cssName] = {
      type: def.type,
      brandable: def.brandable,
      path: def.id,
      ...(def.description ? { description: def.description } : {}),
      value: { light: r.light.literal, dark: r.dark.literal },
      ref: { light: r.light.ref, dark: r.dark.ref },
    };
  }

  const violations: ContrastViolation[] = [];
  for (const mode of COLOR_MODES) {
    const canvas = tokens['--bgColor-canvas']?.value[mode];
    violations.push(...checkContrastPairs(pairs, (name) => tokens[name]?.value[mode], mode, canvas));
  }
  if (violations.length) throw new ContrastGateError(violations);

  const manifest: Manifest = { version: 1, modes: [...COLOR_MODES], tokens, contrastPairs: pairs };

  return {
    css: emitCss(publicDefs, resolved),
    js: emitJs(publicDefs, manifest),
    dts: emitDts(publicDefs),
    manifest,
    count: publicDefs.length,
  };
}

const HEADER = '/* Generated by tokens/scripts/build.ts from tokens/src. Do not edit. */\n';
const LIGHT_SELECTOR = ':root,\n[data-color-mode="light"]';
const DARK_SELECTOR = '[data-color-mode="dark"]';

function emitCss(defs: TokenDef[], resolved: Map<string, Record<Mode, Resolved>>): string {
  const light: string[] = ['  color-scheme: light;'];
  const dark: string[] = ['  color-scheme: dark;'];
  const reduced: string[] = [];
  for (const def of defs) {
    const r = resolved.get(def.id)!;
    light.push(`  ${def.cssName}: ${r.light.css};`);
    if (r.dark.css !== r.light.css || r.dark.literal !== r.light.literal)
      dark.push(`  ${def.cssName}: ${r.dark.css};`);
    if (r.reducedMotion.literal !== r.light.literal)
      reduced.push(`    ${def.cssName}: ${r.reducedMotion.css};`);
  }
  let css = `${HEADER}${LIGHT_SELECTOR} {\n${light.join('\n')}\n}\n\n${DARK_SELECTOR} {\n${dark.join('\n')}\n}\n`;
  if (reduced.length) {
    css += `\n@media (prefers-reduced-motion: reduce) {\n  ${LIGHT_SELECTOR.replace('\n', '\n  ')},\n  ${DARK_SELECTOR} {\n${reduced.join('\n')}\n  }\n}\n`;
  }
  return css;
}

type VarsTree = { [key: string]: VarsTree | string };

function varsTree(defs: TokenDef[]): VarsTree {
  const root: VarsTree = {};
  for (const def of defs) {
    let node = root;
    def.path.forEach((seg, i) => {
      if (i === def.path.length - 1) {
        node[seg] = `var(${def.cssName})`;
        return;
      }
      const next = node[seg];
      if (typeof next === 'string')
        throw new TokenBuildError('Invalid token source', [`${def.id} nests under a token`]);
      node = next ?? (node[seg] = {});
    });
  }
  return root;
}

function emitJs(defs: TokenDef[], manifest: Manifest): string {
  return `${HEADER}
/** Every public token as a \`var(--name)\` string, nested by path. */
export const vars = ${JSON.stringify(varsTree(defs), null, 2)};

/** Public token names with type, brandable flag, resolved values and the declared contrast pairs. */
export const manifest = ${JSON.stringify(manifest, null, 2)};
`;
}

function dtsKey(key: string): string {
  if (/^(0|[1-9]\d*)$/.test(key)) return key;
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) return key;
  return JSON.stringify(key);
}

function emitTreeType(tree: VarsTree, indent: string): string {
  const lines = Object.entries(tree).map(([key, value]) =>
    typeof value === 'string'
      ? `${indent}  readonly ${dtsKey(key)}: '${value}';`
      : `${indent}  readonly ${dtsKey(key)}: ${emitTreeType(value, `${indent}  `)};`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function emitDts(defs: TokenDef[]): string {
  const names = defs.map((d) => `  | '${d.cssName}'`).join('\n');
  return `${HEADER}
export type TokenType = ${TOKEN_TYPES.map((t) => `'${t}'`).join(' | ')};
export type ColorMode = 'light' | 'dark';
export type ContrastKind = 'text' | 'ui';

/** Every public token name (CSS custom property). */
export type TokenName =
${names};

export interface ManifestToken {
  type: TokenType;
  /** False for focus ring, layout sizes, space, z-index, cursor and motion. */
  brandable: boolean;
  /** Dotted source path, e.g. \`button.primary.bgColor.rest\`. */
  path: string;
  description?: string;
  /** Fully resolved CSS value per colour mode. */
  value: Record<ColorMode, string>;
  /** The public token this one refers to, per colour mode (null for a literal). */
  ref: Record<ColorMode, string | null>;
}

export interface ManifestPair {
  fg: string;
  bg: string;
  kind: ContrastKind;
  min: number;
}

export interface Manifest {
  version: 1;
  modes: ColorMode[];
  tokens: Record<string, ManifestToken>;
  contrastPairs: ManifestPair[];
}

export declare const vars: ${emitTreeType(varsTree(defs), '')};

export declare const manifest: Manifest;
`;
}

/** Builds from `srcDir` and writes `outDir`. Returns the output; throws like buildTokens. */
export function buildToDir(srcDir: string, outDir: string): BuildOutput {
  const output = buildTokens(loadTokenSource(srcDir));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'tokens.css'), output.css);
  writeFileSync(join(outDir, 'index.js'), output.js);
  writeFileSync(join(outDir, 'index.d.ts'), output.dts);
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(output.manifest, null, 2)}\n`);
  return output;
}

const isMain =
  process.argv[1] !== undefined && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');
  // Optional: --src <dir> --out <dir> (tests build fixtures this way).
  const arg = (flag: string): string | undefined => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  try {
    const out = buildToDir(
      resolvePath(arg('--src') ?? join(root, 'src')),
      resolvePath(arg('--out') ?? join(root, 'dist')),
    );
    const brandable = Object.values(out.manifest.tokens).filter((t) => t.brandable).length;
    console.log(
      `tokens: ${out.count} public tokens (${brandable} brandable), ${out.manifest.contrastPairs.length} contrast pairs OK in ${COLOR_MODES.join(' + ')} -> tokens/dist`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

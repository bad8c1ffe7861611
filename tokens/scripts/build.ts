/**
 * Builds the design tokens with Style Dictionary: DTCG JSON in tokens/src/*.tokens.json (+ contrast.json) ->
 * tokens/dist/{tokens.css, index.js, index.d.ts, manifest.json}. See docs/adr/0010-tokens-build.md.
 *
 *   npm run build -w @betline/tokens          (tsx scripts/build.ts [--src dir] [--out dir])
 *
 * - `$value` is the light mode; `$extensions.mode.dark` overrides it in dark mode and
 *   `$extensions.mode.reducedMotion` under `prefers-reduced-motion: reduce`. Style Dictionary runs once per
 *   mode (preprocessor `betline/mode/<mode>`); the formats write all modes into one file.
 * - Groups may carry `$type` and `$extensions.betline.{private, brandable}`; tokens inherit them
 *   (preprocessor `betline/validate`). `private` tokens (the base palette) are filtered out of every file
 *   and references to them are inlined.
 * - The CSS name is the path joined with `-`; a last segment `rest` is dropped (name transform
 *   `betline/name`: button.primary.bgColor.rest -> --button-primary-bgColor), `vars` keeps it.
 * - References to public tokens stay references (`var(--bgColor-accent-emphasis)`) so a brand book
 *   that overrides a functional colour reaches every component token built on it.
 * - The contrast gate checks the pairs of contrast.json in light and dark; the build fails on a violation.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';
import type { Config, Dictionary, FormatFnArguments, PreprocessedTokens } from 'style-dictionary/types';
import {
  CONTRAST_MINIMUM,
  checkContrastPairs,
  formatViolation,
  type ContrastKind,
  type ContrastViolation,
} from '../src/contrast';
import {
  cssFormat,
  dtsFormat,
  jsFormat,
  manifestJsFormat,
  manifestFormat,
  manifestTokens,
  resolveMode,
  type FormatOptions,
  type Manifest,
  type ManifestPair,
  type ModeValues,
} from './formats';
import {
  COLOR_MODES,
  MODES,
  TokenBuildError,
  cssNameOf,
  cssValueOf,
  flagsOf,
  selectMode,
  validateTokens,
  type Mode,
} from './hooks';

export { COLOR_MODES, TOKEN_TYPES, TokenBuildError } from './hooks';
export type { ColorMode, TokenType } from './hooks';
export type { Manifest, ManifestPair, ManifestToken } from './formats';

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
  /** DTCG token files (read and merged by Style Dictionary; a token defined twice fails). */
  files?: string[];
  /** Or a DTCG tree given directly. */
  tree?: PreprocessedTokens;
  contrast: ContrastSource;
}

export interface BuildOutput {
  css: string;
  js: string;
  /** The manifest module that `js` re-exports (written beside it as manifest.js). */
  manifestJs: string;
  dts: string;
  manifest: Manifest;
  /** Public token count. */
  count: number;
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

/** The token files and contrast.json of a directory. */
export function loadTokenSource(dir: string): TokenSource {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.tokens.json'))
    .sort()
    .map((f) => join(dir, f));
  if (files.length === 0) throw new TokenBuildError('No token files', [`no *.tokens.json in ${dir}`]);
  const contrast = JSON.parse(readFileSync(join(dir, 'contrast.json'), 'utf8')) as ContrastSource;
  return { files, contrast };
}

const OUTPUT_FILES = [
  { destination: 'tokens.css', format: 'betline/css' },
  { destination: 'index.js', format: 'betline/js' },
  { destination: 'manifest.js', format: 'betline/manifest-js' },
  { destination: 'index.d.ts', format: 'betline/dts' },
  { destination: 'manifest.json', format: 'betline/manifest' },
] as const;

/** The Style Dictionary configuration of one mode; formats read `ctx` (filled before formatting). */
function config(source: TokenSource, mode: Mode, ctx: Partial<FormatOptions>): Config {
  const withOptions =
    (format: (args: { dictionary: Dictionary; options: FormatOptions }) => string) =>
    ({ dictionary }: FormatFnArguments) =>
      format({ dictionary, options: ctx as FormatOptions });
  return {
    ...(source.files ? { source: source.files } : { tokens: structuredClone(source.tree ?? {}) }),
    usesDtcg: true,
    log: { verbosity: 'verbose', warnings: 'error', errors: { brokenReferences: 'throw' } },
    parsers: ['betline/tokens-json'],
    hooks: {
      parsers: {
        // A file's top-level $description documents the file, not a group: keep it out of the merge.
        'betline/tokens-json': {
          pattern: /\.tokens\.json$/,
          parser: ({ contents }) => {
            const json = JSON.parse(contents) as Record<string, unknown>;
            delete json.$description;
            return json as PreprocessedTokens;
          },
        },
      },
      preprocessors: {
        'betline/validate': validateTokens,
        [`betline/mode/${mode}`]: selectMode(mode),
      },
      transforms: {
        'betline/name': { type: 'name', transform: (token) => cssNameOf(token.path) },
        'betline/css': { type: 'value', transform: cssValueOf },
        // Shadows hold references inside their layers: format them once those are resolved.
        'betline/css/shadow': {
          type: 'value',
          transitive: true,
          filter: (token) => token.$type === 'shadow',
          transform: cssValueOf,
        },
      },
      filters: { 'betline/public': (token) => !flagsOf(token).private },
      formats: {
        'betline/css': withOptions(cssFormat),
        'betline/js': withOptions(jsFormat),
        'betline/manifest-js': withOptions(manifestJsFormat),
        'betline/dts': withOptions(dtsFormat),
        'betline/manifest': withOptions(manifestFormat),
      },
    },
    preprocessors: ['betline/validate', `betline/mode/${mode}`],
    platforms: {
      css: {
        // No per-file log lines (the CLI prints one summary); name collisions still fail the build.
        log: { verbosity: 'silent', warnings: 'error' },
        transforms: ['betline/name', 'betline/css', 'betline/css/shadow'],
        files: OUTPUT_FILES.map((f) => ({ ...f, filter: 'betline/public' })),
      },
    },
  };
}

/** Style Dictionary reports problems as plain errors; keep ours, wrap theirs. */
async function run<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof TokenBuildError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new TokenBuildError(what, [message.trim()]);
  }
}

function contrastPairs(source: TokenSource, light: Dictionary): ManifestPair[] {
  const byPath = new Map((light.unfilteredAllTokens ?? light.allTokens).map((t) => [t.path.join('.'), t]));
  const problems: string[] = [];
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
          const token = byPath.get(id);
          if (!token || flagsOf(token).private || token.$type !== 'color') {
            problems.push(`contrast.json pair ${i}: ${id} is not a public colour token`);
            return '';
          }
          return `--${token.name}`;
        });
        pairs.push({ fg: names[0]!, bg: names[1]!, kind: p.kind, min: p.min ?? CONTRAST_MINIMUM[p.kind] });
      }
  }
  if (problems.length) throw new TokenBuildError('Invalid contrast pairs', problems);
  return pairs;
}

/** Builds the tokens. Rejects with TokenBuildError (structure) or ContrastGateError (contrast). */
export async function buildTokens(source: TokenSource): Promise<BuildOutput> {
  const ctx: Partial<FormatOptions> = {};
  const instances = Object.fromEntries(
    MODES.map((mode) => [mode, new StyleDictionary(config(source, mode, ctx), { init: false })]),
  ) as Record<Mode, StyleDictionary>;
  const dictionaries = {} as Record<Mode, Dictionary>;
  const problems: string[] = [];
  const modes = {} as ModeValues;
  for (const mode of MODES) {
    dictionaries[mode] = await run('Invalid token source', async () => {
      await instances[mode].init({ verbosity: 'verbose' });
      return instances[mode].getPlatformTokens('css');
    });
    modes[mode] = resolveMode(dictionaries[mode], problems);
  }
  if (problems.length) throw new TokenBuildError('Invalid token source', [...new Set(problems)]);

  const light = dictionaries.light;
  const publicLight: Dictionary = {
    ...light,
    allTokens: light.allTokens.filter((t) => !flagsOf(t).private),
  };
  const manifest: Manifest = {
    version: 1,
    modes: [...COLOR_MODES],
    tokens: manifestTokens(publicLight, modes),
    contrastPairs: contrastPairs(source, light),
  };

  const violations: ContrastViolation[] = [];
  for (const mode of COLOR_MODES) {
    const canvas = manifest.tokens['--bgColor-canvas']?.value[mode];
    violations.push(
      ...checkContrastPairs(
        manifest.contrastPairs,
        (name) => manifest.tokens[name]?.value[mode],
        mode,
        canvas,
      ),
    );
  }
  if (violations.length) throw new ContrastGateError(violations);

  Object.assign(ctx, { modes, manifest } satisfies FormatOptions);
  const outputs = await run('Token formats failed', () => instances.light.formatPlatform('css'));
  const text = (name: string) => String(outputs.find((o) => o.destination === name)?.output ?? '');
  return {
    css: text('tokens.css'),
    js: text('index.js'),
    manifestJs: text('manifest.js'),
    dts: text('index.d.ts'),
    manifest,
    count: Object.keys(manifest.tokens).length,
  };
}

/** Builds from `srcDir` and writes `outDir`. Resolves to the output; rejects like buildTokens. */
export async function buildToDir(srcDir: string, outDir: string): Promise<BuildOutput> {
  const output = await buildTokens(loadTokenSource(srcDir));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'tokens.css'), output.css);
  writeFileSync(join(outDir, 'index.js'), output.js);
  writeFileSync(join(outDir, 'manifest.js'), output.manifestJs);
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
    const out = await buildToDir(
      resolvePath(arg('--src') ?? join(root, 'src')),
      resolvePath(arg('--out') ?? join(root, 'dist')),
    );
    const brandable = Object.values(out.manifest.tokens).filter((t) => t.brandable).length;
    console.log(
      `tokens: ${out.count} public tokens (${brandable} brandable), ${out.manifest.contrastPairs.length} contrast pairs OK in ${COLOR_MODES.join(' + ')} -> tokens/dist (Style Dictionary)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

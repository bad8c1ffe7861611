import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContrastGateError,
  TokenBuildError,
  buildTokens,
  buildToDir,
  loadTokenSource,
  type TokenSource,
} from '../scripts/build';

const root = resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'betline-tokens-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A small source: a private palette, functional tokens with dark overrides, component aliases. */
function fixture(
  extra: Record<string, unknown> = {},
  pairs: TokenSource['contrast']['pairs'] = [],
): TokenSource {
  return {
    tree: JSON.parse(
      JSON.stringify({
        base: {
          $extensions: { betline: { private: true } },
          color: {
            $type: 'color',
            white: { $value: '#ffffff' },
            ink: { $value: '#101010' },
            blue: { $value: '#1f4fbf' },
            paleBlue: { $value: '#9bb8ff' },
          },
        },
        bgColor: {
          $type: 'color',
          canvas: { $value: '{base.color.white}', $extensions: { mode: { dark: '{base.color.ink}' } } },
          accent: { $value: '{base.color.blue}' },
        },
        fgColor: {
          $type: 'color',
          default: { $value: '{base.color.ink}', $extensions: { mode: { dark: '{base.color.white}' } } },
          accent: { $value: '{base.color.blue}', $extensions: { mode: { dark: '{base.color.paleBlue}' } } },
        },
        button: {
          primary: {
            $type: 'color',
            bgColor: { rest: { $value: '{bgColor.accent}' }, hover: { $value: '#183f99' } },
            fgColor: { rest: { $value: '{base.color.white}' } },
          },
        },
        focus: {
          $extensions: { betline: { brandable: false } },
          outlineColor: { $type: 'color', $value: '{fgColor.accent}' },
        },
        space: { $type: 'dimension', $extensions: { betline: { brandable: false } }, 4: { $value: '16px' } },
        ...extra,
      }),
    ),
    contrast: { pairs },
  };
}

describe('alias resolution', () => {
  it('inlines private references and keeps public ones as var() references', async () => {
    const out = await buildTokens(fixture());
    expect(out.css).toContain('--bgColor-canvas: #ffffff;');
    expect(out.css).toContain('--button-primary-bgColor: var(--bgColor-accent);');
    expect(out.css).not.toContain('--base-');
    expect(out.manifest.tokens['--button-primary-bgColor']).toMatchObject({
      path: 'button.primary.bgColor.rest',
      value: { light: '#1f4fbf', dark: '#1f4fbf' },
      ref: { light: '--bgColor-accent', dark: '--bgColor-accent' },
    });
  });

  it('follows chains of references to the literal value in each mode', async () => {
    const out = await buildTokens(fixture());
    expect(out.manifest.tokens['--focus-outlineColor']!.value).toEqual({ light: '#1f4fbf', dark: '#9bb8ff' });
  });

  it('drops the rest state from the CSS name but keeps it in vars', async () => {
    const dir = join(tmp, 'vars');
    const out = await buildTokens(fixture());
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.js'), out.js);
    writeFileSync(join(dir, 'manifest.js'), out.manifestJs);
    const mod = (await import(pathToFileURL(join(dir, 'index.js')).href)) as {
      vars: Record<string, unknown>;
    };
    expect(mod.vars).toMatchObject({
      button: {
        primary: {
          bgColor: { rest: 'var(--button-primary-bgColor)', hover: 'var(--button-primary-bgColor-hover)' },
        },
      },
      space: { 4: 'var(--space-4)' },
    });
    expect(out.dts).toContain("readonly hover: 'var(--button-primary-bgColor-hover)';");
    expect(out.dts).toContain("readonly 4: 'var(--space-4)';");
  });

  it('vars, built in the browser from the shape of the tree, give every public token its exact CSS name', async () => {
    const dir = join(tmp, 'vars-all');
    const out = await buildTokens(
      fixture({
        odd: { $type: 'color', rest: { $value: '#000000' }, deep: { rest: { $value: '#ffffff' } } },
      }),
    );
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.js'), out.js);
    writeFileSync(join(dir, 'manifest.js'), out.manifestJs);
    const mod = (await import(pathToFileURL(join(dir, 'index.js')).href)) as {
      vars: Record<string, unknown>;
    };
    const names = Object.entries(out.manifest.tokens);
    expect(names.length).toBeGreaterThan(5);
    for (const [name, token] of names) {
      const leaf = token.path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], mod.vars);
      expect(leaf, token.path).toBe(`var(${name})`);
    }
    // No literal `var(--...)` string per token is shipped: only the tree's shape.
    expect(out.js.split('export const manifest')[0]!.match(/var\(--/g) ?? []).toHaveLength(1);
  });

  it('rejects unknown references, cycles and type mismatches', async () => {
    // Style Dictionary resolves the references; its messages name the token and the missing reference.
    await expect(
      buildTokens(fixture({ broken: { $type: 'color', $value: '{nope.nothing}' } })),
    ).rejects.toThrow(/broken.*\{nope\.nothing\}/);
    await expect(
      buildTokens(
        fixture({ loop: { $type: 'color', a: { $value: '{loop.b}' }, b: { $value: '{loop.a}' } } }),
      ),
    ).rejects.toThrow(/Circular definition cycle/);
    await expect(
      buildTokens(fixture({ gap: { $type: 'dimension', $value: '{bgColor.canvas}' } })),
    ).rejects.toThrow(/is a color, expected a dimension/);
    await expect(buildTokens(fixture({ odd: { $type: 'color', $value: 'url(x)' } }))).rejects.toThrow(
      TokenBuildError,
    );
  });
});

describe('dark overrides', () => {
  it('emits light on :root and only the tokens that change in the dark block', async () => {
    const out = await buildTokens(fixture());
    const [light, dark] = out.css.split('[data-color-mode="dark"]') as [string, string];
    expect(light).toContain(':root,\n[data-color-mode="light"] {');
    expect(light).toContain('color-scheme: light;');
    expect(dark).toContain('color-scheme: dark;');
    expect(dark).toContain('--bgColor-canvas: #101010;');
    expect(dark).toContain('--fgColor-default: #ffffff;');
    // unchanged in dark: not repeated
    expect(dark).not.toContain('--bgColor-accent:');
    expect(dark).not.toContain('--button-primary-bgColor:');
    // an alias whose target changes is re-declared so nested [data-color-mode] scopes resolve it there
    expect(dark).toContain('--focus-outlineColor: var(--fgColor-accent);');
  });

  it('the real source has a dark value for every functional colour it overrides', async () => {
    const out = await buildTokens(loadTokenSource(join(root, 'src')));
    expect(out.manifest.tokens['--bgColor-canvas']!.value.dark).not.toBe(
      out.manifest.tokens['--bgColor-canvas']!.value.light,
    );
    expect(out.css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*--motion-duration-fast: 0ms;/);
  });
});

describe('manifest', () => {
  let out: Awaited<ReturnType<typeof buildTokens>>;
  let t: typeof out.manifest.tokens;
  beforeAll(async () => {
    out = await buildTokens(loadTokenSource(join(root, 'src')));
    t = out.manifest.tokens;
  });

  it('lists every public token with its $type', async () => {
    expect(t['--button-primary-bgColor']?.type).toBe('color');
    expect(t['--button-primary-bgColor-hover']?.type).toBe('color');
    expect(t['--space-4']?.type).toBe('dimension');
    expect(t['--radius-md']?.type).toBe('dimension');
    expect(t['--fontFamily-sans']?.type).toBe('fontFamily');
    expect(t['--fontWeight-bold']?.type).toBe('fontWeight');
    expect(t['--lineHeight-normal']?.type).toBe('number');
    expect(t['--motion-duration-fast']?.type).toBe('duration');
    expect(t['--motion-easing-standard']?.type).toBe('cubicBezier');
    expect(t['--shadow-md']?.type).toBe('shadow');
    expect(t['--zIndex-modal']?.type).toBe('number');
    expect(Object.keys(t).some((name) => name.startsWith('--base-'))).toBe(false);
  });

  it('marks focus ring, layout sizes, space, z-index, cursor and motion as not brandable', async () => {
    for (const name of [
      '--focus-outlineColor',
      '--focus-outlineWidth',
      '--size-layout-slipWidth',
      '--size-control-md',
      '--space-4',
      '--zIndex-modal',
      '--cursor-interactive',
      '--motion-duration-fast',
    ]) {
      expect(t[name]?.brandable, name).toBe(false);
    }
    for (const name of [
      '--button-primary-bgColor',
      '--bgColor-canvas',
      '--radius-md',
      '--fontFamily-sans',
      '--shadow-sm',
    ]) {
      expect(t[name]?.brandable, name).toBe(true);
    }
  });

  it('writes the same manifest to manifest.json and index.js', async () => {
    const dir = join(tmp, 'dist');
    await buildToDir(join(root, 'src'), dir);
    const json = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as unknown;
    const mod = (await import(pathToFileURL(join(dir, 'index.js')).href)) as { manifest: unknown };
    expect(mod.manifest).toEqual(json);
    expect(json).toEqual(out.manifest);
  });

  it('carries the declared contrast pairs by CSS name', async () => {
    expect(out.manifest.contrastPairs).toContainEqual({
      fg: '--button-primary-fgColor',
      bg: '--button-primary-bgColor',
      kind: 'text',
      min: 4.5,
    });
    expect(out.manifest.contrastPairs.some((p) => p.kind === 'ui' && p.min === 3)).toBe(true);
  });
});

describe('contrast gate', () => {
  it('passes a fixture whose pairs hold in both modes', async () => {
    await expect(
      buildTokens(
        fixture({}, [
          { kind: 'text', fg: 'fgColor.default', bg: 'bgColor.canvas' },
          { kind: 'text', fg: 'button.primary.fgColor.rest', bg: 'button.primary.bgColor.rest' },
        ]),
      ),
    ).resolves.toMatchObject({ count: expect.any(Number) });
  });

  it('fails on a pair that breaks in one mode only, naming the mode and the pair', async () => {
    // fgColor.accent is pale in dark mode: fine on the dark canvas, not on a white surface.
    const bad = fixture({}, [
      { kind: 'text', fg: 'fgColor.accent', bg: ['bgColor.canvas'] },
      { kind: 'ui', fg: 'fgColor.accent', bg: 'button.primary.fgColor.rest' },
    ]);
    let error: unknown;
    try {
      await buildTokens(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContrastGateError);
    const gate = error as ContrastGateError;
    expect(gate.violations.map((v) => `${v.mode} ${v.kind} ${v.fg} ${v.bg}`)).toEqual([
      'dark ui --fgColor-accent --button-primary-fgColor',
    ]);
    expect(gate.message).toMatch(
      /\[dark\] ui pair --fgColor-accent \(#9bb8ff\) on --button-primary-fgColor \(#ffffff\): 1\.\d\d:1, needs 3:1/,
    );
  });

  it('fails the fixture in tokens/test/fixtures/bad-contrast through the build function', async () => {
    const source = loadTokenSource(join(root, 'test/fixtures/bad-contrast'));
    await expect(buildTokens(source)).rejects.toThrow(ContrastGateError);
    await expect(buildTokens(source)).rejects.toThrow(
      /\[light\] text pair --button-primary-fgColor \(#ffffff\) on --button-primary-bgColor \(#fff59d\)/,
    );
    await expect(buildTokens(source)).rejects.toThrow(/\[dark\] text pair --button-primary-fgColor/);
  });

  it('rejects a pair that names a missing or non-colour token', async () => {
    await expect(
      buildTokens(fixture({}, [{ kind: 'text', fg: 'space.4', bg: 'bgColor.canvas' }])),
    ).rejects.toThrow(/space\.4 is not a public colour token/);
  });

  it('the CLI exits non-zero and lists each violating pair', async () => {
    const tsx = join(root, '..', 'node_modules', '.bin', 'tsx');
    const run = spawnSync(
      tsx,
      ['scripts/build.ts', '--src', 'test/fixtures/bad-contrast', '--out', join(tmp, 'cli-out')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Contrast gate: 2 declared pair(s) below their minimum');
    expect(run.stderr).toContain('--button-primary-fgColor (#ffffff) on --button-primary-bgColor (#fff59d)');
  }, 30_000);
});

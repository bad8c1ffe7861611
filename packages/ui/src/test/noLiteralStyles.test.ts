import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every colour, size and font of the kit and the app comes from tokens (`vars` from @betline/tokens).
 * This test reads the source of packages/ui and apps/web (tests and stories excluded), drops comments,
 * and fails on a literal colour (hex, rgb/hsl/hwb/lab/lch/oklab/oklch/color()), a length in px/rem/em/pt,
 * or a font family that is not a token. Allowed: `@media` and `@container` queries (custom properties
 * cannot be used in their conditions), and a line marked `token-exempt: <reason>` for techniques that are not design values (the
 * 1px visually-hidden clip, icons sized 1em to follow their text).
 */
const repo = resolve(import.meta.dirname, '../../../..');
const roots = ['packages/ui/src', 'apps/web/src'];

/**
 * Known offenders in apps/web (outside the kit's area), listed exactly so that any new literal fails;
 * their owners move them to tokens (or to kit components) and delete the entry.
 */
const KNOWN: Record<string, string[]> = {
  'apps/web/src/app/ConfigState.tsx': ['max-width: 28rem;'],
  'apps/web/src/layouts/parts/LanguageSwitch.tsx': ['width: 1px;', 'height: 1px;'],
  'apps/web/src/layouts/parts/ThemeSwitch.tsx': ['width: 1px;', 'height: 1px;'],
  'apps/web/src/layouts/parts/Logo.tsx': ['letter-spacing: -0.02em'],
  'apps/web/src/pages/HomePage.tsx': ['max-width: 40rem;'],
  'apps/web/src/pages/NotFoundPage.tsx': ['letter-spacing: 0.08em;', 'max-width: 36rem;'],
  // The same reading widths and caps spacing, moved with the status pages of the route table.
  'apps/web/src/pages/StatusPage.tsx': ['letter-spacing: 0.08em;', 'max-width: 36rem;'],
};

const COLOR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/;
const LENGTH = /(?<![\w.-])-?\d*\.?\d+(?:px|rem|em|pt)\b/;
const FONT = /font-family:(?!\s*(?:\$\{|inherit\b))|fontFamily:\s*['"`]|\bfont:(?!\s*(?:\$\{|inherit\b))/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Blanks out comments but keeps line numbers. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (m, p: string) => p + ' '.repeat(m.length - p.length));
}

export function findLiterals(source: string, file = ''): string[] {
  const raw = source.split('\n');
  const allowed = KNOWN[file] ?? [];
  return stripComments(source)
    .split('\n')
    .flatMap((line, i) => {
      if (
        /^\s*@(media|container)\b/.test(line) ||
        // a marker on the line or on one of the two lines above it (a comment before a wrapped statement)
        [0, 1, 2].some((d) => /token-exempt:/.test(raw[i - d] ?? ''))
      )
        return [];
      if (allowed.some((snippet) => line.includes(snippet))) return [];
      const kinds = [
        COLOR.test(line) && 'colour',
        LENGTH.test(line) && 'size',
        FONT.test(line) && 'font',
      ].filter(Boolean);
      return kinds.length ? [`${file}:${i + 1} ${kinds.join('+')}: ${line.trim()}`] : [];
    });
}

describe('no literal colours, sizes or fonts outside tokens', () => {
  it('the checker catches each kind and respects comments, media queries and exemptions', () => {
    expect(findLiterals('const a = css`color: #ff0000;`;')).toHaveLength(1);
    expect(findLiterals('const a = css`background: rgba(0, 0, 0, 0.5);`;')).toHaveLength(1);
    expect(findLiterals('const a = css`padding: 12px;`;')).toHaveLength(1);
    expect(findLiterals('const a = css`font-size: 1.25rem;`;')).toHaveLength(1);
    expect(findLiterals("const a = css`font-family: 'Comic Sans';`;")).toHaveLength(1);
    expect(findLiterals("const s = { fontFamily: 'Arial' };")).toHaveLength(1);
    expect(
      findLiterals('const a = css`color: ${vars.fgColor.default}; padding: ${vars.space[2]};`;'),
    ).toEqual([]);
    expect(findLiterals('/** 4px spacing scale */\nconst a = 1;')).toEqual([]);
    expect(findLiterals('  @media (max-width: 719px) {')).toEqual([]);
    expect(findLiterals('  @container (max-width: 560px) {')).toEqual([]);
    expect(findLiterals('// token-exempt: visually hidden clip\n  width: 1px;')).toEqual([]);
  });

  it('packages/ui and apps/web use tokens only', () => {
    const found = roots.flatMap((root) =>
      files(join(repo, root)).flatMap((path) =>
        findLiterals(readFileSync(path, 'utf8'), relative(repo, path).split('\\').join('/')),
      ),
    );
    expect(found).toEqual([]);
  });
});

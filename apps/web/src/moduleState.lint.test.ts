import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN "State": no module-level mutable state in the web app (the `no-restricted-syntax` rule of
 * eslint.config.mjs). The rule is run on snippets as if they were files of the app.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The module-state messages ESLint reports for `code` as the file `file` of the repository. */
async function moduleState(code: string, file = 'apps/web/src/app/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the lint rule against module-level mutable state (apps/web/src)', () => {
  it('fails a module-level let, an empty Map or Set, and a valtio proxy made at import', async () => {
    const found = await moduleState(
      [
        "import { proxy } from 'valtio';",
        'let counter = 0;',
        'export let current: string | undefined;',
        'const cache = new Map<string, number>();',
        'export const seen = new Set<string>();',
        'export const store = proxy({ counter });',
        'export function read() { return [counter, cache, current, seen]; }',
      ].join('\n'),
    );
    expect(found).toHaveLength(5);
    expect(found.filter((message) => message.includes('module-level `let`'))).toHaveLength(2);
    expect(found.filter((message) => message.includes('empty Map or Set'))).toHaveLength(2);
    expect(found.filter((message) => message.includes('valtio proxy'))).toHaveLength(1);
  }, 60_000);

  it('passes constants, and state made per call (the app instance makes its own)', async () => {
    const found = await moduleState(
      [
        "import { proxy } from 'valtio';",
        'export const LIMITS = Object.freeze({ max: 50 });',
        "export const NAMES = new Set(['a', 'b']);",
        'export function createStore() {',
        '  let made = 0;',
        '  made += 1;',
        '  return { made, cache: new Map<string, number>(), state: proxy({ ready: false }) };',
        '}',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it('does not apply to tests, which make their own instances', async () => {
    expect(
      await moduleState(
        'let shared = 0;\nexport const read = () => shared;',
        'apps/web/src/app/example.test.ts',
      ),
    ).toEqual([]);
  }, 60_000);
});

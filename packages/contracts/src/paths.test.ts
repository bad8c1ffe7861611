import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import * as paths from './paths';

describe('the paths module (@betline/contracts/paths)', () => {
  it('imports nothing but its own second module, so a browser bundle takes it without zod', () => {
    const source = readFileSync(new URL('./paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
    expect([...source.matchAll(/^\s*export .* from '([^']+)'/gm)].map((match) => match[1])).toEqual([
      './pagePaths',
    ]);
    const pages = readFileSync(new URL('./pagePaths.ts', import.meta.url), 'utf8');
    expect(pages).not.toMatch(/^\s*(import|export .* from)\b/m);
  });

  it('is what the contracts export under the same names', () => {
    for (const [name, value] of Object.entries(paths)) {
      expect(contracts[name as keyof typeof contracts], name).toBe(value);
    }
  });

  it('fills path parameters, encoded', () => {
    expect(paths.pathWith(paths.WALLET_PATHS.cancelWithdrawal, { id: 42 })).toBe(
      '/web-api/wallet/withdrawals/42/cancel',
    );
    expect(paths.pathWith('/a/:id', { id: 'x/y' })).toBe('/a/x%2Fy');
    expect(paths.pathWith(paths.IDENTITY_PATHS.userSession, { id: 's1' })).toBe(
      `${paths.IDENTITY_PATHS.sessions}/s1`,
    );
  });
});

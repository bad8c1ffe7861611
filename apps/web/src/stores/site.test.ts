import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/client';
import { transportAdapter } from '../api/transport';
import { AGREEMENT_RULES_STATUS_PATH } from '@betline/contracts/paths';
import { refreshTerms } from './site';
import { testStores } from '../test/app';

/** Terms status answers: `status` for every request to the status path. */
function termsServer(status: number, data: unknown) {
  const asked: string[] = [];
  http.defaults.adapter = transportAdapter(async (request) => {
    asked.push(`${request.method} ${request.path}`);
    if (request.path !== AGREEMENT_RULES_STATUS_PATH)
      return { status: 404, data: {}, headers: new Headers() };
    return { status, data, headers: new Headers() };
  });
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('terms status (SPEC §8)', () => {
  it('ERR-022 a failed terms check means "not changed" and is logged, with nothing shown to the player', async () => {
    testStores().site.terms = { changed: true, updatedAt: '2026-11-01T00:00:00Z' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = termsServer(503, { message: 'unavailable' });
    await refreshTerms(testStores().site);
    expect(asked).toContain(`GET ${AGREEMENT_RULES_STATUS_PATH}`);
    expect(testStores().site.terms).toEqual({ changed: false, updatedAt: '2026-11-01T00:00:00Z' });
    expect(warn).toHaveBeenCalledWith('terms status could not be loaded:', expect.stringContaining('503'));
  });

  it('ERR-022 a malformed answer is a failed check too; a good one is taken as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    testStores().site.terms = { changed: true, updatedAt: null };
    termsServer(200, { result: 'yes' });
    await refreshTerms(testStores().site);
    expect(testStores().site.terms.changed).toBe(false);
    termsServer(200, { result: true, updatedAt: '2026-11-20T10:00:00Z' });
    await refreshTerms(testStores().site);
    expect(testStores().site.terms).toEqual({ changed: true, updatedAt: '2026-11-20T10:00:00Z' });
  });
});

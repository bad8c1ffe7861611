import {
  apiErrorSchema,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  FINGERPRINT_PATH,
  fingerprintSchema,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { FINGERPRINT_TTL_SECONDS } from './routes';

const DATA = 'a3f1c9e07b2d4e6f8a1b3c5d7e9f0a2b';
/** A route that answers the same to anyone: the site's languages. */
const PROBE = '/bff-api/config/all.json?lang=en';

describe('device fingerprint', () => {
  let database: TestDatabase;
  let app: App;
  const clock = manualClock(Date.UTC(2026, 10, 24, 12));

  beforeAll(async () => {
    database = await createSeededDatabase(drivers[0]!);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const issue = async (data = DATA) => {
    const res = await app.inject({ method: 'POST', url: FINGERPRINT_PATH, payload: { data } });
    expect(res.statusCode, res.body).toBe(200);
    return fingerprintSchema.parse(res.json());
  };
  const probe = (token?: string) =>
    app.inject({
      method: 'GET',
      url: PROBE,
      headers: token === undefined ? {} : { [FINGERPRINT_HEADER]: token },
    });
  const expectRefused = (res: Awaited<ReturnType<typeof probe>>) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code?: string };
    expect(body.code).toBe(FINGERPRINT_ERROR_CODE);
    expect(apiErrorSchema.parse(body).message).toMatch(
      /fingerprint token .* invalid or expired.*\/web-api\/fingerprint/,
    );
  };

  it('ERR-017 answers a signed token for the device data, valid for an hour; a request carrying it is served', async () => {
    const fingerprint = await issue();
    expect(fingerprint.data).toBe(DATA);
    expect(fingerprint.expiresAt).toBe(Math.floor(clock.now() / 1000) + FINGERPRINT_TTL_SECONDS);
    expect((await probe(fingerprint.token)).statusCode).toBe(200);
    // No token at all is served too: the fingerprint is a signal, not a gate.
    expect((await probe()).statusCode).toBe(200);
  });

  it('ERR-017 a forged, malformed or expired token is refused with 400 and the fingerprint code', async () => {
    const { token } = await issue();
    const [header, payload] = token.split('.');
    expectRefused(await probe(`${header}.${payload}.forged-signature`));
    expectRefused(await probe('not-a-token'));
    expectRefused(await probe(''));
    clock.advance((FINGERPRINT_TTL_SECONDS + 1) * 1000);
    expectRefused(await probe(token));
    // A new token for the same device works again.
    expect((await probe((await issue()).token)).statusCode).toBe(200);
  });

  it('refuses malformed device data with a 400 that says what is expected', async () => {
    for (const payload of [{}, { data: 'short' }, { data: 'Z'.repeat(32) }, { data: DATA, extra: 1 }]) {
      const res = await app.inject({ method: 'POST', url: FINGERPRINT_PATH, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });
});

import { healthResponseSchema, HEALTH_PATH } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';

describe.each(drivers)('GET /healthz on $name', (driver) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers 200 { status: ok, db: ok } when the database runs select 1', async () => {
    const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 { status: error, db: down } when the database is gone', async () => {
    await database.close();
    const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(503);
    expect(healthResponseSchema.parse(res.json())).toEqual({ status: 'error', db: 'down' });
  });
});

import { healthResponseSchema, HEALTH_PATH } from '@betline/contracts';
import { describe, expect, it } from 'vitest';
import { drivers, useSeededApp } from '../../test/databases';

describe.each(drivers)('GET /healthz on $name', (driver) => {
  const server = useSeededApp(driver);

  it('answers 200 { status: ok, db: ok } when the database runs select 1', async () => {
    const res = await server.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 { status: error, db: down } when the database is gone', async () => {
    await server.database.close();
    const res = await server.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(503);
    expect(healthResponseSchema.parse(res.json())).toEqual({ status: 'error', db: 'down' });
  });
});

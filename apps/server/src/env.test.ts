import { describe, expect, it } from 'vitest';
import { readEnv, redactUrl } from './env';

describe('readEnv', () => {
  it('has the documented defaults', () => {
    expect(readEnv({}, '/srv/app')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      logLevel: 'info',
      brand: 'betline',
      shutdownTimeoutMs: 10_000,
      logFormat: 'json',
      webDistDir: null,
      demoMode: false,
      geoCountryHeader: 'cf-ipcountry',
      appVersion: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:8080',
      siteOrigin: undefined,
      devRoutes: true,
      trustProxy: false,
      workerLeaseMs: 15_000,
      freeAuthRequestsPerAddress: 20,
    });
  });

  it('reads WORKER_LEASE_MS (the term of a background worker lease)', () => {
    expect(readEnv({ WORKER_LEASE_MS: '3000' }).workerLeaseMs).toBe(3000);
    expect(() => readEnv({ WORKER_LEASE_MS: '10' })).toThrow(/WORKER_LEASE_MS/);
  });

  it('logs pretty on a terminal, JSON when NODE_ENV=production, LOG_FORMAT=json or not on a terminal', () => {
    expect(readEnv({}, '/', { isTty: true }).logFormat).toBe('pretty');
    expect(readEnv({}, '/', { isTty: false }).logFormat).toBe('json');
    expect(readEnv({ NODE_ENV: 'production' }, '/', { isTty: true }).logFormat).toBe('json');
    expect(readEnv({ LOG_FORMAT: 'json' }, '/', { isTty: true }).logFormat).toBe('json');
    expect(readEnv({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, '/').logFormat).toBe('pretty');
    expect(() => readEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads WEB_DIST_DIR (none: API only), DEMO_MODE, GEO_COUNTRY_HEADER and APP_VERSION', () => {
    const context = { defaultWebDistDir: '/repo/apps/web/dist' };
    expect(readEnv({}, '/', context).webDistDir).toBe('/repo/apps/web/dist');
    expect(readEnv({ WEB_DIST_DIR: 'none' }, '/', context).webDistDir).toBeNull();
    expect(readEnv({ WEB_DIST_DIR: 'build', INIT_CWD: '/repo' }, '/', context).webDistDir).toBe(
      '/repo/build',
    );
    expect(readEnv({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(readEnv({ DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(() => readEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(readEnv({ GEO_COUNTRY_HEADER: 'X-Country' }).geoCountryHeader).toBe('x-country');
    expect(() => readEnv({ GEO_COUNTRY_HEADER: 'bad header' })).toThrow(/GEO_COUNTRY_HEADER/);
    expect(readEnv({ APP_VERSION: '2026.11.23' }).appVersion).toBe('2026.11.23');
  });

  it('reads REDIS_URL, PUBLIC_URL and TRUST_PROXY, and names a bad one', () => {
    const env = readEnv({
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'https://betline.example/',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'https://betline.example/',
      siteOrigin: 'https://betline.example',
      trustProxy: true,
    });
    expect(() => readEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('reads FREE_AUTH_REQUESTS_PER_ADDRESS (20 by default) and names a bad one', () => {
    expect(readEnv({}).freeAuthRequestsPerAddress).toBe(20);
    expect(readEnv({ FREE_AUTH_REQUESTS_PER_ADDRESS: '500' }).freeAuthRequestsPerAddress).toBe(500);
    expect(() => readEnv({ FREE_AUTH_REQUESTS_PER_ADDRESS: 'many' })).toThrow(
      /FREE_AUTH_REQUESTS_PER_ADDRESS/,
    );
    expect(() => readEnv({ FREE_AUTH_REQUESTS_PER_ADDRESS: '-1' })).toThrow(/FREE_AUTH_REQUESTS_PER_ADDRESS/);
  });

  it('demo and development routes: on outside production, in production only with DEMO_MODE=true; DEMO_OUTBOX is gone', () => {
    expect(readEnv({}).devRoutes).toBe(true);
    expect(readEnv({ NODE_ENV: 'development' }).devRoutes).toBe(true);
    expect(readEnv({ NODE_ENV: 'production' }).devRoutes).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', DEMO_MODE: 'false' }).devRoutes).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' }).devRoutes).toBe(true);
    // The outbox used to have a switch of its own that opened it in production; it no longer does anything.
    expect(readEnv({ NODE_ENV: 'production', DEMO_OUTBOX: '1' }).devRoutes).toBe(false);
  });

  it('resolves a relative DATA_DIR against INIT_CWD (where npm was started), else the working directory', () => {
    // `npm start` at the repo root runs the server with cwd apps/server and INIT_CWD = the repo root.
    expect(readEnv({ DATA_DIR: './data', INIT_CWD: '/repo' }, '/repo/apps/server').dataDir).toBe(
      '/repo/data',
    );
    expect(readEnv({ DATA_DIR: 'db' }, '/somewhere').dataDir).toBe('/somewhere/db');
    expect(readEnv({ DATA_DIR: '/var/lib/betline', INIT_CWD: '/repo' }).dataDir).toBe('/var/lib/betline');
  });

  it('reads PORT, HOST, LOG_LEVEL and DATABASE_URL; empty values count as unset', () => {
    const env = readEnv({
      PORT: '8091',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SITE_BRAND: '',
    });
    expect(env).toMatchObject({
      port: 8091,
      host: '127.0.0.1',
      logLevel: 'debug',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      brand: 'betline',
    });
  });

  it('names every bad variable', () => {
    expect(() => readEnv({ PORT: '70000', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT.*LOG_LEVEL.*DATABASE_URL|PORT.*DATABASE_URL.*LOG_LEVEL/,
    );
  });

  it('hides the password of a connection string in logs', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/betline')).toBe('postgres://app:***@db:5432/betline');
  });
});

/**
 * The databases every server test runs against: PGlite in memory always, and the PostgreSQL server of
 * `DATABASE_URL` as well when it is set. On the server each test file works in its own freshly created schema
 * (`betline_test_<random>`, selected through `search_path`), dropped afterwards: parallel files and the
 * developer's own data never meet.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type Database, type DriverName } from '../db/client';
import { seedDatabase } from '../db/seed';

export interface TestDatabase extends Database {
  /** Connection string of this test database (PostgreSQL only), with search_path set to its schema. */
  readonly url?: string;
  /** The schema of this test database on the PostgreSQL server. */
  readonly schemaName?: string;
  /** Closes the database and drops its schema. Idempotent. */
  dispose(): Promise<void>;
}

export interface TestDriver {
  name: DriverName;
  /** A fresh, empty database (not migrated). */
  create(): Promise<TestDatabase>;
}

const serverUrl = process.env.DATABASE_URL || undefined;

/** A connection string with `-c search_path=<schema>` in its `options` parameter. */
export function withSearchPath(url: string, schemaName: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schemaName}`);
  return u.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const pglite: TestDriver = {
  name: 'pglite',
  async create() {
    const database = await openDatabase();
    return { ...database, dispose: () => database.close() };
  },
};

const postgres: TestDriver = {
  name: 'postgres',
  async create() {
    const schemaName = `betline_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create schema "${schemaName}"`);
    const url = withSearchPath(serverUrl as string, schemaName);
    const database = await openDatabase({ url, maxConnections: 4 });
    let disposed: Promise<void> | undefined;
    return {
      ...database,
      url,
      schemaName,
      dispose: () =>
        (disposed ??= (async () => {
          await database.close();
          await adminQuery(`drop schema if exists "${schemaName}" cascade`);
        })()),
    };
  },
};

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Use with `describe.each(drivers)`. */
export const drivers: TestDriver[] = serverUrl ? [pglite, postgres] : [pglite];

let seededSnapshot: Promise<Blob> | undefined;

/** The dump of a migrated and seeded PGlite database that `globalSetup.ts` left, read once per worker. */
function pgliteSnapshot(): Promise<Blob> {
  return (seededSnapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes])));
}

/** A migrated and seeded database. */
export async function createSeededDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver.name === 'pglite') {
    // The same migrations and seed, already applied: a copy of the snapshot built once for the whole run.
    const database = await openDatabase({ snapshot: await pgliteSnapshot() });
    return { ...database, dispose: () => database.close() };
  }
  const database = await driver.create();
  try {
    await database.migrate();
    await seedDatabase(database.db);
    return database;
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

/**
 * Registers the usual fixture of a route test: a seeded database on `driver` and the app on top of it (API
 * only), built before the tests of the surrounding `describe` and closed after them.
 */
export function useSeededApp(driver: TestDriver): { readonly app: App; readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  return {
    get app() {
      if (!app) throw new Error('useSeededApp: the app is built in beforeAll');
      return app;
    },
    get database() {
      if (!database) throw new Error('useSeededApp: the database is created in beforeAll');
      return database;
    },
  };
}

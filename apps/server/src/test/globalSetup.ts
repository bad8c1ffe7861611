/**
 * Runs once before the server's test files: builds one migrated and seeded PGlite database and leaves its
 * dump in a temporary file, so that each file's PGlite starts from it (`createSeededDatabase`) instead of
 * running initdb, every migration and the seed again (about 2.5 s a database on a small machine).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dump of a migrated and seeded PGlite database. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'betline-pglite-'));
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const dump = await database.dump!();
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}

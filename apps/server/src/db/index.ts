export * from './client';
export * from './seed';
export * as tables from './schema';

import { openDatabase, type Database, type OpenDatabaseOptions } from './client';
import { seedDatabase, type SeedResult } from './seed';

/** Opens the database, applies pending migrations and writes the demo data on first start. */
export async function prepareDatabase(
  options: OpenDatabaseOptions,
): Promise<{ database: Database; seed: SeedResult }> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const seed = await seedDatabase(database.db);
    return { database, seed };
  } catch (error) {
    await database.close();
    throw error;
  }
}

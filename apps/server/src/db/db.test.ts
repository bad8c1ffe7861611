import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Db } from './client';
import { siteConfig, siteLanguage } from './schema';
import { DEFAULT_BRAND, PARTNER_DEMO_BRAND, seedDatabase } from './seed';
import { drivers, type TestDatabase } from '../test/databases';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

describe('migration files', () => {
  it('never name the public schema, so they apply in any schema search_path selects', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8'), file).not.toMatch(/"public"\./i);
    }
  });
});

describe.each(drivers)('database on $name', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await driver.create();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('applies the migrations on a fresh database, in its current schema', async () => {
    await database.migrate();
    const tables = await rows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['__drizzle_migrations', 'site_config', 'site_language']),
    );
    const applied = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from "__drizzle_migrations"`,
    );
    const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
    expect(applied[0]?.n).toBe(files.length);
    if (database.schemaName) {
      const [current] = await rows<{ s: string }>(database.db, sql`select current_schema() as s`);
      expect(current?.s).toBe(database.schemaName);
    }
  });

  it('seeds the demo data on first start', async () => {
    const result = await seedDatabase(database.db);
    expect(result.brandsCreated.sort()).toEqual([DEFAULT_BRAND, PARTNER_DEMO_BRAND].sort());
    // The demo players of the identity module (README).
    expect(result.playersCreated).toEqual(['demo', 'demo2fa', 'banned']);

    const languages = await database.db
      .select()
      .from(siteLanguage)
      .where(eq(siteLanguage.brand, DEFAULT_BRAND))
      .orderBy(siteLanguage.sort);
    expect(languages.map((l) => l.code)).toEqual(['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk', 'kk']);
    expect(languages.filter((l) => l.hidden).map((l) => l.code)).toEqual(['kk']);
    expect(languages.find((l) => l.code === 'ru')?.name).toBe('Русский');
    expect(languages.find((l) => l.code === 'de')?.name).toBe('Deutsch');
    expect(new Set(languages.map((l) => l.languageId)).size).toBe(languages.length);

    const [config] = await database.db.select().from(siteConfig).where(eq(siteConfig.brand, DEFAULT_BRAND));
    expect(config?.settings).toMatchObject({
      couponTypesWithMinAmount: [0, 1, 2, 4, 9],
      couponTypesWithMaxAmount: [0, 1, 2, 4, 9],
      isAvailableCouponBonusBet: true,
      showVipBet: true,
      show_one_click: true,
      isRegistrationAllowed: true,
      isShowIdentification: true,
      companyName: 'Betline',
      partnerCssBrandBook: [],
    });
  });

  it('a second start is a no-op: migrations and seed change nothing, edits since are kept', async () => {
    await database.db
      .update(siteConfig)
      .set({ settings: sql`jsonb_set(${siteConfig.settings}, '{companyName}', '"Betline Edited"')` })
      .where(eq(siteConfig.brand, DEFAULT_BRAND));
    await database.db.delete(siteLanguage).where(eq(siteLanguage.code, 'tr'));
    const count = async () =>
      (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from "site_language"`))[0]?.n;
    const before = await count();

    await database.migrate();
    const result = await seedDatabase(database.db);

    expect(result).toEqual({ brandsCreated: [], languagesCreated: 0, playersCreated: [] });
    expect(await count()).toBe(before);
    const [config] = await database.db.select().from(siteConfig).where(eq(siteConfig.brand, DEFAULT_BRAND));
    expect(config?.settings.companyName).toBe('Betline Edited');
    const applied = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from "__drizzle_migrations"`,
    );
    expect(applied[0]?.n).toBe(readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length);
  });

  it('rejects a language code that is not two lowercase letters', async () => {
    await expect(
      database.db
        .insert(siteLanguage)
        .values({ brand: DEFAULT_BRAND, code: 'EN', languageId: 99, name: 'X' }),
    ).rejects.toThrow();
  });
});

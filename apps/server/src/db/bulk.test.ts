import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransaction } from '../modules/wallet/tables';
import { drivers, type TestDatabase } from '../test/databases';
import { insertMany } from './bulk';

describe.each(drivers)('insertMany on $name', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await driver.create();
    await database.migrate();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('writes every row with its types and answers them as a Drizzle select reads them', async () => {
    const at = new Date('2026-11-27T07:30:00.123Z');
    const rows = await insertMany(database.db, ledgerTransaction, [
      {
        key: 'bulk:1',
        kind: 'bet',
        playerId: null,
        currencyId: 1,
        entriesHash: 'a',
        meta: { n: 1, s: "it's" },
      },
      {
        key: 'bulk:2',
        kind: 'win',
        playerId: 7,
        currencyId: 2,
        entriesHash: 'b"c',
        meta: { nested: { list: [1, 2] } },
        createdAt: at,
      },
    ]);
    const read = await database.db
      .select()
      .from(ledgerTransaction)
      .where(inArray(ledgerTransaction.key, ['bulk:1', 'bulk:2']))
      .orderBy(asc(ledgerTransaction.key));
    expect(rows).toEqual(read);
    expect(rows[0]).toMatchObject({ key: 'bulk:1', playerId: null, meta: { n: 1, s: "it's" } });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ entriesHash: 'b"c', playerId: 7, createdAt: at });
    expect(typeof rows[1]!.id).toBe('number');
  });

  it('skips the rows that conflict when asked, and answers only the rows written', async () => {
    const again = await insertMany(
      database.db,
      ledgerTransaction,
      [
        { key: 'bulk:1', kind: 'bet', currencyId: 1, entriesHash: 'x', meta: {} },
        { key: 'bulk:3', kind: 'bet', currencyId: 1, entriesHash: 'y', meta: {} },
      ],
      { onConflictDoNothing: true },
    );
    expect(again.map((r) => r.key)).toEqual(['bulk:3']);
    await expect(
      insertMany(database.db, ledgerTransaction, [
        { key: 'bulk:3', kind: 'bet', currencyId: 1, entriesHash: 'z', meta: {} },
      ]),
    ).rejects.toThrow();
    expect(await insertMany(database.db, ledgerTransaction, [])).toEqual([]);
  });
});

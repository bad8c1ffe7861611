/**
 * Many rows in one insert with ONE bound parameter: the rows travel as a JSON array that `json_to_recordset`
 * reads with the table's own column types. Drizzle's `insert().values(rows)` binds one parameter per value and
 * builds the statement chunk by chunk, which is most of the CPU a batch of bets or payouts costs (a coupon's
 * row and its selections are some 60 values); this builds a statement of fixed size whatever the row count.
 *
 * Rows come back as Drizzle would answer them (`$inferSelect`, mapped through each column's own decoder).
 * A column a row leaves out takes its default (rows that leave out different columns go in separate statements).
 */
import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Executor = Pick<Db, 'execute'>;

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function toJson(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export interface InsertManyOptions {
  /** `on conflict do nothing`: rows that conflict are skipped and not answered. */
  onConflictDoNothing?: boolean;
  /** False: nothing is answered (no `returning`). Default true. */
  returning?: boolean;
}

export async function insertMany<T extends PgTable>(
  run: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: InsertManyOptions = {},
): Promise<T['$inferSelect'][]> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const named = (row: T['$inferInsert']) =>
    Object.keys(columns).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
  // Rows that leave out different columns go in separate statements: a column left out takes its default.
  const groups = new Map<string, { keys: string[]; rows: T['$inferInsert'][] }>();
  for (const row of rows) {
    const keys = named(row);
    const group = groups.get(keys.join());
    if (group) group.rows.push(row);
    else groups.set(keys.join(), { keys, rows: [row] });
  }
  const answered: T['$inferSelect'][] = [];
  for (const group of groups.values())
    answered.push(...(await insertGroup(run, table, columns, group.keys, group.rows, options)));
  return answered;
}

async function insertGroup<T extends PgTable>(
  run: Executor,
  table: T,
  columns: Record<string, Column>,
  keys: readonly string[],
  rows: readonly T['$inferInsert'][],
  options: InsertManyOptions,
): Promise<T['$inferSelect'][]> {
  const list = sql.raw(keys.map((key) => quoted(columns[key]!.name)).join(', '));
  const shape = sql.raw(
    keys.map((key) => `${quoted(columns[key]!.name)} ${columns[key]!.getSQLType()}`).join(', '),
  );
  const payload = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key) => [columns[key]!.name, toJson((row as Record<string, unknown>)[key]) ?? null]),
      ),
    ),
  );
  const conflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const returning = options.returning === false ? sql`` : sql` returning *`;
  const result = (await run.execute(
    sql`insert into ${table} (${list}) select ${list} from json_to_recordset(${payload}::json) as x(${shape})${conflict}${returning}`,
  )) as unknown as { rows?: Record<string, unknown>[] };
  const entries = Object.entries(columns);
  return (result.rows ?? []).map(
    (raw) =>
      Object.fromEntries(
        entries.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}

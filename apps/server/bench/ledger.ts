/**
 * Ledger benchmark: posts transfers (two balanced entries with guarded balance updates, one database
 * transaction each) and prints transfers per second with p50/p99 latency, on PGlite (in memory) and, when
 * DATABASE_URL is set, on that PostgreSQL server (in a throw-away schema, with parallel workers).
 *
 *   npm run bench -w @betline/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w @betline/server
 *
 * Options (environment): BENCH_TRANSFERS (default 2000), BENCH_WORKERS (PostgreSQL, default 8),
 * BENCH_ACCOUNTS (player accounts, default 50).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { createIdentityService } from '../src/modules/identity/service';
import { createLedger } from '../src/modules/wallet/ledger';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 50);
const USD = 2;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(name: string, database: Database, workers: number): Promise<void> {
  await database.migrate();
  const ledger = createLedger(database.db);
  const identity = createIdentityService(database.db);
  const house = await ledger.houseAccountId('deposits', USD);
  const accounts: number[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const player = await identity.createPlayer({ countryId: 1, currencyId: USD, registrationType: 'demo' });
    accounts.push((await ledger.openAccount({ playerId: player.id, type: 0, currencyId: USD })).id);
  }
  const run = randomBytes(4).toString('hex');
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  // Deposits and withdrawals alternate on random accounts: about half the withdrawals meet a short balance
  // early on, so guarded refusals are measured too.
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= TRANSFERS) return;
      const account = accounts[Math.floor(Math.random() * accounts.length)]!;
      const amount = 100 + (i % 900);
      const sign = i % 3 === 2 ? -1 : 1;
      const started = performance.now();
      try {
        await ledger.transferAlone({
          key: `bench:${run}:${i}`,
          kind: sign > 0 ? 'deposit' : 'withdrawal',
          entries: [
            { accountId: house, amount: -sign * amount },
            { accountId: account, amount: sign * amount },
          ],
        });
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 422) throw error;
        refused += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  const seconds = (performance.now() - started) / 1000;
  const audit = await ledger.audit();
  if (audit.unbalancedTransactions.length > 0 || audit.driftedAccounts.length > 0) {
    throw new Error(`${name}: ledger audit failed ${JSON.stringify(audit)}`);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} workers=${String(workers).padStart(2)}  transfers=${TRANSFERS}  ` +
      `${(TRANSFERS / seconds).toFixed(0).padStart(6)} transfers/s  ` +
      `p50=${percentile(latencies, 50).toFixed(2)} ms  p99=${percentile(latencies, 99).toFixed(2)} ms  ` +
      `refused=${refused}  audit=ok`,
  );
}

async function main(): Promise<void> {
  console.log(`ledger bench: ${TRANSFERS} transfers over ${ACCOUNTS} player accounts`);
  const lite = await openDatabase();
  try {
    await run('pglite', lite, 1);
  } finally {
    await lite.close();
  }

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('postgres   skipped: set DATABASE_URL=postgres://... to measure a PostgreSQL server too');
    return;
  }
  const schema = `betline_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  try {
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    const server = await openDatabase({ url: u.toString(), maxConnections: WORKERS });
    try {
      await run('postgres', server, 1);
      await run('postgres', server, WORKERS);
    } finally {
      await server.close();
    }
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Bet placement benchmark: places single and express coupons through the betting service (priced from the
 * stored feed, checked with @betline/core, protection checkStake, ledger stake in one transaction) and prints
 * coupons per second with p50/p95/p99 latency, then settles them all (every game played to its end, one
 * sweep) and prints coupons settled per second, on PGlite (in memory) and, when DATABASE_URL is set, on that
 * PostgreSQL server (throw-away schema, parallel workers). Figures, not assertions.
 *
 *   npm run bench:bets -w @betline/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bets -w @betline/server
 *
 * Options (environment): BENCH_BETS (default 1000), BENCH_WORKERS (default 16: players placing at the same moment; the server stakes the coupons that arrive together in one transaction), BENCH_PLAYERS (default 50),
 * BENCH_SKIP_PGLITE=1 (only PostgreSQL), BENCH_CPU_PROFILE=<file> (a V8 CPU profile of the placement phase
 * alone, to open in Chrome's DevTools).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { createMoneyStack } from '../src/money';
import { systemClock } from '../src/infra/clock';
import { createFeed } from '../src/modules/feed/service';
import { defaultStakeLimits } from '../src/modules/sportsbook/bets';
import { createSettlement } from '../src/modules/sportsbook/settlement';
import { couponPayload, outcomeOf, storedGames, type Pick } from '../src/modules/sportsbook/testing';
import { createLedger } from '../src/modules/wallet/ledger';
import { benchBetting, fundedPlayers } from './setup';

const BETS = Number(process.env.BENCH_BETS ?? 1000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(name: string, database: Database, workers: number): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db);
  const feed = createFeed({ database, seed: 1, horizonDays: 1 });
  await feed.schedule();
  const games = (await storedGames(database.db, 'line')).filter((g) => outcomeOf(g, [1, 401], 1100));
  const picks: Pick[] = games.map((g) => ({ game: g, outcome: outcomeOf(g, [1, 401], 1100)! }));
  const ledger = createLedger(database.db);
  const players = await fundedPlayers(database.db, PLAYERS, 1_000_000_000);
  const betting = benchBetting(database.db, feed);
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < BETS) {
        const i = next++;
        const playerId = players[i % players.length]!;
        const express = i % 3 === 0;
        const chosen = express
          ? [picks[i % picks.length]!, picks[(i + 7) % picks.length]!, picks[(i + 13) % picks.length]!]
          : [picks[i % picks.length]!];
        const body = couponPayload(chosen, { typeId: express ? 1 : 0, amount: 10_000, changeCoefAction: 1 });
        const t0 = performance.now();
        try {
          await betting.place(playerId, body);
        } catch {
          refused += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(`${process.env.BENCH_CPU_PROFILE}.${name}.cpuprofile`, JSON.stringify(profile));
    profiler.disconnect();
  }
  latencies.sort((a, b) => a - b);
  // Settlement: every game the coupons used is played to its end, then one sweep settles them all.
  for (const pick of picks) await feed.finish(pick.game.id);
  const settlement = createSettlement({
    db: database.db,
    feed,
    clock: systemClock,
    stakeLimits: defaultStakeLimits,
    money: createMoneyStack(database.db).money,
  });
  const settleStarted = performance.now();
  const settled = await settlement.settleDue();
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  const audit = await ledger.audit();
  console.log(
    `${name}: ${BETS} coupons (${workers} workers, ${refused} refused) in ${seconds.toFixed(2)} s = ${(BETS / seconds).toFixed(0)} coupons/s; ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
      `settled ${settled} coupons in ${settleSeconds.toFixed(2)} s = ${(settled / settleSeconds).toFixed(0)} coupons/s; ` +
      `ledger ${audit.unbalancedTransactions.length === 0 && audit.driftedAccounts.length === 0 ? 'balanced' : 'NOT BALANCED'}`,
  );
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const lite = await openDatabase();
    try {
      await run('PGlite', lite, WORKERS);
    } finally {
      await lite.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const schema = `betline_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const server = await openDatabase({ url: u.toString(), maxConnections: WORKERS + 2 });
  try {
    await run('PostgreSQL', server, WORKERS);
  } finally {
    await server.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

void main();

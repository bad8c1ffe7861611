/**
 * Settlement benchmark: puts many open coupons (singles, express and system coupons) on one game, finishes the
 * game (and the few other games the express and system coupons also use) through the feed, lets the
 * settlement service settle everything (`settleGame` for every finished game, as the server's bus hook does,
 * then the `settleDue` sweep), and prints coupons settled per second and whether the ledger balances, on
 * PGlite (in memory) or, when DATABASE_URL is set, on that PostgreSQL server (throw-away schema). Figures, not
 * assertions; the goal is 100 000 coupons in at most 10 s on PostgreSQL.
 *
 *   COUPONS=10000 npm run bench:settle -w @betline/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:settle -w @betline/server
 *
 * Options (environment or first argument): COUPONS (default 100000). BENCH_PLAYERS (default 20).
 *
 * How the coupons get there: a few template coupons per player are placed through the betting service (the
 * real placement path: pricing, checks, coupon + selections + stake transfer in one transaction); then they
 * are copied in bulk with SQL (`insert ... select ... generate_series`): each copy is a new bet_coupon row, its
 * bet_selection rows and its own `bet:<id>:stake` ledger transaction with the same two entries as the
 * template's, and the account balances are moved by the copies' stakes, so the ledger stays balanced.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { createMoneyStack } from '../src/money';
import { systemClock } from '../src/infra/clock';
import { createFeed } from '../src/modules/feed/service';
import { defaultStakeLimits } from '../src/modules/sportsbook/bets';
import { createSettlement } from '../src/modules/sportsbook/settlement';
import { couponPayload, outcomeOf, storedGames, type Pick } from '../src/modules/sportsbook/testing';
import { createLedger } from '../src/modules/wallet/ledger';
import { benchBetting, fundedPlayers } from './setup';

const COUPONS = Number(process.argv[2] ?? process.env.COUPONS ?? 100_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20);
const GOAL_SECONDS = 10;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Column names of a table in the current schema, in order. */
async function columns(db: Db, table: string): Promise<string[]> {
  const r = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  return r.map((c) => c.name);
}

async function run(name: string, database: Database): Promise<void> {
  const db = database.db;
  await database.migrate();
  await seedDatabase(db);
  const feed = createFeed({ database, seed: 1, horizonDays: 1 });
  await feed.schedule();
  const games = (await storedGames(db, 'line')).filter(
    (g) => g.home !== null && outcomeOf(g, [1, 401], 1100),
  );
  if (games.length < 4) throw new Error('the feed scheduled too few line games');
  // The game every coupon is on, and three others for the express and system legs.
  const [main, ...others] = games.slice(0, 4) as [(typeof games)[0], ...typeof games];
  const mainOutcomes = main.markets
    .flatMap((m) => m.outcomes)
    .filter((o) => o.coef !== null && o.coef > 1000);
  const pick = (g: (typeof games)[0]): Pick => ({ game: g, outcome: outcomeOf(g, [1, 401], 1100)! });

  const ledger = createLedger(db);
  const players = await fundedPlayers(db, PLAYERS, 1_000_000_000_000);
  const betting = benchBetting(db, feed);

  // Templates through the real placement path: per player, singles on several outcomes of the main game,
  // an express (main + two others) and a system 2/3 (main + two others).
  const kinds = { single: 0, express: 0, system: 0 };
  let refused = 0;
  for (const playerId of players) {
    const bodies = [
      ...mainOutcomes.slice(0, 6).map((o) => ({
        kind: 'single' as const,
        body: couponPayload([{ game: main, outcome: o }], { changeCoefAction: 1 }),
      })),
      {
        kind: 'express' as const,
        body: couponPayload([pick(main), pick(others[0]!), pick(others[1]!)], {
          typeId: 1,
          changeCoefAction: 1,
        }),
      },
      {
        kind: 'system' as const,
        body: couponPayload([pick(main), pick(others[1]!), pick(others[2]!)], {
          typeId: 2,
          systemValue: 2,
          changeCoefAction: 1,
        }),
      },
    ];
    for (const { kind, body } of bodies) {
      try {
        await betting.place(playerId, body);
        kinds[kind] += 1;
      } catch (error) {
        refused += 1;
        if (refused === 1) console.warn(`${name}: a template ${kind} coupon was refused: ${String(error)}`);
      }
    }
  }
  const templates = await rows<{ id: number }>(
    db,
    sql`select id::int as id from bet_coupon where status = 'open' order by id`,
  );
  if (templates.length === 0) throw new Error('no template coupon was accepted');
  const copies = Math.max(0, Math.ceil((COUPONS - templates.length) / templates.length));

  // Bulk copies: coupon rows, selection rows, stake transactions and entries, balances.
  const fillStarted = performance.now();
  const couponCols = (await columns(db, 'bet_coupon')).filter((c) => c !== 'id');
  const selectionCols = (await columns(db, 'bet_selection')).filter((c) => c !== 'coupon_id');
  const maxTemplate = templates[templates.length - 1]!.id;
  const chunk = Math.max(1, Math.floor(20_000 / templates.length));
  for (let from = 1; from <= copies; from += chunk) {
    const to = Math.min(copies, from + chunk - 1);
    const couponSelect = couponCols
      .map((c) =>
        c === 'client_id' ? `t.client_id || ':' || g` : c === 'request_hash' ? `t.request_hash` : `t.${c}`,
      )
      .join(', ');
    await db.execute(
      sql.raw(`insert into bet_coupon (${couponCols.join(', ')})
        select ${couponSelect} from bet_coupon t cross join generate_series(${from}, ${to}) g
        where t.id <= ${maxTemplate} and t.status = 'open'`),
    );
  }
  // Selections of every copy: the template is found through the client id's prefix (a uuid has no ':').
  await db.execute(
    sql.raw(`insert into bet_selection (coupon_id, ${selectionCols.join(', ')})
      select c.id, ${selectionCols.map((s) => `s.${s}`).join(', ')}
      from bet_coupon c
      join bet_coupon t on t.player_id = c.player_id and t.client_id = split_part(c.client_id, ':', 1)
      join bet_selection s on s.coupon_id = t.id
      where c.id > ${maxTemplate}`),
  );
  await db.execute(
    sql.raw(`insert into ledger_transaction (key, kind, player_id, currency_id, entries_hash, meta)
      select 'bet:' || c.id || ':stake', 'bet', c.player_id, c.currency_id, tt.entries_hash,
             jsonb_build_object('couponId', c.id, 'clientId', c.client_id)
      from bet_coupon c
      join bet_coupon t on t.player_id = c.player_id and t.client_id = split_part(c.client_id, ':', 1)
      join ledger_transaction tt on tt.key = 'bet:' || t.id || ':stake'
      where c.id > ${maxTemplate}`),
  );
  await db.execute(
    sql.raw(`insert into ledger_entry (transaction_id, account_id, amount)
      select tx.id, e.account_id, e.amount
      from bet_coupon c
      join bet_coupon t on t.player_id = c.player_id and t.client_id = split_part(c.client_id, ':', 1)
      join ledger_transaction tt on tt.key = 'bet:' || t.id || ':stake'
      join ledger_entry e on e.transaction_id = tt.id
      join ledger_transaction tx on tx.key = 'bet:' || c.id || ':stake'
      where c.id > ${maxTemplate}`),
  );
  await db.execute(
    sql.raw(`update ledger_account a set balance = s.total
      from (select account_id, sum(amount) as total from ledger_entry group by account_id) s
      where s.account_id = a.id and a.balance <> s.total`),
  );
  const [{ open }] = (await rows<{ open: number }>(
    db,
    sql`select count(*)::int as open from bet_coupon where status = 'open'`,
  )) as [{ open: number }];
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const before = await ledger.audit();
  console.log(
    `${name}: ${open} open coupons (templates placed: ${kinds.single} single, ${kinds.express} express, ` +
      `${kinds.system} system; ${refused} refused; copied in bulk in ${fillSeconds.toFixed(1)} s); ` +
      `ledger before: ${before.unbalancedTransactions.length === 0 && before.driftedAccounts.length === 0 ? 'balanced' : 'NOT balanced'}`,
  );

  // The measured part: the games finish through the feed; settlement runs as the server runs it.
  const settlement = createSettlement({
    db,
    feed,
    clock: systemClock,
    stakeLimits: defaultStakeLimits,
    money: createMoneyStack(db).money,
  });
  const started = performance.now();
  let settled = 0;
  for (const g of [others[0]!, others[1]!, others[2]!, main]) {
    await feed.finish(g.id);
    settled += await settlement.settleGame(g.id);
  }
  settled += await settlement.settleDue();
  const seconds = (performance.now() - started) / 1000;

  const [{ left }] = (await rows<{ left: number }>(
    db,
    sql`select count(*)::int as left from bet_coupon where status not in ('won', 'lost', 'void', 'cashed_out', 'declined')`,
  )) as [{ left: number }];
  const byStatus = await rows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from bet_coupon group by status order by status`,
  );
  const audit = await ledger.audit();
  const [{ total }] = (await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from ledger_entry`,
  )) as [{ total: string }];
  const balanced =
    audit.unbalancedTransactions.length === 0 && audit.driftedAccounts.length === 0 && total === '0';
  console.log(
    `${name}: coupons ${open}, settled ${settled} in ${seconds.toFixed(2)} s = ${(settled / seconds).toFixed(0)} coupons/s ` +
      `(goal: 100000 in <= ${GOAL_SECONDS} s on PostgreSQL); without a final status: ${left}; ` +
      `statuses ${byStatus.map((s) => `${s.status}=${s.n}`).join(' ')}; ledger balanced: ${balanced ? 'yes' : 'no'}`,
  );
}

async function main(): Promise<void> {
  console.log(`settle bench: ${COUPONS} coupons`);
  const url = process.env.DATABASE_URL;
  if (!url) {
    const lite = await openDatabase();
    try {
      await run('PGlite', lite);
    } finally {
      await lite.close();
    }
    return;
  }
  const schema = `betline_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const server = await openDatabase({ url: u.toString(), maxConnections: 4 });
  try {
    await run('PostgreSQL', server);
  } finally {
    await server.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Kill test (docs/adr/0016-betting.md, 0034-worker-leases.md): SIGKILL a server while many coupons are being
 * settled and while bets arrive, on PGlite (a fresh data directory) and, when DATABASE_URL is set, on PostgreSQL
 * (a fresh database `betline_kill_<run>` on that server, dropped afterwards).
 *
 * A round: the demo players `wallet_demo` and `bonus_demo` (signed in through the API, funded beforehand
 * through the ledger) place many coupons on a few line games; then, while more coupons keep arriving on other
 * games, those games are played to their end (the feed's demo control) and settlement starts paying them in small
 * batches (BET_SETTLE_BATCH_SIZE=20); a random moment later the server is killed with SIGKILL. The stored data
 * are read while it is down (how many of those coupons were settled at the kill), it is started again, the
 * answers lost at the kill are sent again with the same coupon ids (a replay answers 200: the coupon was stored),
 * and settlement is let finish. A round whose kill missed the settlement (nothing or everything of it paid) is
 * followed by another, at most three. Then: every accepted coupon is there exactly once with one stake, every
 * finished game is settled, no coupon is paid twice, each payout is credited once at its amount, the ledger
 * balances (bench/checks.ts). Prints what it found; exits 1 when a check fails.
 *
 *   npm run kill-test -w @betline/server
 *
 * KILL_TEST_DRIVERS=pglite (or postgres) runs one driver only; KILL_TEST_COUPONS (default 1200) coupons per round.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { IDENTITY_PATHS, SPORTSBOOK_PATHS } from '@betline/contracts';
import { openDatabase, prepareDatabase, type Database, type OpenDatabaseOptions } from '../src/db';
import { DEMO_PASSWORD } from '../src/modules/identity/demo';
import { player } from '../src/modules/identity/tables';
import { createLedger } from '../src/modules/wallet/ledger';
import { ledgerAccount } from '../src/modules/wallet/tables';
import { couponRequest } from '../src/modules/sportsbook/couponRequest';
import { sessionHeaders } from '../src/test/players';
import { checkSite, settlementBacklog, waitSettled } from './checks';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const COUPONS = Number(process.env.KILL_TEST_COUPONS || 1200);
const HEAVY_GAMES = 6;
const CONCURRENCY = 8;
const LEASE_MS = 2000;
const PLAYERS = [
  { login: 'wallet_demo', stake: 100 },
  { login: 'bonus_demo', stake: 2_000 },
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface WireOutcome {
  id: number;
  typeId: number;
  coef: number | null;
}
interface Pick {
  gameId: number;
  outcome: WireOutcome;
  /** Every priced outcome of the match result market: coupons spread over them, so that some win. */
  outcomes: WireOutcome[];
}
interface Target {
  name: string;
  /** How the script opens the database (the server must be down for PGlite). */
  open: OpenDatabaseOptions;
  /** The server's environment for this database. */
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

function couponBody(pick: Pick, id: string, amount: number) {
  return JSON.stringify(
    couponRequest(id, [{ outcomeId: pick.outcome.id, gameId: pick.gameId, coef: pick.outcome.coef ?? 0 }], {
      amount,
    }),
  );
}

async function run(target: Target): Promise<string[]> {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const BASE = `http://127.0.0.1:${port}`;
  const failures: string[] = [];
  const say = (line: string) => console.log(`${target.name}: ${line}`);

  // The demo players get enough money for every round (an adjustment through the ledger, before the start).
  {
    const { database } = await prepareDatabase(target.open);
    try {
      const ledger = createLedger(database.db);
      for (const p of PLAYERS) {
        const [row] = await database.db.select().from(player).where(eq(player.login, p.login));
        if (!row) throw new Error(`demo player ${p.login} missing`);
        const [account] = await database.db
          .select()
          .from(ledgerAccount)
          .where(and(eq(ledgerAccount.playerId, row.id), eq(ledgerAccount.currencyId, row.currencyId)));
        if (!account) throw new Error(`${p.login} has no account`);
        const house = await ledger.houseAccountId('adjustments', row.currencyId);
        const amount = p.stake * COUPONS * 4;
        await ledger.transferAlone({
          key: `kill-fund:${randomUUID()}`,
          kind: 'adjustment',
          playerId: row.id,
          entries: [
            { accountId: house, amount: -amount },
            { accountId: account.id, amount },
          ],
        });
      }
    } finally {
      await database.close();
    }
  }

  let server: ChildProcess | undefined;
  const start = () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...target.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST_DIR: 'none',
        LOG_LEVEL: 'error',
        LOG_FORMAT: 'json',
        DEMO_MODE: 'true',
        NATS_URL: '',
        REDIS_URL: '',
        FEED_TICK_MS: '500',
        FEED_SPEED: '30',
        BET_WORKER_INTERVAL_MS: '300',
        BET_SETTLE_BATCH_SIZE: '20',
        WORKER_LEASE_MS: String(LEASE_MS),
      },
    });
    return server;
  };
  const healthy = async (timeoutMs = 180_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${BASE}/healthz`)).ok) return;
      } catch {
        // not up yet
      }
      await sleep(200);
    }
    throw new Error('the server did not become healthy');
  };
  const stop = async () => {
    if (!server) return;
    server.kill('SIGTERM');
    await exited(server);
    server = undefined;
  };
  /** Runs `read` on the database: at once on PostgreSQL, with the server stopped (and started again) on PGlite. */
  const withDatabase = async <T>(
    read: (database: Database) => Promise<T>,
    serverDown = false,
  ): Promise<T> => {
    const pglite = target.open.url === undefined;
    const wasUp = server !== undefined && !serverDown;
    if (pglite && wasUp) await stop();
    const database = await openDatabase(target.open);
    try {
      return await read(database);
    } finally {
      await database.close();
      if (pglite && wasUp) {
        start();
        await healthy();
      }
    }
  };

  try {
    start();
    await healthy();
    const signIn = async () =>
      Promise.all(
        PLAYERS.map(async (p) => {
          const res = await fetch(`${BASE}${IDENTITY_PATHS.login}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ login: p.login, password: DEMO_PASSWORD }),
          });
          if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
          return { ...p, headers: sessionHeaders(res.headers.getSetCookie()) };
        }),
      );
    const players = await signIn();

    // Line games that start in more than ten minutes (none of them ends by itself during the test), the latest
    // first (the demo bets play some of the soonest to their end), none used before.
    const used = new Set<number>();
    const freshPicks = async (count: number): Promise<Pick[]> => {
      for (let i = 0; i < 120; i++) {
        const res = await fetch(`${BASE}${SPORTSBOOK_PATHS.games}?section=line&limit=200`);
        const body = (await res.json()) as {
          games: { gameId: number; gameStartDateTime: number; markets: { outcomes: WireOutcome[] }[] }[];
        };
        const picks = body.games
          .filter((g) => g.gameStartDateTime * 1000 > Date.now() + 600_000 && !used.has(g.gameId))
          .reverse()
          .flatMap((g) => {
            const market = g.markets.find((m) =>
              m.outcomes.some((x) => (x.typeId === 1 || x.typeId === 401) && x.coef),
            );
            const outcomes = market?.outcomes.filter((x) => x.coef) ?? [];
            return outcomes[0] ? [{ gameId: g.gameId, outcome: outcomes[0], outcomes }] : [];
          })
          .slice(0, count);
        if (picks.length === count) {
          for (const p of picks) used.add(p.gameId);
          return picks;
        }
        await sleep(1000);
      }
      throw new Error('the feed scheduled too few line games');
    };

    const accepted = new Map<number, string>();
    let sent = 0;
    let sentDuringKill = 0;
    const refusedBy = new Map<string, number>();
    let lost: { body: string; id: string; login: string }[] = [];
    const place = async (pick: Pick, who: (typeof players)[number]) => {
      const id = randomUUID();
      const body = couponBody(pick, id, who.stake);
      sent += 1;
      try {
        const res = await fetch(`${BASE}/web-api/sportsbook/coupons`, {
          method: 'POST',
          headers: { ...who.headers, 'content-type': 'application/json' },
          body,
        });
        if (res.status === 200 || res.status === 201)
          accepted.set(((await res.json()) as { coupon: { couponId: number } }).coupon.couponId, id);
        else {
          const code = ((await res.json().catch(() => null)) as { code?: string } | null)?.code ?? res.status;
          refusedBy.set(String(code), (refusedBy.get(String(code)) ?? 0) + 1);
        }
        return true;
      } catch {
        // The server died with the request in flight: the coupon's fate is unknown to the client.
        lost.push({ body, id, login: who.login });
        return false;
      }
    };

    let landed = false;
    let round = 0;
    while (!landed && round < 3) {
      round += 1;
      const fresh = await freshPicks(HEAVY_GAMES + 10);
      const heavy = fresh.slice(0, HEAVY_GAMES);
      const other = fresh.slice(HEAVY_GAMES);
      const current = await signIn();
      players.splice(0, players.length, ...current);

      // Many open coupons on the heavy games.
      const acceptedBefore = accepted.size;
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, w) => {
          while (next < COUPONS) {
            const n = next++;
            const game = heavy[n % heavy.length]!;
            const outcome = game.outcomes[Math.floor(n / heavy.length) % game.outcomes.length]!;
            await place({ ...game, outcome }, players[(n + w) % players.length]!);
          }
        }),
      );

      const loaded = accepted.size - acceptedBefore;
      // Bets keep arriving on other games while the heavy games finish and settle; then SIGKILL.
      let killed = false;
      const sentBefore = sent;
      const arriving = Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let n = 0; !killed; n++) {
            if (!(await place(other[(n + w) % other.length]!, players[(n + w) % players.length]!))) return;
          }
        }),
      );
      await sleep(1_000);
      // The kill comes while the finished games' coupons are being paid: each finish starts its game's
      // settlement (the answers are not waited for: on PGlite they queue behind the settlement).
      const k = 2 + Math.floor(Math.random() * (HEAVY_GAMES - 2));
      for (const g of heavy.slice(0, k))
        void fetch(`${BASE}${SPORTSBOOK_PATHS.demoFinish.replace(':gameId', String(g.gameId))}`, {
          method: 'POST',
        }).catch(() => undefined);
      const delay = 50 + Math.floor(Math.random() * 400);
      await sleep(delay);
      killed = true;
      server!.kill('SIGKILL');
      await exited(server!);
      server = undefined;
      await arriving;
      sentDuringKill += sent - sentBefore;

      // What settlement had done at the kill.
      const heavyIds = heavy.slice(0, k).map((g) => g.gameId);
      const atKill = await withDatabase(async (database) => {
        // The coupons of the games whose finish was stored before the kill.
        const rows = (
          (await database.db.execute(
            sql`select distinct c.id::int as id, c.status, s.game_id::text as "gameId" from bet_coupon c
                join bet_selection s on s.coupon_id = c.id join feed_game g on g.id = s.game_id
                where g.status = 'finished' and s.game_id in (${sql.join(
                  heavyIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
          )) as unknown as { rows: { id: number; status: string; gameId: string }[] }
        ).rows;
        const [payouts] = (
          (await database.db.execute(
            sql`select count(*)::int as n from ledger_transaction where key like 'bet:%:payout'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows;
        const [paidOpen] = (
          (await database.db.execute(
            sql`select count(*)::int as n from bet_coupon c join ledger_transaction t on t.key = 'bet:' || c.id || ':payout'
                where c.status = 'open'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows;
        const audit = await createLedger(database.db).audit();
        return {
          games: new Set(rows.map((r) => r.gameId)).size,
          total: rows.length,
          settled: rows.filter((r) => r.status !== 'open').length,
          payouts: payouts?.n ?? 0,
          paidOpen: paidOpen?.n ?? 0,
          balanced: audit.unbalancedTransactions.length === 0 && audit.driftedAccounts.length === 0,
        };
      }, true);
      landed = atKill.settled > 0 && atKill.settled < atKill.total;
      if (atKill.paidOpen > 0)
        failures.push(`round ${round}: ${atKill.paidOpen} coupons paid but open at the kill`);
      if (!atKill.balanced) failures.push(`round ${round}: the ledger did not balance at the kill`);
      say(
        `round ${round}: ${loaded} coupons placed on ${HEAVY_GAMES} games; ${k} of them asked to end, SIGKILL ${delay} ms later while bets arrived; ${atKill.games} games (${atKill.total} coupons) had ended at the kill: ` +
          `${atKill.settled} of those coupons settled at the kill, ${atKill.total - atKill.settled} still open${landed ? ' (mid-settlement)' : ' (the kill missed the settlement: another round)'}; ` +
          `${atKill.payouts} payouts stored so far, ${atKill.paidOpen} of them of coupons still open, ledger ${atKill.balanced ? 'balanced' : 'NOT balanced'} at the kill; ${lost.length} answers lost in flight`,
      );

      // Started again: the lost answers are asked again with the same coupon ids.
      start();
      await healthy();
      const again = await signIn();
      players.splice(0, players.length, ...again);
      let replayed = 0;
      let placedNow = 0;
      let refused = 0;
      for (const l of lost) {
        const owner = again.find((p) => p.login === l.login)!;
        const res = await fetch(`${BASE}/web-api/sportsbook/coupons`, {
          method: 'POST',
          headers: { ...owner.headers, 'content-type': 'application/json' },
          body: l.body,
        });
        const answer = (await res.json().catch(() => null)) as { coupon?: { couponId: number } } | null;
        if ((res.status === 200 || res.status === 201) && answer?.coupon) {
          accepted.set(answer.coupon.couponId, l.id);
          if (res.status === 200) replayed += 1;
          else placedNow += 1;
        } else refused += 1;
      }
      if (lost.length > 0)
        say(
          `after the restart the ${lost.length} lost coupons were sent again: ${replayed} had been stored (200), ${placedNow} placed now, ${refused} refused`,
        );
      lost = [];
    }
    if (!landed) failures.push('no kill landed while settlement was paying');

    // Settlement finishes after the restart (the dead process's lease runs out first).
    const settleStarted = Date.now();
    let settled = false;
    if (target.open.url !== undefined) {
      const database = await openDatabase(target.open);
      try {
        settled = await waitSettled(database.db, 120_000);
      } finally {
        await database.close();
      }
    } else {
      for (let i = 0; i < 20 && !settled; i++) {
        await sleep(LEASE_MS + 2_000);
        await stop();
        const left = await withDatabase((database) => settlementBacklog(database.db), true);
        settled = left.selections === 0 && left.coupons === 0;
        if (!settled) {
          start();
          await healthy();
        }
      }
    }
    if (!settled) failures.push('settlement did not finish after the restart');
    await stop();
    const settleSeconds = (Date.now() - settleStarted) / 1000;

    const check = await withDatabase((database) => checkSite(database.db, accepted), true);
    failures.push(...check.failures);
    say(
      `${sent} coupons sent (${sentDuringKill} while games settled and the kills came), ${accepted.size} accepted, refused: ${[...refusedBy].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}; settled after the restart within ${settleSeconds.toFixed(1)} s`,
    );
    say(
      `after restart: ${check.coupons} coupons stored ${JSON.stringify(check.byStatus)}; ${check.finishedGames} finished games with ${check.couponsOnFinishedGames} coupons, all settled: ${settled ? 'yes' : 'NO'}; ` +
        `${check.payouts} payouts, each credited once at its amount: ${check.failures.some((f) => /paid|payout/.test(f)) ? 'NO' : 'yes'}; ` +
        `every accepted coupon stored once with one stake: ${check.failures.some((f) => /missing|twice|stake|client/.test(f)) ? 'NO' : 'yes'}; ledger ${check.ledgerBalanced ? 'balanced' : 'NOT balanced'}`,
    );
  } finally {
    if (server) {
      server.kill('SIGKILL');
      await exited(server);
    }
    await target.cleanUp();
  }
  return failures;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'betline-kill-'));
  return {
    name: 'PGlite',
    open: { dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `betline_kill_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  u.search = '';
  const url = u.toString();
  return {
    name: 'PostgreSQL',
    open: { url, maxConnections: 4 },
    env: { DATABASE_URL: url },
    cleanUp: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

async function main(): Promise<void> {
  const only = process.env.KILL_TEST_DRIVERS;
  const serverUrl = process.env.DATABASE_URL || undefined;
  const failures: string[] = [];
  if (!only || only === 'pglite') failures.push(...(await run(pgliteTarget())).map((f) => `PGlite: ${f}`));
  if (serverUrl && (!only || only === 'postgres'))
    failures.push(...(await run(await postgresTarget(serverUrl))).map((f) => `PostgreSQL: ${f}`));
  else if (only === 'postgres') throw new Error('KILL_TEST_DRIVERS=postgres needs DATABASE_URL');
  if (failures.length > 0) {
    for (const f of failures) console.error(`FAIL ${f}`);
    process.exit(1);
  }
  console.log(
    'kill test passed: every accepted coupon is there once, every payout credited exactly once, the ledger balances',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

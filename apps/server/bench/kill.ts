/**
 * Kill test (docs/adr/0016-betting.md): starts the server on a fresh PGlite data directory, signs in the demo
 * player `wallet_demo`, places coupons in a loop while finishing some of their games (so settlement runs),
 * kills the server with SIGKILL at a random moment, restarts it, lets the settlement sweep run, stops it and
 * then checks the stored data: every coupon the server accepted is there with exactly one stake, no coupon
 * was paid twice, every settled coupon with a payout has exactly one payout, and the ledger balances.
 * Prints what it found; exits 1 when a check fails.
 *
 *   npm run kill-test -w @betline/server
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/modules/identity/demo';
import { createLedger } from '../src/modules/wallet/ledger';
import { sessionHeaders } from '../src/test/players';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PORT = 30_000 + Math.floor(Math.random() * 20_000);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'betline-kill-'));

function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: 'none',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      FEED_TICK_MS: '500',
      FEED_SPEED: '30',
    },
  });
}

async function healthy(timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not become healthy');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

interface WireOutcome {
  id: number;
  typeId: number;
  coef: number | null;
}

async function main(): Promise<void> {
  let server = start();
  await healthy();
  const login = await fetch(`${BASE}/web-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'wallet_demo', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const headers = { ...sessionHeaders(login.headers.getSetCookie()), 'content-type': 'application/json' };

  // Wait for the simulator to schedule line games.
  let picks: { gameId: number; outcome: WireOutcome }[] = [];
  for (let i = 0; i < 120 && picks.length < 20; i++) {
    const res = await fetch(`${BASE}/web-api/sportsbook/games?section=line&limit=100`);
    const body = (await res.json()) as {
      games: { gameId: number; markets: { outcomes: WireOutcome[] }[] }[];
    };
    picks = body.games.flatMap((g) => {
      const o = g.markets
        .flatMap((m) => m.outcomes)
        .find((x) => (x.typeId === 1 || x.typeId === 401) && x.coef);
      return o ? [{ gameId: g.gameId, outcome: o }] : [];
    });
    if (picks.length < 20) await new Promise((r) => setTimeout(r, 1000));
  }
  if (picks.length < 20) throw new Error('the feed scheduled too few line games');

  const accepted = new Set<number>();
  let sent = 0;
  let killed = false;
  const killAfter = 2_000 + Math.floor(Math.random() * 3_000);
  setTimeout(() => {
    killed = true;
    server.kill('SIGKILL');
  }, killAfter);
  let finishedGames = 0;
  while (!killed) {
    const pick = picks[sent % picks.length]!;
    sent += 1;
    try {
      const res = await fetch(`${BASE}/web-api/sportsbook/coupons`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          id: randomUUID(),
          accountId: null,
          amount: 100,
          amountByBlockId: {},
          bets: [
            { market: { id: pick.outcome.id, gameId: pick.gameId, coef: pick.outcome.coef }, blockId: null },
          ],
          changeCoefAction: 1,
          coef: 0,
          coefByView: '',
          coefViewId: 0,
          exactCoef: 0,
          isDropOnScoreChange: false,
          prepaidAmount: 0,
          refId: null,
          systemValue: 2,
          typeId: 0,
          userId: null,
          hyperBonusPercent: 0,
          minHyperBonusBetLimit: 0,
          maxHyperBonusLimit: 0,
        }),
      });
      if (res.status === 201)
        accepted.add(((await res.json()) as { coupon: { couponId: number } }).coupon.couponId);
      if (sent % 15 === 0 && finishedGames < picks.length - 5) {
        // Finish the game of the earliest picks: the settlement sweep then pays while bets keep coming.
        await fetch(`${BASE}/web-api/sportsbook/demo/games/${picks[finishedGames]!.gameId}/finish`, {
          method: 'POST',
        });
        finishedGames += 1;
      }
    } catch {
      // the server died mid-request: that coupon's fate is unknown to the client
    }
  }
  await exited(server);
  console.log(
    `killed after ${killAfter} ms: ${sent} coupons sent, ${accepted.size} accepted, ${finishedGames} games finished`,
  );

  server = start();
  await healthy();
  await new Promise((r) => setTimeout(r, 8_000)); // a few settlement sweeps
  server.kill('SIGTERM');
  await exited(server);

  const database = await openDatabase({ dataDir });
  const failures: string[] = [];
  try {
    const q = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const coupons = await q<{ id: number; status: string; payout: string | null }>(
      sql`select id::int as id, status, payout::text as payout from bet_coupon`,
    );
    const ids = new Set(coupons.map((c) => c.id));
    const missing = [...accepted].filter((id) => !ids.has(id));
    if (missing.length > 0) failures.push(`accepted coupons missing: ${missing.join(', ')}`);
    const stakes = await q<{ key: string; n: number }>(
      sql`select key, count(*)::int as n from ledger_transaction where key like 'bet:%:stake' group by key`,
    );
    if (stakes.length !== coupons.length)
      failures.push(`${coupons.length} coupons but ${stakes.length} stakes`);
    const payouts = await q<{ coupon: string; n: number }>(
      sql`select split_part(key, ':', 2) as coupon, count(*)::int as n from ledger_transaction
          where kind in ('win', 'bet_refund') and key like 'bet:%:payout' group by 1`,
    );
    const twice = payouts.filter((p) => p.n > 1);
    if (twice.length > 0) failures.push(`paid more than once: ${twice.map((p) => p.coupon).join(', ')}`);
    const paid = new Set(payouts.map((p) => Number(p.coupon)));
    const settled = coupons.filter((c) => ['won', 'void'].includes(c.status));
    const unpaid = settled.filter((c) => Number(c.payout) > 0 && !paid.has(c.id));
    if (unpaid.length > 0) failures.push(`settled without payout: ${unpaid.map((c) => c.id).join(', ')}`);
    const openPaid = coupons.filter((c) => c.status === 'open' && paid.has(c.id));
    if (openPaid.length > 0) failures.push(`open but paid: ${openPaid.map((c) => c.id).join(', ')}`);
    const audit = await createLedger(database.db).audit();
    if (audit.unbalancedTransactions.length > 0 || audit.driftedAccounts.length > 0)
      failures.push(`ledger not balanced: ${JSON.stringify(audit)}`);
    const byStatus = coupons.reduce<Record<string, number>>(
      (acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `after restart: ${coupons.length} coupons stored (${JSON.stringify(byStatus)}), ${payouts.length} payouts, ledger ${
        audit.unbalancedTransactions.length === 0 && audit.driftedAccounts.length === 0
          ? 'balanced'
          : 'NOT balanced'
      }`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    for (const f of failures) console.error(`FAIL ${f}`);
    process.exit(1);
  }
  console.log('kill test passed: every accepted coupon is there, none paid twice, the ledger balances');
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});

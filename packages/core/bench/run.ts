/**
 * Benchmarks of the coupon engine. Prints figures only (no assertions).
 * Run: npm run bench -w @betline/core
 */
import { performance } from 'node:perf_hooks';
import {
  binomial,
  COEF_VIEW_IDS,
  COUPON_TYPE,
  createBet,
  createCouponState,
  formatCoefThousandths,
  parseCoef,
  possibleWinBig,
  type BetResult,
  type BetResults,
} from '../src/index';

/** Deterministic PRNG (mulberry32) so runs are comparable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function time(label: string, ops: number, fn: () => unknown): void {
  fn(); // warm-up
  const start = performance.now();
  let sink: unknown;
  for (let i = 0; i < ops; i++) sink = fn();
  const ms = performance.now() - start;
  console.log(
    `${label.padEnd(58)} ${(ms / ops).toFixed(4).padStart(10)} ms/op  (${ops} ops, ${ms.toFixed(1)} ms)`,
  );
  if (sink === Symbol.for('never')) console.log('');
}

const random = rng(20_20);
const coef = () => Math.round(1001 + random() * 9000) / 1000;

// System 10 of 20: C(20, 10) = 184,756 lines.
const systemBets = Array.from({ length: 20 }, (_, i) =>
  createBet({ market: { id: i + 1, gameId: i + 1, coef: coef() } }),
);
const system = createCouponState({
  typeId: COUPON_TYPE.SYSTEM,
  amount: 1_000_000,
  systemValue: 10,
  bets: systemBets,
});
console.log(`System 10 of 20: ${binomial(20, 10)} lines`);
time('system 10/20 possible win, all win', 2_000, () => possibleWinBig(system));

const outcomes: BetResult[] = ['won', 'won', 'lost', 'void'];
const resultSets: BetResults[] = Array.from({ length: 1_000 }, () =>
  Object.fromEntries(
    systemBets.map((b) => [String(b.market.id), outcomes[Math.floor(random() * 4)] as BetResult]),
  ),
);
{
  const start = performance.now();
  for (const results of resultSets) possibleWinBig(system, { results });
  const ms = performance.now() - start;
  console.log(
    `${'system 10/20 possible win, 1,000 random result sets'.padEnd(58)} ${(ms / 1_000).toFixed(4).padStart(10)} ms/op  (1000 sets, ${ms.toFixed(1)} ms total)`,
  );
}

// Reference: enumerating all 184,756 lines once (what the polynomial method avoids).
{
  const values = systemBets.map((b) => BigInt(Math.round((b.market.coef as number) * 1000)));
  const start = performance.now();
  let sum = 0n;
  const pick = (from: number, left: number, product: bigint) => {
    if (left === 0) {
      sum += product;
      return;
    }
    for (let i = from; i <= values.length - left; i++) pick(i + 1, left - 1, product * (values[i] as bigint));
  };
  pick(0, 10, 1n);
  const ms = performance.now() - start;
  console.log(
    `${'system 10/20 by enumerating every line (reference)'.padEnd(58)} ${ms.toFixed(4).padStart(10)} ms/op  (1 op, e_10 = ${sum > 0n ? 'ok' : '?'})`,
  );
}

// Express of 30.
const expressBets = Array.from({ length: 30 }, (_, i) =>
  createBet({ market: { id: i + 1, gameId: i + 1, coef: coef() } }),
);
const express = createCouponState({ typeId: COUPON_TYPE.EXPRESS, amount: 1_000_000, bets: expressBets });
time('express of 30, possible win', 20_000, () => possibleWinBig(express));

// Conversion of 100,000 coefficients, per format: display string and back.
const coefs = Array.from({ length: 100_000 }, () => 1001 + Math.floor(random() * 99_000));
for (const id of COEF_VIEW_IDS) {
  const start = performance.now();
  const shown: string[] = new Array<string>(coefs.length);
  for (let i = 0; i < coefs.length; i++) shown[i] = formatCoefThousandths(coefs[i] as number, id) as string;
  const mid = performance.now();
  for (const s of shown) parseCoef(s, id);
  const end = performance.now();
  console.log(
    `${`format ${id}: 100,000 coefficients -> display / display -> coef`.padEnd(58)} ${(mid - start).toFixed(1).padStart(7)} ms / ${(end - mid).toFixed(1).padStart(6)} ms`,
  );
}

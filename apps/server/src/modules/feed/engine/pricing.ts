/**
 * The margin model: fair probabilities of a market's outcomes become coefficients (integer thousandths, as in
 * @betline/core) whose implied probabilities sum to `cover x (1 + margin)` — `cover` is 1 for a market whose
 * outcomes split the results (1X2, totals), 2 for double chance, where every result wins two outcomes.
 */
import type { Thousandths } from '@betline/core';

/** The smallest probability an offered outcome is priced at (the longest price is about 1 / (0.002 x 1.06)). */
export const MIN_PROBABILITY = 0.002;
/** The shortest price offered: a market whose favourite would go below it is closed. */
export const MIN_OFFERED_COEF: Thousandths = 1010;

/**
 * Coefficients for fair probabilities (which sum to `cover`) under `margin`; null when the market cannot be
 * offered (a near-certain outcome, or nothing left to price).
 */
export function priceOutcomes(
  probabilities: readonly number[],
  margin: number,
  cover = 1,
): Thousandths[] | null {
  if (probabilities.length < 2 || !(margin >= 0)) return null;
  const floored = probabilities.map((p) =>
    Number.isFinite(p) ? Math.max(p, MIN_PROBABILITY) : MIN_PROBABILITY,
  );
  const sum = floored.reduce((a, b) => a + b, 0);
  const fair = floored.map((p) => (p * cover) / sum);
  const implied = fair.map((p) => p * (1 + margin));
  const coefs = implied.map((q) => Math.round(1000 / q));
  if (coefs.some((c) => c < MIN_OFFERED_COEF)) return null;
  return coefs;
}

/** Sum of implied probabilities of coefficients given in thousandths. */
export function impliedSum(coefs: readonly Thousandths[]): number {
  return coefs.reduce((a, c) => a + 1000 / c, 0);
}

// ---------------------------------------------------------------------------------------------------------
// Goals: independent Poisson goals for the rest of the game, added to the current score.

function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  const sum = out.reduce((a, b) => a + b, 0);
  return out.map((x) => x / sum);
}

/** Distribution of the final score: `[home, away, probability]` for every reachable score (12 more goals at most). */
export function goalsDistribution(
  current: readonly [number, number],
  lambdaHome: number,
  lambdaAway: number,
): [number, number, number][] {
  const max = 12;
  const h = poissonPmf(Math.max(lambdaHome, 0), max);
  const a = poissonPmf(Math.max(lambdaAway, 0), max);
  const out: [number, number, number][] = [];
  for (let i = 0; i <= max; i++) {
    for (let j = 0; j <= max; j++) {
      const p = (h[i] ?? 0) * (a[j] ?? 0);
      if (p > 1e-12) out.push([current[0] + i, current[1] + j, p]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Points: a normal approximation of the rest of the game.

/** Standard normal cumulative distribution (Abramowitz-Stegun 26.2.17, error < 7.5e-8). */
export function normalCdf(x: number): number {
  if (x < -8) return 0;
  if (x > 8) return 1;
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const tail =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}

/** P(X > threshold) where X is normal with mean `mean` and standard deviation `sd` (sd 0: a step). */
export function probabilityAbove(threshold: number, mean: number, sd: number): number {
  if (sd <= 1e-9) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / sd);
}

// ---------------------------------------------------------------------------------------------------------
// Sets: each point is won by the home side with probability p.

/** P(home wins a race to `target` points, with a lead of `winBy`) from points (a, b). */
export function setWinProbability(p: number, a: number, b: number, target: number, winBy: 1 | 2): number {
  const q = 1 - p;
  const memo = new Map<string, number>();
  const deuce = (p * p) / (p * p + q * q);
  const rec = (x: number, y: number): number => {
    if (x >= target && x - y >= winBy) return 1;
    if (y >= target && y - x >= winBy) return 0;
    if (winBy === 2 && x >= target - 1 && y >= target - 1) {
      const diff = x - y;
      if (diff === 0) return deuce;
      return diff > 0 ? p + q * deuce : p * deuce;
    }
    const key = `${x}:${y}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const value = p * rec(x + 1, y) + q * rec(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return rec(a, b);
}

/**
 * The chance that a set (a map's rounds) played on from points (a, b) ends with more than `line` points in all:
 * the mass of its final scores, walked point by point (each point the home side's with chance p) until the set is
 * won (`target` points, ahead by `winBy`); the walk stops at 200 points, where the mass left is negligible.
 */
export function setTotalOver(
  p: number,
  a: number,
  b: number,
  target: number,
  winBy: 1 | 2,
  line: number,
): number {
  const q = 1 - p;
  const done = (x: number, y: number) => (x >= target && x - y >= winBy) || (y >= target && y - x >= winBy);
  let open = new Map<string, [number, number, number]>([[`${a}:${b}`, [a, b, 1]]]);
  let over = 0;
  for (let step = 0; step < 200 && open.size > 0; step += 1) {
    const next = new Map<string, [number, number, number]>();
    const add = (x: number, y: number, mass: number) => {
      if (done(x, y)) {
        if (x + y > line) over += mass;
        return;
      }
      const key = `${x}:${y}`;
      const held = next.get(key);
      if (held) held[2] += mass;
      else next.set(key, [x, y, mass]);
    };
    for (const [x, y, mass] of open.values()) {
      if (done(x, y)) {
        if (x + y > line) over += mass;
        continue;
      }
      add(x + 1, y, mass * p);
      add(x, y + 1, mass * q);
    }
    open = next;
  }
  return over;
}

/**
 * Distribution of the final set score from sets (sh, sa) with the current set at points (a, b):
 * `[homeSets, awaySets, probability]`.
 */
export function setsDistribution(
  p: number,
  sets: readonly [number, number],
  points: readonly [number, number],
  setsToWin: number,
  target: number,
  winBy: 1 | 2,
): [number, number, number][] {
  const fresh = setWinProbability(p, 0, 0, target, winBy);
  const current = setWinProbability(p, points[0], points[1], target, winBy);
  const out = new Map<string, [number, number, number]>();
  const walk = (h: number, a: number, prob: number, win: number) => {
    if (prob < 1e-12) return;
    if (h >= setsToWin || a >= setsToWin) {
      const key = `${h}:${a}`;
      const entry = out.get(key);
      if (entry) entry[2] += prob;
      else out.set(key, [h, a, prob]);
      return;
    }
    walk(h + 1, a, prob * win, fresh);
    walk(h, a + 1, prob * (1 - win), fresh);
  };
  walk(sets[0], sets[1], 1, current);
  return [...out.values()];
}

/**
 * What every part of the RTP simulation shares: the options (--rounds, --source), the number sources and the
 * table's rows.
 */
import { fairRandom, type RandomSource } from '../src/index';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

export const ROUNDS = Number(option('rounds', '1000000'));
export const SOURCE = option('source', 'fair');
if (!Number.isSafeInteger(ROUNDS) || ROUNDS < 1 || (SOURCE !== 'fair' && SOURCE !== 'fast')) {
  console.error('usage: rtp.ts [--rounds N] [--source fair|fast]');
  process.exit(2);
}
const SERVER_SEED = '6265746c696e652d7274702d73696d756c6174696f6e2d7365656420323032'.padEnd(64, '0');

/** xoshiro128** (Blackman and Vigna), seeded by splitmix32; same nextInt rejection rule as the fair stream. */
class FastRandom implements RandomSource {
  #s = new Uint32Array(4);
  constructor(seed: number) {
    let x = seed >>> 0;
    for (let i = 0; i < 4; i += 1) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      this.#s[i] = (z ^ (z >>> 16)) >>> 0;
    }
  }
  nextUint32(): number {
    const s = this.#s;
    const result = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = s[1]! << 9;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return result;
  }
  nextInt(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }
  nextUint53(): number {
    const a = this.nextUint32();
    return (a >>> 11) * 2 ** 32 + this.nextUint32();
  }
  nextFloat(): number {
    return this.nextUint53() / 2 ** 53;
  }
}
function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

export function sourceFor(game: string): (round: number) => RandomSource {
  if (SOURCE === 'fair') {
    return (round) => fairRandom({ serverSeed: SERVER_SEED, clientSeed: `rtp-${game}`, nonce: round });
  }
  const fast = new FastRandom(
    game.split('').reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261),
  );
  return () => fast;
}

/** Running figures of one bet kind: payouts as multiples of the stake. */
export class Tally {
  rounds = 0;
  hits = 0;
  sum = 0;
  sumSq = 0;
  max = 0;
  constructor(
    readonly label: string,
    readonly theory: number | null,
    readonly theoryHit: number | null = null,
  ) {}
  add(stake: number, payout: number): void {
    const x = payout / stake;
    this.rounds += 1;
    if (payout > 0) this.hits += 1;
    this.sum += x;
    this.sumSq += x * x;
    if (x > this.max) this.max = x;
  }
  row(): string {
    const mean = this.sum / this.rounds;
    const sd = Math.sqrt(Math.max(0, this.sumSq / this.rounds - mean * mean));
    const ci = (1.96 * sd) / Math.sqrt(this.rounds);
    const pct = (v: number, d = 3) => `${(v * 100).toFixed(d)} %`;
    return [
      this.label.padEnd(26),
      String(this.rounds).padStart(9),
      `${pct(mean)} ± ${pct(ci)}`.padStart(22),
      (this.theory === null ? '-' : pct(this.theory, 4)).padStart(11),
      pct(this.hits / this.rounds, 2).padStart(9),
      (this.theoryHit === null ? '-' : pct(this.theoryHit, 2)).padStart(9),
      `${this.max.toFixed(2)}×`.padStart(12),
    ].join(' ');
  }
}

export function header(title: string): void {
  console.info(`\n${title}`);
  console.info(
    [
      'bet'.padEnd(26),
      'rounds'.padStart(9),
      'measured RTP (95 % CI)'.padStart(22),
      'exact RTP'.padStart(11),
      'hit freq'.padStart(9),
      'exact'.padStart(9),
      'max win'.padStart(12),
    ].join(' '),
  );
}

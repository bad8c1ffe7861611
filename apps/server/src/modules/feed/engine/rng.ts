/**
 * Seeded randomness of the feed: every random draw is a pure function of the feed's seed and a few integers
 * (a championship, a day, a game and its tick number), so the same seed always yields the same catalogue,
 * schedule and match, whichever process computes it and however often it is restarted.
 */

/** 32-bit FNV-1a over the given integers and strings. */
export function hash32(...parts: readonly (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = typeof part === 'number' ? `#${part}` : `$${part}`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
}

/** mulberry32: a small, fast generator with a 32-bit state, good enough for a simulation. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** A generator seeded from the feed seed and the given parts. */
export function rngFor(seed: number, ...parts: readonly (number | string)[]): Rng {
  return createRng(hash32(seed, ...parts));
}

/** A Poisson draw with mean `lambda` (Knuth; fine for the small means of one tick). */
export function poisson(rng: Rng, lambda: number): number {
  if (lambda <= 0) return 0;
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k += 1;
    p *= rng.next();
  }
  return k;
}

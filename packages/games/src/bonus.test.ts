import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BONUS_ENGINES,
  BONUS_GAME_IDS,
  DRAGON_LADDER,
  FORTUNA_SEGMENTS,
  LOTTERY_CELLS,
  LOTTERY_CONSOLATION,
  MEMORY_CARDS,
  bonusExpectedPrize,
  dealBonusGame,
  replayBonusPlay,
  type BonusGameId,
} from './bonus';
import { fairRandom } from './fair';
import { addFractions, fraction, fractionToNumber } from './fraction';

const SERVER = 'a'.repeat(64);
const seeds = (nonce: number, clientSeed = 'bonus-test') => ({ serverSeed: SERVER, clientSeed, nonce });

/** A player who remembers every card and always plays the best turn. */
function perfectMemoryTurns(cards: readonly number[]): number {
  const seen = new Map<number, number>();
  const unknown = () => cards.map((_, i) => i).filter((i) => !seen.has(i));
  let turn = 0;
  for (;;) {
    turn += 1;
    const bySymbol = new Map<number, number[]>();
    for (const [card, symbol] of seen) bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), card]);
    if ([...bySymbol.values()].some((c) => c.length === 2)) return turn;
    const first = unknown()[0]!;
    seen.set(first, cards[first]!);
    if (bySymbol.has(cards[first]!)) return turn;
    const second = unknown()[0]!;
    seen.set(second, cards[second]!);
    if (cards[second] === cards[first]) return turn;
  }
}

describe('bonus games', () => {
  it('every game with exclusive outcomes has odds that add up to exactly one', () => {
    for (const game of ['fortuna', 'chest', 'memory', 'safe', 'lottery'] as const) {
      const total = BONUS_ENGINES[game].odds.reduce(
        (sum, l) => addFractions(sum, l.chance),
        fraction(0n, 1n),
      );
      expect(total, game).toEqual(fraction(1n, 1n));
    }
  });

  it('the expected prizes are what the odds tables promise', () => {
    expect(fractionToNumber(bonusExpectedPrize('fortuna'))).toBeCloseTo(2450 / 12, 9);
    expect(fractionToNumber(bonusExpectedPrize('chest'))).toBeCloseTo(700 / 3, 9);
    expect(fractionToNumber(bonusExpectedPrize('safe'))).toBeCloseTo(97.765, 9);
  });

  it('a deal is the same for the same seeds and changes with the nonce', () => {
    for (const game of BONUS_GAME_IDS) {
      expect(dealBonusGame(game, seeds(3))).toEqual(dealBonusGame(game, seeds(3)));
    }
    const boards = new Set(
      Array.from({ length: 20 }, (_, n) => JSON.stringify(dealBonusGame('memory', seeds(n)))),
    );
    expect(boards.size).toBeGreaterThan(15);
  });

  it('the wheel lands on every segment about equally often', () => {
    const counts = new Array<number>(FORTUNA_SEGMENTS.length).fill(0);
    for (let n = 0; n < 12_000; n++) {
      const board = BONUS_ENGINES.fortuna.deal(fairRandom(seeds(n))) as { segment: number };
      counts[board.segment]! += 1;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('a scratch card has three of the winning symbol and no other symbol three times', () => {
    let winners = 0;
    for (let n = 0; n < 5_000; n++) {
      const board = BONUS_ENGINES.lottery.deal(fairRandom(seeds(n))) as { cells: number[]; winning: number };
      expect(board.cells).toHaveLength(LOTTERY_CELLS);
      const counts = new Map<number, number>();
      for (const s of board.cells) counts.set(s, (counts.get(s) ?? 0) + 1);
      for (const [symbol, count] of counts) {
        if (symbol === board.winning) expect(count).toBe(3);
        else expect(count).toBeLessThanOrEqual(2);
      }
      const replay = replayBonusPlay('lottery', board, []);
      expect(replay.ok && replay.value.prize).toBe(
        board.winning < 0 ? LOTTERY_CONSOLATION : BONUS_ENGINES.lottery.odds[board.winning]!.prize,
      );
      if (board.winning >= 0) winners += 1;
    }
    // 640 of 1000 cards win a symbol's prize.
    expect(Math.abs(winners / 5_000 - 0.64)).toBeLessThan(0.03);
  });

  it('memory: a player who remembers every card matches in each turn as often as the odds say', () => {
    const odds = BONUS_ENGINES.memory.odds;
    expect(odds.map((l) => l.key)).toEqual([1, 2, 3, 4]);
    const counts = new Array<number>(odds.length).fill(0);
    const plays = 20_000;
    for (let n = 0; n < plays; n++) {
      const board = BONUS_ENGINES.memory.deal(fairRandom(seeds(n))) as { cards: number[] };
      expect([...board.cards].sort((a, b) => a - b)).toEqual(
        Array.from({ length: MEMORY_CARDS }, (_, i) => i >> 1),
      );
      counts[perfectMemoryTurns(board.cards) - 1]! += 1;
    }
    odds.forEach((line, i) => {
      expect(Math.abs(counts[i]! / plays - fractionToNumber(line.chance))).toBeLessThan(0.01);
    });
  });

  it('memory: a turn of two cards that match ends the play with the prize of that turn', () => {
    const cards = [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5];
    const miss = replayBonusPlay('memory', { cards }, [{ card: 0 }, { card: 1 }]);
    expect(miss.ok && miss.value.finished).toBe(false);
    const hit = replayBonusPlay('memory', { cards }, [{ card: 0 }, { card: 1 }, { card: 0 }, { card: 6 }]);
    expect(hit.ok && hit.value.prize).toBe(BONUS_ENGINES.memory.odds[1]!.prize);
    const same = replayBonusPlay('memory', { cards }, [{ card: 0 }, { card: 0 }]);
    expect(same.ok).toBe(false);
    const after = replayBonusPlay('memory', { cards }, [{ card: 0 }, { card: 6 }, { card: 1 }]);
    expect(!after.ok && after.error.code).toBe('ACTION_INVALID');
  });

  it('dragon: each door passed raises the prize; taking it ends the play; the dragon leaves the consolation', () => {
    const board = { dragons: [0, 1, 2, 0, 1] };
    expect(replayBonusPlay('dragon', board, [{ take: true }]).ok).toBe(false);
    const took = replayBonusPlay('dragon', board, [{ door: 1 }, { door: 0 }, { take: true }]);
    expect(took.ok && took.value.prize).toBe(DRAGON_LADDER[1]);
    const bitten = replayBonusPlay('dragon', board, [{ door: 1 }, { door: 1 }]);
    expect(bitten.ok && bitten.value.prize).toBe(20);
    const all = replayBonusPlay('dragon', board, [
      { door: 2 },
      { door: 0 },
      { door: 0 },
      { door: 1 },
      { door: 0 },
    ]);
    expect(all.ok && all.value.prize).toBe(DRAGON_LADDER[4]);
    expect(replayBonusPlay('dragon', board, [{ door: 1 }, { door: 1 }, { door: 0 }]).ok).toBe(false);
  });

  it('safe: the prize counts the digits in their place', () => {
    const board = { code: [1, 2, 3, 4] };
    const prizes = BONUS_ENGINES.safe.odds.map((l) => l.prize);
    const play = (code: number[]) => {
      const r = replayBonusPlay('safe', board, [{ code }]);
      return r.ok ? r.value.prize : null;
    };
    expect(play([1, 2, 3, 4])).toBe(prizes[4]);
    expect(play([4, 3, 2, 1])).toBe(prizes[0]);
    expect(play([1, 0, 3, 0])).toBe(prizes[2]);
    expect(replayBonusPlay('safe', board, [{ code: [1, 2, 3] }]).ok).toBe(false);
  });

  it('no sequence of actions throws, and a finished play pays a prize of its odds table', () => {
    const anyAction = fc.oneof(
      fc.record({ card: fc.integer({ min: -1, max: 12 }) }),
      fc.record({ door: fc.integer({ min: -1, max: 3 }) }),
      fc.record({ open: fc.integer({ min: -1, max: 3 }) }),
      fc.record({ code: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 5 }) }),
      fc.constant({ take: true }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<BonusGameId>(...BONUS_GAME_IDS),
        fc.nat(1000),
        fc.array(anyAction, { maxLength: 30 }),
        (game, nonce, actions) => {
          const board = dealBonusGame(game, seeds(nonce));
          const done: unknown[] = [];
          for (const action of actions) {
            const next = replayBonusPlay(game, board, [...done, action]);
            if (next.ok) done.push(action);
          }
          const replay = replayBonusPlay(game, board, done);
          expect(replay.ok).toBe(true);
          if (replay.ok && replay.value.finished) {
            const prizes = new Set([...BONUS_ENGINES[game].odds.map((l) => l.prize), LOTTERY_CONSOLATION]);
            expect(prizes.has(replay.value.prize!)).toBe(true);
            expect(replay.value.prize!).toBeLessThanOrEqual(BONUS_ENGINES[game].maxPrize);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * The six bonus games (docs/adr/0049-bonus-games.md): free plays a player is granted, each one a provably fair
 * round that pays a prize into the bonus account. A play has no stake: its prize is a multiple of the play's
 * unit (a sum of money fixed by the grant), written in hundredths of the unit (150 = 1.5 units).
 *
 * Every game deals its whole board from the round's numbers first (`deal`), before the player chooses anything,
 * so that the commitment shown at the start fixes everything the player can meet. The player's choices are
 * actions applied in order; each game says which actions are legal, when the play is over, what the player may
 * see, and what it pays. Replaying the deal from the revealed seed and applying the recorded actions gives the
 * same prize: that is the verification.
 *
 * - fortuna: a wheel of 12 segments, one spin (no choice).
 * - chest: three chests hold three known prizes in a random order; the player opens one.
 * - memory: twelve cards, six pairs; the player turns two cards a turn until a pair matches; the fewer turns,
 *   the bigger the prize (chances shown for a player who remembers every card).
 * - safe: the safe's code is four random digits; the player enters a code; each digit in its place counts.
 * - lottery: a scratch card of nine cells; three equal symbols win that symbol's prize (the card is printed at
 *   the deal: scratching only uncovers it).
 * - dragon: five levels of three doors, a dragon behind one of each; every door passed raises the prize, which
 *   the player may take before any level; the dragon leaves only the consolation.
 */
import { printScratchCells, shuffle, weighted } from './draw';
import { fairRandom, type FairSeeds, type RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { fail, isRecord, ok, type Result } from './result';

export const BONUS_GAME_IDS = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
export type BonusGameId = (typeof BONUS_GAME_IDS)[number];

export function isBonusGameId(value: unknown): value is BonusGameId {
  return typeof value === 'string' && (BONUS_GAME_IDS as readonly string[]).includes(value);
}

/** One line of a game's odds: what it pays (hundredths of the unit) and its exact chance. */
export interface OddsLine {
  /** Game-specific: the prize (fortuna, chest), the turn (memory), digits in place (safe), the symbol
   * (lottery, -1: no three equal), the level reached (dragon). */
  readonly key: number;
  readonly prize: number;
  readonly chance: Fraction;
}

export interface BonusGameEngine<Board, Action, View> {
  readonly id: BonusGameId;
  /** A change that alters any outcome is a new version; a play records the version it was played with. */
  readonly version: number;
  /** Deals the whole board from the round's numbers. */
  deal(random: RandomSource): Board;
  /** Checks untrusted input; never throws. */
  parseAction(action: unknown): Result<Action>;
  /** Whether `action` may follow `actions` on this board (a finished play takes none). */
  check(board: Board, actions: readonly Action[], action: Action): Result<Action>;
  finished(board: Board, actions: readonly Action[]): boolean;
  /** What a finished play pays, hundredths of the unit. */
  prize(board: Board, actions: readonly Action[]): number;
  /** What the player may see: the board stays hidden until the play is over. */
  view(board: Board, actions: readonly Action[]): View;
  /** The exact odds (see OddsLine.key). */
  readonly odds: readonly OddsLine[];
  /** The largest prize, hundredths of the unit. */
  readonly maxPrize: number;
}

function actionError(message: string) {
  return fail('ACTION_INVALID', message);
}

/** A uniform random permutation of `items` (Fisher-Yates from the top, nextInt(i + 1)). */
function groupOdds(values: readonly number[]): OddsLine[] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([prize, n]) => ({ key: prize, prize, chance: fraction(BigInt(n), BigInt(values.length)) }));
}

function noAction(): Result<never> {
  return actionError('this game takes no action: its play is over when it is dealt');
}

// ---------------------------------------------------------------------------------------------------------
// Wheel of fortune

export const FORTUNA_SEGMENTS: readonly number[] = Object.freeze([
  50, 100, 50, 200, 50, 100, 500, 50, 100, 200, 50, 1000,
]);
export interface FortunaBoard {
  readonly segment: number;
}
export interface FortunaView {
  readonly segments: readonly number[];
  readonly segment: number;
}
export const fortuna: BonusGameEngine<FortunaBoard, never, FortunaView> = {
  id: 'fortuna',
  version: 1,
  deal: (random) => ({ segment: random.nextInt(FORTUNA_SEGMENTS.length) }),
  parseAction: noAction,
  check: noAction,
  finished: () => true,
  prize: (board) => FORTUNA_SEGMENTS[board.segment]!,
  view: (board) => ({ segments: FORTUNA_SEGMENTS, segment: board.segment }),
  odds: groupOdds(FORTUNA_SEGMENTS),
  maxPrize: Math.max(...FORTUNA_SEGMENTS),
};

// ---------------------------------------------------------------------------------------------------------
// Pick a chest

export const CHEST_PRIZES: readonly number[] = Object.freeze([50, 150, 500]);
export interface ChestBoard {
  /** The prize in each chest. */
  readonly chests: readonly number[];
}
export interface ChestAction {
  readonly open: number;
}
export interface ChestView {
  readonly chests: number;
  readonly opened: number | null;
  /** Every chest's prize, once one is opened. */
  readonly contents: readonly number[] | null;
}
export const chest: BonusGameEngine<ChestBoard, ChestAction, ChestView> = {
  id: 'chest',
  version: 1,
  deal: (random) => ({ chests: shuffle(CHEST_PRIZES, random) }),
  parseAction(action) {
    if (!isRecord(action) || !Number.isInteger(action.open))
      return actionError('an action is { open: 0..2 }');
    const open = action.open as number;
    if (open < 0 || open >= CHEST_PRIZES.length) return actionError('open must be 0, 1 or 2');
    return ok({ open });
  },
  check: (_board, actions, action) =>
    actions.length > 0 ? actionError('a chest is already open: the play is over') : ok(action),
  finished: (_board, actions) => actions.length > 0,
  prize: (board, actions) => board.chests[actions[0]!.open]!,
  view: (board, actions) => ({
    chests: board.chests.length,
    opened: actions[0]?.open ?? null,
    contents: actions.length > 0 ? board.chests : null,
  }),
  odds: groupOdds(CHEST_PRIZES),
  maxPrize: Math.max(...CHEST_PRIZES),
};

// ---------------------------------------------------------------------------------------------------------
// Memory pairs

export const MEMORY_CARDS = 12;
/** The prize by the turn the first pair matches in: turn 1, 2, 3, then 4 and later. */
export const MEMORY_TURN_PRIZES: readonly number[] = Object.freeze([1000, 400, 200, 100]);
export interface MemoryBoard {
  /** The symbol (0..5) on each card. */
  readonly cards: readonly number[];
}
export interface MemoryAction {
  /** The card to turn face up. */
  readonly card: number;
}
export interface MemoryView {
  readonly cards: number;
  /** The turn being played (1-based). */
  readonly turn: number;
  /** The cards face up in this turn (one, or the two of the last turn when it is over). */
  readonly faceUp: readonly { readonly card: number; readonly symbol: number }[];
  readonly matched: boolean;
  /** Every card's symbol, once the play is over. */
  readonly board: readonly number[] | null;
}

function memoryMatchTurn(board: MemoryBoard, actions: readonly MemoryAction[]): number | null {
  for (let i = 1; i < actions.length; i += 2) {
    if (board.cards[actions[i - 1]!.card] === board.cards[actions[i]!.card]) return (i + 1) / 2;
  }
  return null;
}

/** The chance that a player who remembers every card matches the first pair in each turn. */
function memoryPerfectOdds(): OddsLine[] {
  const pairs = MEMORY_CARDS / 2;
  const byTurn: Fraction[] = [];
  const add = (turn: number, p: Fraction) => {
    while (byTurn.length < turn) byTurn.push(fraction(0n, 1n));
    byTurn[turn - 1] = addFractions(byTurn[turn - 1]!, p);
  };
  const mul = (a: Fraction, n: number, d: number) => fraction(a.num * BigInt(n), a.den * BigInt(d));
  // known: cards seen once, all of different symbols; no pair is known yet.
  const walk = (turn: number, known: number, p: Fraction) => {
    const unknown = MEMORY_CARDS - known;
    if (known === pairs) return add(turn, p);
    // First card: the partner of a known one (then turn it: a pair), else a new symbol.
    add(turn, mul(p, known, unknown));
    const fresh = mul(p, unknown - known, unknown);
    // Second card, among the other unknown ones: its partner, a known one's partner (a pair next turn), or new.
    add(turn, mul(fresh, 1, unknown - 1));
    add(turn + 1, mul(fresh, known, unknown - 1));
    const rest = unknown - 2 - known;
    if (rest > 0) walk(turn + 1, known + 2, mul(fresh, rest, unknown - 1));
  };
  walk(1, 0, fraction(1n, 1n));
  return byTurn.map((chance, i) => ({ key: i + 1, prize: memoryPrizeOf(i + 1), chance }));
}

function memoryPrizeOf(turn: number): number {
  return MEMORY_TURN_PRIZES[Math.min(turn, MEMORY_TURN_PRIZES.length) - 1]!;
}

export const memory: BonusGameEngine<MemoryBoard, MemoryAction, MemoryView> = {
  id: 'memory',
  version: 1,
  deal: (random) => ({
    cards: shuffle(
      Array.from({ length: MEMORY_CARDS }, (_, i) => i >> 1),
      random,
    ),
  }),
  parseAction(action) {
    if (!isRecord(action) || !Number.isInteger(action.card))
      return actionError('an action is { card: 0..11 }');
    const card = action.card as number;
    if (card < 0 || card >= MEMORY_CARDS) return actionError(`card must be from 0 to ${MEMORY_CARDS - 1}`);
    return ok({ card });
  },
  check(board, actions, action) {
    if (memoryMatchTurn(board, actions) !== null) return actionError('a pair is matched: the play is over');
    if (actions.length % 2 === 1 && actions[actions.length - 1]!.card === action.card) {
      return actionError('this card is already face up: turn another one');
    }
    return ok(action);
  },
  finished: (board, actions) => memoryMatchTurn(board, actions) !== null,
  prize: (board, actions) => memoryPrizeOf(memoryMatchTurn(board, actions) ?? MEMORY_TURN_PRIZES.length),
  view(board, actions) {
    const matchedIn = memoryMatchTurn(board, actions);
    const done = matchedIn !== null;
    const open = actions.length % 2 === 1 ? actions.slice(-1) : actions.slice(-2);
    return {
      cards: MEMORY_CARDS,
      turn: matchedIn ?? Math.floor(actions.length / 2) + 1,
      faceUp: open.map((a) => ({ card: a.card, symbol: board.cards[a.card]! })),
      matched: done,
      board: done ? board.cards : null,
    };
  },
  odds: memoryPerfectOdds(),
  maxPrize: MEMORY_TURN_PRIZES[0]!,
};

// ---------------------------------------------------------------------------------------------------------
// Crack the safe

export const SAFE_DIGITS = 4;
/** The prize by the number of digits in their place: 0, 1, 2, 3, 4. */
export const SAFE_PRIZES: readonly number[] = Object.freeze([50, 100, 500, 2500, 25000]);
export interface SafeBoard {
  readonly code: readonly number[];
}
export interface SafeAction {
  readonly code: readonly number[];
}
export interface SafeView {
  readonly digits: number;
  readonly entered: readonly number[] | null;
  readonly code: readonly number[] | null;
  readonly inPlace: number | null;
}

function safeInPlace(board: SafeBoard, code: readonly number[]): number {
  return code.filter((d, i) => board.code[i] === d).length;
}

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

export const safe: BonusGameEngine<SafeBoard, SafeAction, SafeView> = {
  id: 'safe',
  version: 1,
  deal: (random) => ({ code: Array.from({ length: SAFE_DIGITS }, () => random.nextInt(10)) }),
  parseAction(action) {
    const code = isRecord(action) ? action.code : undefined;
    if (
      !Array.isArray(code) ||
      code.length !== SAFE_DIGITS ||
      !code.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)
    ) {
      return actionError(`an action is { code: [${SAFE_DIGITS} digits 0..9] }`);
    }
    return ok({ code: code as number[] });
  },
  check: (_board, actions, action) =>
    actions.length > 0 ? actionError('a code is already entered: the play is over') : ok(action),
  finished: (_board, actions) => actions.length > 0,
  prize: (board, actions) => SAFE_PRIZES[safeInPlace(board, actions[0]!.code)]!,
  view: (board, actions) => ({
    digits: SAFE_DIGITS,
    entered: actions[0]?.code ?? null,
    code: actions.length > 0 ? board.code : null,
    inPlace: actions.length > 0 ? safeInPlace(board, actions[0]!.code) : null,
  }),
  odds: SAFE_PRIZES.map((prize, k) => ({
    key: k,
    prize,
    chance: fraction(binomial(SAFE_DIGITS, k) * 9n ** BigInt(SAFE_DIGITS - k), 10n ** BigInt(SAFE_DIGITS)),
  })),
  maxPrize: SAFE_PRIZES[SAFE_DIGITS]!,
};

// ---------------------------------------------------------------------------------------------------------
// Scratch lottery

export const LOTTERY_CELLS = 9;
/** The prize of three equal symbols, by symbol (0..5). */
export const LOTTERY_SYMBOL_PRIZES: readonly number[] = Object.freeze([50, 100, 200, 500, 1000, 5000]);
/** Per 1000 cards: how many win each symbol's prize, and (last) how many win nothing but the consolation. */
export const LOTTERY_WEIGHTS: readonly number[] = Object.freeze([300, 180, 100, 40, 15, 5, 360]);
/** What a card without three equal symbols pays. */
export const LOTTERY_CONSOLATION = 20;
export interface LotteryBoard {
  readonly cells: readonly number[];
  /** The symbol that appears three times, or -1. */
  readonly winning: number;
}
export type LotteryView = LotteryBoard;

const LOTTERY_TOTAL = LOTTERY_WEIGHTS.reduce((a, b) => a + b, 0);
export const lottery: BonusGameEngine<LotteryBoard, never, LotteryView> = {
  id: 'lottery',
  version: 1,
  deal(random) {
    const tier = weighted(LOTTERY_WEIGHTS, random);
    const winning = tier < LOTTERY_SYMBOL_PRIZES.length ? tier : -1;
    return {
      cells: printScratchCells(winning, LOTTERY_SYMBOL_PRIZES.length, LOTTERY_CELLS, random),
      winning,
    };
  },
  parseAction: noAction,
  check: noAction,
  finished: () => true,
  prize: (board) => (board.winning >= 0 ? LOTTERY_SYMBOL_PRIZES[board.winning]! : LOTTERY_CONSOLATION),
  view: (board) => board,
  odds: [
    ...LOTTERY_SYMBOL_PRIZES.map((prize, s) => ({
      key: s,
      prize,
      chance: fraction(BigInt(LOTTERY_WEIGHTS[s]!), BigInt(LOTTERY_TOTAL)),
    })),
    {
      key: -1,
      prize: LOTTERY_CONSOLATION,
      chance: fraction(BigInt(LOTTERY_WEIGHTS[LOTTERY_WEIGHTS.length - 1]!), BigInt(LOTTERY_TOTAL)),
    },
  ],
  maxPrize: Math.max(...LOTTERY_SYMBOL_PRIZES),
};

// ---------------------------------------------------------------------------------------------------------
// Dragon path

export const DRAGON_DOORS = 3;
/** The prize held after passing each level (1..5). */
export const DRAGON_LADDER: readonly number[] = Object.freeze([100, 200, 400, 800, 2000]);
/** What the dragon leaves. */
export const DRAGON_CONSOLATION = 20;
export interface DragonBoard {
  /** The door (0..2) the dragon waits behind, per level. */
  readonly dragons: readonly number[];
}
export type DragonAction = { readonly door: number } | { readonly take: true };
export interface DragonView {
  readonly levels: number;
  readonly doors: number;
  /** Levels passed so far. */
  readonly passed: number;
  /** The doors chosen, level by level. */
  readonly chosen: readonly number[];
  readonly metDragon: boolean;
  readonly took: boolean;
  /** The prize held now (what taking it pays). */
  readonly holding: number;
  /** Every level's dragon, once the play is over. */
  readonly dragons: readonly number[] | null;
}

function dragonWalk(board: DragonBoard, actions: readonly DragonAction[]) {
  let passed = 0;
  let metDragon = false;
  let took = false;
  const chosen: number[] = [];
  for (const a of actions) {
    if ('take' in a) {
      took = true;
      break;
    }
    chosen.push(a.door);
    if (board.dragons[passed] === a.door) {
      metDragon = true;
      break;
    }
    passed += 1;
  }
  const done = metDragon || took || passed === DRAGON_LADDER.length;
  return { passed, metDragon, took, chosen, done };
}

export const dragon: BonusGameEngine<DragonBoard, DragonAction, DragonView> = {
  id: 'dragon',
  version: 1,
  deal: (random) => ({ dragons: DRAGON_LADDER.map(() => random.nextInt(DRAGON_DOORS)) }),
  parseAction(action) {
    if (isRecord(action) && action.take === true) return ok({ take: true });
    if (isRecord(action) && Number.isInteger(action.door)) {
      const door = action.door as number;
      if (door >= 0 && door < DRAGON_DOORS) return ok({ door });
    }
    return actionError('an action is { door: 0..2 } or { take: true }');
  },
  check(board, actions, action) {
    const walk = dragonWalk(board, actions);
    if (walk.done) return actionError('the path is over: the play is finished');
    if ('take' in action && walk.passed === 0) {
      return actionError('there is nothing to take yet: open a door of the first level');
    }
    return ok(action);
  },
  finished: (board, actions) => dragonWalk(board, actions).done,
  prize(board, actions) {
    const walk = dragonWalk(board, actions);
    return walk.metDragon ? DRAGON_CONSOLATION : DRAGON_LADDER[walk.passed - 1]!;
  },
  view(board, actions) {
    const walk = dragonWalk(board, actions);
    return {
      levels: DRAGON_LADDER.length,
      doors: DRAGON_DOORS,
      passed: walk.passed,
      chosen: walk.chosen,
      metDragon: walk.metDragon,
      took: walk.took,
      holding: walk.passed > 0 ? DRAGON_LADDER[walk.passed - 1]! : 0,
      dragons: walk.done ? board.dragons : null,
    };
  },
  // The chance of passing k levels: (2/3)^k, whatever doors are chosen.
  odds: DRAGON_LADDER.map((prize, i) => ({
    key: i + 1,
    prize,
    chance: fraction(2n ** BigInt(i + 1), 3n ** BigInt(i + 1)),
  })),
  maxPrize: DRAGON_LADDER[DRAGON_LADDER.length - 1]!,
};

// ---------------------------------------------------------------------------------------------------------

/** The engines, by game (boards, actions and views typed loosely: the server stores them as JSON). */
export const BONUS_ENGINES: { readonly [G in BonusGameId]: BonusGameEngine<unknown, unknown, unknown> } =
  Object.freeze({
    fortuna: fortuna as BonusGameEngine<unknown, unknown, unknown>,
    chest: chest as BonusGameEngine<unknown, unknown, unknown>,
    memory: memory as BonusGameEngine<unknown, unknown, unknown>,
    safe: safe as BonusGameEngine<unknown, unknown, unknown>,
    lottery: lottery as BonusGameEngine<unknown, unknown, unknown>,
    dragon: dragon as BonusGameEngine<unknown, unknown, unknown>,
  });

/** The expected prize of a game without choices (fortuna, chest, safe, lottery), hundredths of the unit. */
export function bonusExpectedPrize(game: 'fortuna' | 'chest' | 'safe' | 'lottery'): Fraction {
  return BONUS_ENGINES[game].odds.reduce(
    (sum, line) => addFractions(sum, fraction(line.chance.num * BigInt(line.prize), line.chance.den)),
    fraction(0n, 1n),
  );
}

/** Deals a game's board from the seeds of a play (fairRandom, the casino's numbers). */
export function dealBonusGame(game: BonusGameId, seeds: FairSeeds): unknown {
  return BONUS_ENGINES[game].deal(fairRandom(seeds));
}

/** A play replayed: the board from the seeds, the actions checked in order, the prize if it is over. */
export interface ReplayedPlay {
  readonly board: unknown;
  readonly finished: boolean;
  readonly prize: number | null;
  readonly view: unknown;
}

/** Replays a play from its board and actions (the board dealt from the seeds by the caller). Never throws. */
export function replayBonusPlay(
  game: BonusGameId,
  board: unknown,
  actions: readonly unknown[],
): Result<ReplayedPlay> {
  const engine = BONUS_ENGINES[game];
  const done: unknown[] = [];
  for (const raw of actions) {
    const parsed = engine.parseAction(raw);
    if (!parsed.ok) return parsed;
    const checked = engine.check(board, done, parsed.value);
    if (!checked.ok) return checked;
    done.push(checked.value);
  }
  const finished = engine.finished(board, done);
  return ok({
    board,
    finished,
    prize: finished ? engine.prize(board, done) : null,
    view: engine.view(board, done),
  });
}

/**
 * Mines: a 5 × 5 grid of tiles, numbered 0..24 row by row from the top left, hides 1 to 24 mines. The player
 * opens tiles one at a time: a safe tile raises the multiplier, a mine ends the hand with nothing paid, and
 * after the first safe tile the player may cash out at the multiplier reached. Opening the last safe tile
 * ends the hand and pays it.
 *
 * The multiplier after k safe tiles with m mines is 0.97 times the fair price of k safe tiles,
 * C(25, k) / C(25 − m, k), rounded down to the thousandth and capped at 10,000×. So every strategy of "open
 * k tiles, then cash out" returns 97 % less the rounding (minesTheoreticalRtp): at most 97 %.
 *
 * A hand is one provably fair round (docs/adr/0054-hands.md): the mines are placed at the deal, the first
 * `mines` tiles of a shuffle of the 25 tiles; opening a tile only shows what is there.
 */
import { shuffle } from './draw';
import type { RandomSource } from './fair';
import { fraction, type Fraction } from './fraction';
import { validateActions, type HandOutcomeBase, type HandRules } from './hand';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const MINES_TARGET_RTP = 0.97;
/** Tiles on the grid (5 × 5). */
export const MINES_TILES = 25;
export const MINES_MIN_MINES = 1;
export const MINES_MAX_MINES = 24;
/** The multiplier cap in thousandths (10,000×): reaching it ends the hand, paid at the cap. */
export const MINES_MAX_MULTIPLIER = 10_000_000;
/** The most actions a bet may carry (one per tile). */
export const MINES_MAX_ACTIONS = 25;

/** The return kept of the fair price, in thousandths (97 %). */
const RTP_THOUSANDTHS = 970n;
const ALL_TILES: readonly number[] = Object.freeze(Array.from({ length: MINES_TILES }, (_, tile) => tile));

/** Open a tile (0..24), or take the multiplier reached (after at least one safe tile). */
export type MinesAction = { readonly type: 'open'; readonly tile: number } | { readonly type: 'cashOut' };

export interface MinesBet {
  readonly stake: number;
  /** How many of the 25 tiles hide a mine: 1 to 24. */
  readonly mines: number;
  /** The player's actions so far, in order (none at the deal). */
  readonly actions: readonly MinesAction[];
}

export interface MinesOutcome extends HandOutcomeBase {
  readonly game: 'mines';
  readonly mines: number;
  /** The tiles that hide a mine, ascending (hidden from the player while the hand is open: MinesView). */
  readonly mineTiles: readonly number[];
  /** The safe tiles opened, in the order opened (a mine opened is `hit`, not listed here). */
  readonly opened: readonly number[];
  /** The mine tile opened, which lost the hand; null otherwise. */
  readonly hit: number | null;
  /** Whether the player cashed out (false for a hand ended, and paid, by its last safe tile or the cap). */
  readonly cashedOut: boolean;
  /** Thousandths of the stake after the safe tiles opened so far (1000 before the first). */
  readonly multiplier: number;
  /** The multiplier one more safe tile would give; null when the hand is over or no safe tile is left. */
  readonly nextMultiplier: number | null;
}

/** What the player sees: the outcome, with `mineTiles` null while the hand is open. */
export interface MinesView extends Omit<MinesOutcome, 'mineTiles'> {
  readonly mineTiles: readonly number[] | null;
}

const isTile = (tile: unknown): tile is number =>
  typeof tile === 'number' && Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES;

/** C(n, k) exactly. */
function binomial(n: number, k: number): bigint {
  let product = 1n;
  // After step i the product is C(n, i + 1), a whole number: the division is exact.
  for (let i = 0; i < k; i += 1) product = (product * BigInt(n - i)) / BigInt(i + 1);
  return product;
}

function checkCounts(mines: number, opened: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN_MINES || mines > MINES_MAX_MINES) {
    throw new RangeError('mines must be a whole number from 1 to 24');
  }
  if (!Number.isInteger(opened) || opened < 0 || opened > MINES_TILES - mines) {
    throw new RangeError(`with ${mines} mines, 0 to ${MINES_TILES - mines} safe tiles can be open`);
  }
}

/**
 * The multiplier in thousandths after `opened` safe tiles with `mines` mines:
 * floor(970 × C(25, opened) / C(25 − mines, opened)), at most MINES_MAX_MULTIPLIER; 1000 before the first
 * tile (nothing can be cashed out then). It grows with every safe tile. Throws a RangeError outside 1..24
 * mines and 0..25 − mines tiles.
 */
export function minesMultiplier(mines: number, opened: number): number {
  checkCounts(mines, opened);
  if (opened === 0) return 1000;
  const multiplier =
    (RTP_THOUSANDTHS * binomial(MINES_TILES, opened)) / binomial(MINES_TILES - mines, opened);
  return multiplier >= BigInt(MINES_MAX_MULTIPLIER) ? MINES_MAX_MULTIPLIER : Number(multiplier);
}

/** The chance the next tile is safe with `opened` safe tiles open: (25 − mines − opened) / (25 − opened). */
export function minesSafeChance(mines: number, opened: number): Fraction {
  checkCounts(mines, opened);
  return fraction(BigInt(MINES_TILES - mines - opened), BigInt(MINES_TILES - opened));
}

/** The chance that `opens` tiles opened are all safe: C(25 − mines, opens) / C(25, opens). */
export function minesWinChance(mines: number, opens: number): Fraction {
  checkCounts(mines, opens);
  return fraction(binomial(MINES_TILES - mines, opens), binomial(MINES_TILES, opens));
}

/**
 * How many safe tiles a hand that means to open `opens` actually opens: fewer when the cap is reached before
 * (the hand then ends, paid at the cap).
 */
export function minesOpensBeforeCap(mines: number, opens: number): number {
  checkCounts(mines, opens);
  for (let k = 1; k < opens; k += 1) if (minesMultiplier(mines, k) === MINES_MAX_MULTIPLIER) return k;
  return opens;
}

/**
 * The exact return of "open `opens` tiles (1..25 − mines), then cash out": the chance they are all safe times
 * their multiplier. A hand that reaches the cap earlier ends there and counts at the cap. At most 97 %.
 */
export function minesTheoreticalRtp(mines: number, opens: number): Fraction {
  if (opens < 1) throw new RangeError('a cash-out needs at least one safe tile: opens must be at least 1');
  const k = minesOpensBeforeCap(mines, opens);
  const chance = minesWinChance(mines, k);
  return fraction(chance.num * BigInt(minesMultiplier(mines, k)), chance.den * 1000n);
}

/** Checks one untrusted action: `{ type: 'open', tile: 0..24 }` or `{ type: 'cashOut' }`; never throws. */
export function validateMinesAction(action: unknown): Result<MinesAction> {
  if (isRecord(action) && action.type === 'cashOut') return ok({ type: 'cashOut' });
  if (isRecord(action) && action.type === 'open') {
    if (!isTile(action.tile)) return fail('ACTION_INVALID', 'an open action names a tile from 0 to 24');
    return ok({ type: 'open', tile: action.tile });
  }
  return fail('ACTION_INVALID', 'a mines action is { type: "open", tile } or { type: "cashOut" }');
}

/** Checks an untrusted bet `{ stake, mines, actions }` (absent actions mean none); never throws. */
export function validateMinesBet(bet: unknown): Result<MinesBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a mines bet is an object { stake, mines, actions }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const mines = bet.mines;
  if (
    typeof mines !== 'number' ||
    !Number.isInteger(mines) ||
    mines < MINES_MIN_MINES ||
    mines > MINES_MAX_MINES
  ) {
    return fail('MINES_COUNT_INVALID', 'mines must be a whole number from 1 to 24');
  }
  const actions = validateActions(bet, validateMinesAction, MINES_MAX_ACTIONS);
  if (!actions.ok) return actions;
  return ok({ stake: stake.value, mines, actions: actions.value });
}

/** Deals a hand: the mines are the first `mines` tiles of `shuffle([0..24])`, kept ascending. */
export function dealMines(bet: MinesBet, random: RandomSource): MinesOutcome {
  const mineTiles = shuffle(ALL_TILES, random)
    .slice(0, bet.mines)
    .sort((a, b) => a - b);
  return {
    game: 'mines',
    stake: bet.stake,
    mines: bet.mines,
    mineTiles,
    opened: [],
    hit: null,
    cashedOut: false,
    multiplier: 1000,
    nextMultiplier: minesMultiplier(bet.mines, 1),
    finished: false,
    payout: 0,
  };
}

/**
 * Applies one action to a hand (a new outcome; the given one is left as it was). Refused (ACTION_INVALID):
 * any action once the hand is over, a tile already open or off the grid, and a cash-out before the first safe
 * tile. A mine ends the hand with nothing paid; the last safe tile, or reaching the cap, ends it paid.
 */
export function actMines(outcome: MinesOutcome, action: MinesAction): Result<MinesOutcome> {
  if (outcome.finished) return fail('ACTION_INVALID', 'the hand is over: no action may follow');
  if (action.type === 'cashOut') {
    if (outcome.opened.length === 0) {
      return fail('ACTION_INVALID', 'a cash-out needs at least one safe tile opened first');
    }
    return ok({
      ...outcome,
      cashedOut: true,
      nextMultiplier: null,
      finished: true,
      payout: applyMultiplier(outcome.stake, outcome.multiplier),
    });
  }
  if (action.type !== 'open' || !isTile(action.tile)) {
    return fail('ACTION_INVALID', 'a mines action is { type: "open", tile: 0..24 } or { type: "cashOut" }');
  }
  const tile = action.tile;
  if (outcome.opened.includes(tile)) return fail('ACTION_INVALID', `tile ${tile} is already open`);
  if (outcome.mineTiles.includes(tile)) {
    return ok({ ...outcome, hit: tile, nextMultiplier: null, finished: true, payout: 0 });
  }
  const opened = [...outcome.opened, tile];
  const multiplier = minesMultiplier(outcome.mines, opened.length);
  const finished = opened.length === MINES_TILES - outcome.mines || multiplier === MINES_MAX_MULTIPLIER;
  return ok({
    ...outcome,
    opened,
    multiplier,
    nextMultiplier: finished ? null : minesMultiplier(outcome.mines, opened.length + 1),
    finished,
    payout: finished ? applyMultiplier(outcome.stake, multiplier) : 0,
  });
}

/** What the player may see: an open hand without its mines (`mineTiles` null); a finished hand whole. */
export function concealMines(outcome: MinesOutcome): MinesView {
  return outcome.finished ? outcome : { ...outcome, mineTiles: null };
}

export const MINES_RULES: HandRules<MinesBet, MinesAction, MinesOutcome> = Object.freeze({
  validateAction: validateMinesAction,
  deal: dealMines,
  act: actMines,
  conceal: concealMines,
  // A left hand is cashed out once a safe tile is open; before that nothing is won yet, and it stays open.
  idle: (): readonly MinesAction[] => [{ type: 'cashOut' }],
});

/**
 * Deals and applies the bet's actions in order. The first action the hand refuses ends the replay: the
 * outcome is that of the actions before it, and the refused action and those after it are ignored (a server
 * stores only actions that `act` accepted, so a stored hand replays whole).
 */
export function playMines(bet: MinesBet, random: RandomSource): MinesOutcome {
  let outcome = dealMines(bet, random);
  for (const action of bet.actions) {
    const next = actMines(outcome, action);
    if (!next.ok) break;
    outcome = next.value;
  }
  return outcome;
}

/** The most a bet can pay: the stake at the multiplier of every safe tile open (the cap included). */
export function minesMaxPayout(bet: Pick<MinesBet, 'stake' | 'mines'>): number {
  return applyMultiplier(bet.stake, minesMultiplier(bet.mines, MINES_TILES - bet.mines));
}

/**
 * The public verifier's form (`provably-fair`): what a player types, what the address carries (a link from the
 * game history fills the form), and the round input `verifyRound` of @betline/games takes. Pure: no React, no
 * engines (they load when the player asks to verify).
 *
 * The address keeps a round's values as the round record has them (stake in minor units, a dice target and a
 * crash cash-out in hundredths, keno picks as a list); the form shows them as a player reads them ("1.00",
 * "49.50", "2.00", "3, 17, 42").
 */
import { currencyDecimals, parseAmount, ROULETTE_KINDS } from '@betline/core';
import type { InHouseGame, RoundVerification } from '../../api/casino';

export const VERIFIABLE_GAMES: readonly InHouseGame[] = [
  'slot',
  'dice',
  'keno',
  'crash',
  'plinko',
  'baccarat',
  'scratch',
  'roulette',
  'wheel',
  'bingo',
  'mines',
  'hilo',
  'videoPoker',
  'blackjack',
];
export const BACCARAT_SIDE_CHOICES = ['player', 'banker', 'tie'] as const;
export const PLINKO_ROW_CHOICES = ['8', '12', '16'] as const;
export const PLINKO_RISK_CHOICES = ['low', 'medium', 'high'] as const;

export interface VerifierValues {
  game: InHouseGame;
  /** The round's currency (ISO): the stake's decimals and the payout's format. */
  currency: string;
  serverSeedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  stake: string;
  direction: 'under' | 'over';
  target: string;
  picks: string;
  cashOut: string;
  rows: (typeof PLINKO_ROW_CHOICES)[number];
  risk: (typeof PLINKO_RISK_CHOICES)[number];
  /** The side a baccarat bet backed. */
  on: (typeof BACCARAT_SIDE_CHOICES)[number];
  /**
   * A roulette spin's chips, one a line or separated by ";": the kind, its numbers (joined by "-") or its
   * target, and the chip's stake: "split 17-18 2.00; dozen 2 5.00; red 1.00". A money wheel spin's chips: the
   * value and the stake: "2 5.00; 40 1.00".
   */
  chips: string;
  /** Mines: how many mines the hand had (1..24). */
  mines: string;
  /**
   * A hand's moves in the signs of `verifier.movesHint`: Mines "7, 12, $" (tiles from 1, $ cash-out), Hi-Lo
   * "+ - > $" (higher, lower, skip, cash-out), video poker "1, 3" (the cards held, from 1).
   */
  moves: string;
  /** A bingo card's 24 numbers in column order (B, I, N without the free centre, G, O): "7, 3, 12, ...". */
  card: string;
}

/** The fields a player can get wrong; each has its own message. */
export type VerifierField =
  | 'serverSeedHash'
  | 'serverSeed'
  | 'clientSeed'
  | 'nonce'
  | 'stake'
  | 'target'
  | 'picks'
  | 'cashOut'
  | 'chips'
  | 'mines'
  | 'moves'
  | 'card';

export type VerifierInput =
  | {
      ok: true;
      round: {
        game: InHouseGame;
        bet: Record<string, unknown>;
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
        nonce: number;
      };
    }
  | { ok: false; errors: Partial<Record<VerifierField, true>> };

const DEFAULT_CURRENCY = 'EUR';
const HASH_RE = /^[0-9a-fA-F]{64}$/;
const CLIENT_SEED_RE = /^[\x21-\x7e]{1,64}$/;
/** Targets and multipliers are whole hundredths in the engines ("49.50" is 4950). */
const HUNDREDTHS = 'USD';

function isGame(value: string | null): value is InHouseGame {
  return VERIFIABLE_GAMES.some((game) => game === value);
}

/** A whole number of hundredths as "49.50"; anything else as it came. */
function fromHundredths(raw: string | null): string {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return raw ?? '';
  return (Number(raw) / 100).toFixed(2);
}

function fromMinor(raw: string | null, currency: string): string {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return raw ?? '';
  const decimals = currencyDecimals(currency);
  return (Number(raw) / 10 ** decimals).toFixed(decimals);
}

/** The form's first values: from the address when a link filled it, else an empty dice round. */
export function valuesFromSearch(search: URLSearchParams): VerifierValues {
  const game = search.get('game');
  const currency = /^[A-Z]{3}$/.test(search.get('currency') ?? '')
    ? search.get('currency')!
    : DEFAULT_CURRENCY;
  return {
    game: isGame(game) ? game : 'dice',
    currency,
    serverSeedHash: search.get('hash') ?? '',
    serverSeed: search.get('seed') ?? '',
    clientSeed: search.get('client') ?? '',
    nonce: search.get('nonce') ?? '',
    stake: fromMinor(search.get('stake'), currency) || '1.00',
    direction: search.get('direction') === 'under' ? 'under' : 'over',
    target: fromHundredths(search.get('target')) || '50.00',
    picks: (search.get('picks') ?? '').split(',').filter(Boolean).join(', '),
    cashOut: fromHundredths(search.get('cashOut')),
    rows: PLINKO_ROW_CHOICES.find((each) => each === search.get('rows')) ?? '12',
    risk: PLINKO_RISK_CHOICES.find((each) => each === search.get('risk')) ?? 'medium',
    on: BACCARAT_SIDE_CHOICES.find((each) => each === search.get('on')) ?? 'player',
    chips: chipsFromSearch(search.get('chips'), currency),
    mines: search.get('mines') ?? '3',
    moves: search.get('moves') ?? '',
    card: (search.get('card') ?? '').split(',').filter(Boolean).join(', '),
  };
}

const HILO_SIGNS = { higher: '+', lower: '-', skip: '>', cashOut: '$' } as const;
const BLACKJACK_SIGNS = { hit: 'h', stand: 's', double: 'd', split: 'p' } as const;
const HAND_GAMES: readonly InHouseGame[] = ['mines', 'hilo', 'videoPoker', 'blackjack'];

/** Whether a game is played in steps (its verifier form takes the hand's moves). */
export function isHandGame(game: InHouseGame): boolean {
  return HAND_GAMES.includes(game);
}

/** A hand's actions in the verifier's signs (see VerifierValues.moves); null when they are not a hand's. */
export function movesText(game: InHouseGame, actions: unknown): string | null {
  if (!Array.isArray(actions)) return null;
  const words = actions.map((action) => {
    const type = field(action, 'type');
    if (game === 'mines') return type === 'cashOut' ? '$' : String(Number(field(action, 'tile')) + 1);
    if (game === 'hilo') return HILO_SIGNS[type as keyof typeof HILO_SIGNS] ?? '?';
    if (game === 'blackjack')
      return type === 'insurance'
        ? field(action, 'take') === true
          ? 'i'
          : 'n'
        : (BLACKJACK_SIGNS[type as keyof typeof BLACKJACK_SIGNS] ?? '?');
    const hold = field(action, 'hold');
    return Array.isArray(hold)
      ? hold.flatMap((held, i) => (held === true ? [String(i + 1)] : [])).join(', ')
      : '?';
  });
  return words.join(game === 'hilo' || game === 'blackjack' ? ' ' : ', ');
}

/** Reads a hand's moves typed in the verifier's signs, or null when one of them cannot be read. */
export function parseMoves(game: InHouseGame, text: string): Record<string, unknown>[] | null {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (game === 'videoPoker') {
    const held = [false, false, false, false, false];
    for (const word of words) {
      if (!/^[1-5]$/.test(word)) return null;
      held[Number(word) - 1] = true;
    }
    return [{ type: 'draw', hold: held }];
  }
  const actions: Record<string, unknown>[] = [];
  for (const word of words) {
    if (word === '$') actions.push({ type: 'cashOut' });
    else if (game === 'mines' && /^\d{1,2}$/.test(word) && Number(word) >= 1 && Number(word) <= 25)
      actions.push({ type: 'open', tile: Number(word) - 1 });
    else if (game === 'blackjack' && (word === 'i' || word === 'n'))
      actions.push({ type: 'insurance', take: word === 'i' });
    else if (game === 'blackjack' && /^[hsdp]$/.test(word)) {
      const type = Object.entries(BLACKJACK_SIGNS).find(([, sign]) => sign === word)?.[0];
      actions.push({ type });
    } else if (game === 'hilo' && (word === '+' || word === '-' || word === '>'))
      actions.push({ type: word === '+' ? 'higher' : word === '-' ? 'lower' : 'skip' });
    else return null;
  }
  return actions;
}

/**
 * The address carries a spin's chips as the round has them, stakes in minor units
 * ("split:17-18:200,dozen:2:500,red:100"); the form shows "split 17-18 2.00; dozen 2 5.00; red 1.00".
 */
function chipsFromSearch(raw: string | null, currency: string): string {
  if (raw === null) return '';
  return raw
    .split(',')
    .filter(Boolean)
    .map((chip) => {
      const parts = chip.split(':');
      const stake = parts.pop() ?? '';
      return [...parts, fromMinor(stake, currency)].join(' ');
    })
    .join('; ');
}

function chipsToSearch(chips: unknown): string | null {
  if (!Array.isArray(chips)) return null;
  return chips
    .map((chip) => {
      // A roulette chip names its kind, a wheel chip its value.
      const kind = field(chip, 'kind') ?? field(chip, 'value');
      const numbers = field(chip, 'numbers');
      const target = field(chip, 'target');
      const stake = field(chip, 'stake');
      const where = Array.isArray(numbers) ? [numbers.join('-')] : typeof target === 'number' ? [target] : [];
      return [String(kind), ...where, String(stake)].join(':');
    })
    .join(',');
}

/** Reads the chips a player typed, or null when one of them cannot be read. */
export function parseRouletteChips(text: string, currency: string): Record<string, unknown>[] | null {
  const chips: Record<string, unknown>[] = [];
  for (const each of text.split(/[;\n]+/)) {
    const parts = each.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (parts.length === 0) continue;
    const [kind = '', ...rest] = parts;
    const amount = rest.pop();
    if (!ROULETTE_KINDS.some((known) => known === kind) || amount === undefined || rest.length > 1)
      return null;
    const stake = parseAmount(amount, currency);
    if (!stake.ok || stake.minor <= 0) return null;
    const chip: Record<string, unknown> = { kind, stake: stake.minor };
    const where = rest[0];
    if (where !== undefined) {
      if (!/^\d{1,2}(-\d{1,2}){0,5}$/.test(where)) return null;
      const numbers = where.split('-').map(Number);
      if (kind === 'dozen' || kind === 'column') chip.target = numbers[0];
      else chip.numbers = numbers;
    }
    chips.push(chip);
  }
  return chips.length > 0 ? chips : null;
}

/** Reads the wheel chips a player typed ("2 5.00; 40 1.00"), or null when one of them cannot be read. */
export function parseWheelChips(text: string, currency: string): Record<string, unknown>[] | null {
  const chips: Record<string, unknown>[] = [];
  for (const each of text.split(/[;\n]+/)) {
    const parts = each.trim().split(/\s+/).filter(Boolean);
    if (parts.length === 0) continue;
    const [value = '', amount = '', ...rest] = parts;
    if (!WHEEL_CHIP_VALUES.includes(value) || rest.length > 0) return null;
    const stake = parseAmount(amount, currency);
    if (!stake.ok || stake.minor <= 0) return null;
    chips.push({ value, stake: stake.minor });
  }
  return chips.length > 0 ? chips : null;
}

/** The values a wheel chip backs (@betline/games WHEEL_VALUES; the form loads no engine). */
const WHEEL_CHIP_VALUES = ['1', '2', '5', '10', '20', '40'];

function field(bet: unknown, key: string): unknown {
  return typeof bet === 'object' && bet !== null ? (bet as Record<string, unknown>)[key] : undefined;
}

/** The address of the verifier filled with a round of the history (its seed revealed). */
export function verifierSearch(round: RoundVerification, currency: string): string {
  const params = new URLSearchParams({
    game: round.game,
    currency,
    hash: round.serverSeedHash,
    seed: round.serverSeed,
    client: round.clientSeed,
    nonce: String(round.nonce),
  });
  const { bet } = round;
  const stake = field(bet, 'stake');
  if (typeof stake === 'number') params.set('stake', String(stake));
  const direction = field(bet, 'direction');
  if (typeof direction === 'string') params.set('direction', direction);
  const target = field(bet, 'target');
  if (typeof target === 'number') params.set('target', String(target));
  const picks = field(bet, 'picks');
  if (Array.isArray(picks)) params.set('picks', picks.join(','));
  const cashOut = field(bet, 'cashOut');
  if (typeof cashOut === 'number') params.set('cashOut', String(cashOut));
  const rows = field(bet, 'rows');
  if (typeof rows === 'number') params.set('rows', String(rows));
  const risk = field(bet, 'risk');
  if (typeof risk === 'string') params.set('risk', risk);
  const on = field(bet, 'on');
  if (typeof on === 'string') params.set('on', on);
  const chips = chipsToSearch(field(bet, 'chips'));
  if (chips !== null) params.set('chips', chips);
  const mines = field(bet, 'mines');
  if (typeof mines === 'number') params.set('mines', String(mines));
  const card = field(bet, 'card');
  if (Array.isArray(card)) params.set('card', card.join(','));
  const moves = movesText(round.game, field(bet, 'actions'));
  if (moves !== null) params.set('moves', moves);
  return params.toString();
}

function hundredths(text: string): number | null {
  const parsed = parseAmount(text, HUNDREDTHS);
  return parsed.ok ? parsed.minor : null;
}

/** Reads the form into a round for `verifyRound`, or names the fields to correct. */
export function roundFromValues(values: VerifierValues): VerifierInput {
  const errors: Partial<Record<VerifierField, true>> = {};
  const serverSeedHash = values.serverSeedHash.trim();
  if (!HASH_RE.test(serverSeedHash)) errors.serverSeedHash = true;
  const serverSeed = values.serverSeed.trim().toLowerCase();
  if (!HASH_RE.test(serverSeed)) errors.serverSeed = true;
  const clientSeed = values.clientSeed.trim();
  if (!CLIENT_SEED_RE.test(clientSeed)) errors.clientSeed = true;
  const nonceText = values.nonce.trim();
  const nonce = /^\d{1,15}$/.test(nonceText) ? Number(nonceText) : Number.NaN;
  if (!Number.isSafeInteger(nonce)) errors.nonce = true;
  const stake = parseAmount(values.stake, values.currency);
  // A roulette or wheel spin's stake is the sum of its chips.
  const byChips = values.game === 'roulette' || values.game === 'wheel';
  if ((!stake.ok || stake.minor <= 0) && !byChips) errors.stake = true;

  const bet: Record<string, unknown> = { stake: stake.ok ? stake.minor : 0 };
  if (values.game === 'dice') {
    const target = hundredths(values.target);
    if (target === null || target > 9_999) errors.target = true;
    bet.direction = values.direction;
    bet.target = target;
  } else if (values.game === 'keno') {
    const picks = values.picks
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((each) => (/^\d{1,2}$/.test(each) ? Number(each) : Number.NaN));
    if (
      picks.length < 1 ||
      picks.length > 10 ||
      picks.some((n) => !(n >= 1 && n <= 80)) ||
      new Set(picks).size !== picks.length
    ) {
      errors.picks = true;
    }
    bet.picks = picks;
  } else if (values.game === 'crash') {
    const text = values.cashOut.trim();
    const cashOut = text === '' ? null : hundredths(text);
    if (text !== '' && (cashOut === null || cashOut < 101 || cashOut > 1_000_000)) errors.cashOut = true;
    bet.cashOut = cashOut;
  } else if (values.game === 'plinko') {
    bet.rows = Number(values.rows);
    bet.risk = values.risk;
  } else if (values.game === 'baccarat') {
    bet.on = values.on;
  } else if (values.game === 'roulette') {
    delete bet.stake;
    const chips = parseRouletteChips(values.chips, values.currency);
    if (chips === null) errors.chips = true;
    bet.chips = chips;
  } else if (values.game === 'bingo') {
    const card = values.card
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((each) => (/^\d{1,2}$/.test(each) ? Number(each) : Number.NaN));
    // The engine checks each column's range; here only the shape.
    if (card.length !== 24 || card.some((n) => !(n >= 1 && n <= 75))) errors.card = true;
    bet.card = card;
  } else if (values.game === 'wheel') {
    delete bet.stake;
    const chips = parseWheelChips(values.chips, values.currency);
    if (chips === null) errors.chips = true;
    bet.chips = chips;
  } else if (isHandGame(values.game)) {
    if (values.game === 'mines') {
      const mines = /^\d{1,2}$/.test(values.mines.trim()) ? Number(values.mines.trim()) : Number.NaN;
      if (!(mines >= 1 && mines <= 24)) errors.mines = true;
      bet.mines = mines;
    }
    const actions = parseMoves(values.game, values.moves);
    if (actions === null) errors.moves = true;
    bet.actions = actions;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, round: { game: values.game, bet, serverSeed, serverSeedHash, clientSeed, nonce } };
}

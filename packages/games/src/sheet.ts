/**
 * What the lobby tells a player about each game before they stake (issue 38 "per-game info"): the return to
 * player over every bet the game allows (exact, from the paytables and curves, never a marketing figure), the
 * largest win as a multiple of the stake, and how swingy the game is. Computed from the same engines the
 * server plays, so a paytable change changes the sheet.
 */
import { BACCARAT_PAYS, BACCARAT_SIDES, baccaratOutcomeOdds, baccaratTheoreticalRtp } from './baccarat';
import { SCRATCH_PAYS, scratchTheoreticalRtp } from './scratch';
import { CRASH_MAX_CASH_OUT, CRASH_MIN_CASH_OUT, crashTheoreticalRtp } from './crash';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, DICE_OUTCOMES, diceMultiplier, diceTheoreticalRtp } from './dice';
import { fractionToNumber } from './fraction';
import type { GameId } from './games';
import { KENO_MAX_PICKS, KENO_PAYTABLE, kenoTheoreticalRtp } from './keno';
import { ROULETTE_PAYS, ROULETTE_SAMPLE_CHIPS, rouletteTheoreticalRtp } from './roulette';
import { PLINKO_RISKS, PLINKO_ROWS, plinkoPaytable, plinkoTheoreticalRtp } from './plinko';
import { SLOT_MAX_WIN_X, slotTheoreticalRtp } from './slot';
import { HILO_MAX_MULTIPLIER, HILO_TARGET_RTP, hiloTheoreticalRtp } from './hilo';
import {
  MINES_MAX_MINES,
  MINES_MAX_MULTIPLIER,
  MINES_MIN_MINES,
  MINES_TILES,
  minesMultiplier,
  minesTheoreticalRtp,
} from './mines';
import { VIDEO_POKER_OPTIMAL_RTP, VIDEO_POKER_PAYTABLE } from './videoPoker';
import { BLACKJACK_MAX_PAYOUT, BLACKJACK_RTP_BASIC } from './blackjack';
import { WHEEL_PAYS, WHEEL_VALUES, wheelValueRtp } from './wheel';
import { BINGO_HOUSE_PAYS, BINGO_LINE_PAYS, bingoTheoreticalRtp } from './bingo';

/**
 * How far results swing from round to round: `chosen` when the player sets it with the bet (a dice chance, a
 * crash cash-out), otherwise from the paytable (the slot pays often and small, keno rarely and large).
 */
export type Volatility = 'low' | 'medium' | 'high' | 'chosen';

export interface GameSheet {
  readonly game: GameId;
  /** The lowest and the highest return to player over every bet the game accepts (0..1). */
  readonly rtpMin: number;
  readonly rtpMax: number;
  /** The largest pay as a multiple of the stake. */
  readonly maxWinX: number;
  readonly volatility: Volatility;
}

function range(values: readonly number[]): { rtpMin: number; rtpMax: number } {
  return { rtpMin: Math.min(...values), rtpMax: Math.max(...values) };
}

function diceSheet(): GameSheet {
  const rtps: number[] = [];
  for (let target = 0; target < DICE_OUTCOMES; target += 1) {
    for (const direction of ['under', 'over'] as const) {
      const chance = direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
      if (chance >= DICE_MIN_CHANCE && chance <= DICE_MAX_CHANCE) {
        rtps.push(fractionToNumber(diceTheoreticalRtp(direction, target)));
      }
    }
  }
  return {
    game: 'dice',
    ...range(rtps),
    maxWinX: diceMultiplier(DICE_MIN_CHANCE) / 1000,
    volatility: 'chosen',
  };
}

function kenoSheet(): GameSheet {
  const rtps: number[] = [];
  let maxWinX = 0;
  for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
    rtps.push(fractionToNumber(kenoTheoreticalRtp(picks)));
    maxWinX = Math.max(maxWinX, ...Object.values(KENO_PAYTABLE[picks] ?? {}).map((pay) => pay / 1000));
  }
  return { game: 'keno', ...range(rtps), maxWinX, volatility: 'high' };
}

function crashSheet(): GameSheet {
  // The return is the same for every cash-out up to rounding of the curve: the two ends and 2.00× stand for all.
  const rtps = [CRASH_MIN_CASH_OUT, 200, CRASH_MAX_CASH_OUT].map((cashOut) =>
    fractionToNumber(crashTheoreticalRtp(cashOut)),
  );
  return { game: 'crash', ...range(rtps), maxWinX: CRASH_MAX_CASH_OUT / 100, volatility: 'chosen' };
}

function slotSheet(): GameSheet {
  const rtp = fractionToNumber(slotTheoreticalRtp().total);
  return { game: 'slot', rtpMin: rtp, rtpMax: rtp, maxWinX: SLOT_MAX_WIN_X, volatility: 'medium' };
}

function plinkoSheet(): GameSheet {
  const rtps: number[] = [];
  let maxWinX = 0;
  for (const rows of PLINKO_ROWS) {
    for (const risk of PLINKO_RISKS) {
      rtps.push(fractionToNumber(plinkoTheoreticalRtp(rows, risk)));
      maxWinX = Math.max(maxWinX, ...plinkoPaytable(rows, risk).map((pay) => pay / 1000));
    }
  }
  return { game: 'plinko', ...range(rtps), maxWinX, volatility: 'chosen' };
}

function baccaratSheet(): GameSheet {
  const odds = baccaratOutcomeOdds();
  const rtps = BACCARAT_SIDES.map((side) => fractionToNumber(baccaratTheoreticalRtp(side, odds)));
  return {
    game: 'baccarat',
    ...range(rtps),
    maxWinX: Math.max(...Object.values(BACCARAT_PAYS)) / 1000,
    volatility: 'chosen',
  };
}

function scratchSheet(): GameSheet {
  const rtp = fractionToNumber(scratchTheoreticalRtp());
  return {
    game: 'scratch',
    rtpMin: rtp,
    rtpMax: rtp,
    maxWinX: Math.max(...SCRATCH_PAYS) / 1000,
    volatility: 'high',
  };
}

function rouletteSheet(): GameSheet {
  const rtps = ROULETTE_SAMPLE_CHIPS.map((chip) =>
    fractionToNumber(rouletteTheoreticalRtp({ stake: chip.stake, chips: [chip] })),
  );
  return {
    game: 'roulette',
    ...range(rtps),
    maxWinX: Math.max(...Object.values(ROULETTE_PAYS)),
    volatility: 'chosen',
  };
}

function wheelSheet(): GameSheet {
  // The return of each value from the pay table (a stake of 25 minor units or a multiple gets it exactly; the
  // rounding down of smaller stakes' wins is the player's only cost beyond it).
  const rtps = WHEEL_VALUES.map((value) => fractionToNumber(wheelValueRtp(value)));
  return {
    game: 'wheel',
    ...range(rtps),
    maxWinX: Math.max(...Object.values(WHEEL_PAYS)) / 1000,
    volatility: 'chosen',
  };
}

function bingoSheet(): GameSheet {
  // One return for every card (every call order is equally likely, whatever the card); an even stake gets it
  // exactly, an odd one a little less (its half minor unit of a 1.5× or 2.5× win is rounded down). The most is
  // the top line and the top full house in the same round.
  const rtp = fractionToNumber(bingoTheoreticalRtp());
  return {
    game: 'bingo',
    rtpMin: rtp,
    rtpMax: rtp,
    maxWinX: (BINGO_LINE_PAYS[0]!.pays + BINGO_HOUSE_PAYS[0]!.pays) / 1000,
    volatility: 'high',
  };
}

function minesSheet(): GameSheet {
  // Every way to play is "open k tiles, then cash out": 97 % less the rounding, while the pay stays under the cap
  // (a hand that reaches 10,000× ends there; the rules say so).
  const rtps: number[] = [];
  for (let mines = MINES_MIN_MINES; mines <= MINES_MAX_MINES; mines += 1) {
    for (let opens = 1; opens <= MINES_TILES - mines; opens += 1) {
      if (minesMultiplier(mines, opens) < MINES_MAX_MULTIPLIER)
        rtps.push(fractionToNumber(minesTheoreticalRtp(mines, opens)));
    }
  }
  return { game: 'mines', ...range(rtps), maxWinX: MINES_MAX_MULTIPLIER / 1000, volatility: 'chosen' };
}

function hiloSheet(): GameSheet {
  // The house edge is taken once over the whole hand: every strategy returns 97 % less the rounding of the
  // multiplier (one right guess, cashed out, is the case with the most rounding; longer hands are costly to sum).
  return {
    game: 'hilo',
    rtpMin: fractionToNumber(hiloTheoreticalRtp(1)),
    rtpMax: HILO_TARGET_RTP,
    maxWinX: HILO_MAX_MULTIPLIER / 1000,
    volatility: 'chosen',
  };
}

function videoPokerSheet(): GameSheet {
  // The return of perfect play (the rules text gives the hold suggestion's); worse holds return less.
  return {
    game: 'videoPoker',
    rtpMin: VIDEO_POKER_OPTIMAL_RTP,
    rtpMax: VIDEO_POKER_OPTIMAL_RTP,
    maxWinX: VIDEO_POKER_PAYTABLE.royal / 1000,
    volatility: 'medium',
  };
}

function blackjackSheet(): GameSheet {
  // The return of basic strategy (exact, over the infinite deck; the rules text states the rules).
  return {
    game: 'blackjack',
    rtpMin: BLACKJACK_RTP_BASIC,
    rtpMax: BLACKJACK_RTP_BASIC,
    maxWinX: BLACKJACK_MAX_PAYOUT / 1000,
    volatility: 'low',
  };
}

const SHEETS: { [G in GameId]?: GameSheet } = {};

/** The sheet of a game (computed once, then kept). */
export function gameSheet(game: GameId): GameSheet {
  const known = SHEETS[game];
  if (known !== undefined) return known;
  const sheets: Record<GameId, () => GameSheet> = {
    dice: diceSheet,
    keno: kenoSheet,
    crash: crashSheet,
    slot: slotSheet,
    plinko: plinkoSheet,
    baccarat: baccaratSheet,
    scratch: scratchSheet,
    roulette: rouletteSheet,
    wheel: wheelSheet,
    bingo: bingoSheet,
    mines: minesSheet,
    hilo: hiloSheet,
    videoPoker: videoPokerSheet,
    blackjack: blackjackSheet,
  };
  const sheet = sheets[game]();
  SHEETS[game] = sheet;
  return sheet;
}

/**
 * The Hi-Lo rows of the RTP simulation: one hand per round (its 52 cards from the round's stream, as dealt in
 * production), played by guessing the likelier side (skipping aces and kings); "cash out after n right
 * guesses" is measured for several n on the same hand.
 */
import { fractionToNumber } from '../src/fraction';
import {
  HILO_RULES,
  hiloCurrentCard,
  hiloLikelierGuess,
  hiloRank,
  hiloStrategyOdds,
  type HiloAction,
  type HiloOutcome,
} from '../src/hilo';
import { header, ROUNDS, sourceFor, Tally } from './rtpKit';

/** Right guesses before the cash-out, one row each. */
const CASH_OUT_AFTER: readonly number[] = [1, 2, 3];
const STAKE = 1000;

function act(hand: HiloOutcome, action: HiloAction): HiloOutcome {
  const next = HILO_RULES.act(hand, action);
  if (!next.ok) throw new Error(`hi-lo: ${next.error.message}`);
  return next.value;
}

export function rtpHilo(): void {
  const tallies = CASH_OUT_AFTER.map((n) => {
    const odds = hiloStrategyOdds(n);
    return new Tally(`likelier side, cash at ${n}`, fractionToNumber(odds.rtp), fractionToNumber(odds.paid));
  });
  const random = sourceFor('hilo');
  for (let round = 0; round < ROUNDS; round += 1) {
    let hand = HILO_RULES.deal({ stake: STAKE, actions: [] }, random(round));
    let target = 0;
    while (target < CASH_OUT_AFTER.length) {
      if (hand.correct === CASH_OUT_AFTER[target] && !hand.finished) {
        tallies[target]!.add(STAKE, act(hand, { type: 'cashOut' }).payout);
        target += 1;
      } else if (hand.finished) {
        // Lost, capped or out of cards: every later target ends the same way.
        for (; target < CASH_OUT_AFTER.length; target += 1) tallies[target]!.add(STAKE, hand.payout);
      } else {
        const guess = hiloLikelierGuess(hiloRank(hiloCurrentCard(hand)));
        hand = act(hand, { type: guess ?? 'skip' });
      }
    }
  }
  header(
    'Hi-Lo (endless deck; guess the likelier side, skip aces and kings, cash out after n right guesses)',
  );
  for (const tally of tallies) console.info(tally.row());
}

/**
 * The blackjack section of the RTP table: every round is played by basic strategy (`blackjackAdvice`,
 * insurance declined). The stake grows during a round (doubles, splits), so two rows: the payout over the
 * round's total stake, and the usual figure, the return per base stake (1 + the net win over the base stake),
 * next to its exact value.
 */
import {
  BLACKJACK_RTP_BASIC,
  BLACKJACK_RULES,
  blackjackAdvice,
  type BlackjackAction,
  type BlackjackBet,
} from '../src/blackjack';
import { header, ROUNDS, sourceFor, Tally } from './rtpKit';

/** Plays ROUNDS rounds by basic strategy and prints the rows. */
export function rtpBlackjack(): void {
  header('Blackjack (infinite deck, S17, 3:2, double after split, one split)');
  const perStake = new Tally('blackjack, basic strategy', null);
  const perBase = new Tally('  per base stake (usual)', BLACKJACK_RTP_BASIC);
  const random = sourceFor('blackjack');
  const bet: BlackjackBet = { stake: 1000, actions: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    let hand = BLACKJACK_RULES.deal(bet, random(round));
    for (let advice = blackjackAdvice(hand); advice !== null; advice = blackjackAdvice(hand)) {
      const action: BlackjackAction =
        advice === 'insurance-no' ? { type: 'insurance', take: false } : { type: advice };
      const next = BLACKJACK_RULES.act(hand, action);
      if (!next.ok) throw new Error(`blackjack round ${round}: ${next.error.message}`);
      hand = next.value;
    }
    perStake.add(hand.stake, hand.payout);
    perBase.add(hand.base, hand.base + hand.payout - hand.stake);
  }
  console.info(perStake.row());
  console.info(perBase.row());
}

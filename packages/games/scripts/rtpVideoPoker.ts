/**
 * The video poker section of the RTP table: every hand is held as the common simple strategy advises
 * (`videoPokerAdvice`), so the measured RTP sits a little below the published return of perfect play.
 */
import {
  VIDEO_POKER_OPTIMAL_RTP,
  VIDEO_POKER_RULES,
  videoPokerAdvice,
  type VideoPokerBet,
} from '../src/videoPoker';
import { header, ROUNDS, sourceFor, Tally } from './rtpKit';

/** Plays ROUNDS hands of Jacks or Better 8/5, each deal drawn by the simple strategy, and prints the row. */
export function rtpVideoPoker(): void {
  header('Video poker (Jacks or Better 8/5; exact RTP = published perfect play)');
  const tally = new Tally('video poker, simple strategy', VIDEO_POKER_OPTIMAL_RTP, null);
  const random = sourceFor('videoPoker');
  const bet: VideoPokerBet = { stake: 1000, actions: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const open = VIDEO_POKER_RULES.deal(bet, random(round));
    const drawn = VIDEO_POKER_RULES.act(open, { type: 'draw', hold: videoPokerAdvice(open.dealt) });
    if (!drawn.ok) throw new Error(`video poker round ${round}: ${drawn.error.message}`);
    tally.add(bet.stake, drawn.value.payout);
  }
  console.info(tally.row());
}

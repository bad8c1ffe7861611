import { describe, expect, it } from 'vitest';
import { fairRandom } from './fair';
import { applyMultiplier } from './money';
import { HAND_RULES, type HandGameId } from './games';
import { finishIdleHand, playHand, type HandOutcomeBase, type HandRules } from './hand';
import { videoPokerAdvice, type VideoPokerOutcome } from './videoPoker';
import type { BlackjackOutcome } from './blackjack';
import type { HiloOutcome } from './hilo';
import type { MinesOutcome } from './mines';

type AnyRules = HandRules<{ readonly actions: readonly unknown[] }, unknown, HandOutcomeBase>;
const rulesOf = (game: HandGameId) => HAND_RULES[game] as unknown as AnyRules;
const random = (nonce: number) => fairRandom({ serverSeed: 'a7'.repeat(32), clientSeed: 'idle-test', nonce });
const BETS: Record<HandGameId, Record<string, unknown>> = {
  mines: { stake: 1000, mines: 3 },
  hilo: { stake: 1000 },
  videoPoker: { stake: 1000 },
  blackjack: { stake: 1000 },
};

/** A hand dealt from seed `nonce`, with `actions` applied (each must be accepted). */
function handOf(game: HandGameId, nonce: number, actions: readonly unknown[] = []): HandOutcomeBase {
  const played = playHand(rulesOf(game), { ...BETS[game], actions } as never, random(nonce));
  if (!played.ok) throw new Error(played.error.message);
  return played.value;
}

describe('a hand its player left, finished by the house', () => {
  it('never adds to the stake, ends every hand that can end without a new risk, and replays from its actions', () => {
    for (const game of Object.keys(BETS) as HandGameId[]) {
      for (let nonce = 0; nonce < 300; nonce++) {
        const dealt = handOf(game, nonce);
        if (dealt.finished) continue;
        const { actions, outcome } = finishIdleHand(rulesOf(game), dealt);
        expect(outcome.stake).toBe(dealt.stake);
        // What the house played is an ordinary hand: the same bet with those actions replays to the same end.
        expect(handOf(game, nonce, actions)).toEqual(outcome);
        if (game === 'mines' || game === 'hilo') {
          // Before the first step nothing is won yet: the hand waits for its player.
          expect(actions).toEqual([]);
          expect(outcome.finished).toBe(false);
        } else {
          expect(outcome.finished).toBe(true);
        }
      }
    }
  });

  it('cashes out Mines after a safe tile at the multiplier reached', () => {
    const dealt = handOf('mines', 1) as MinesOutcome;
    const safe = [...Array(25).keys()].find((tile) => !dealt.mineTiles.includes(tile))!;
    const opened = handOf('mines', 1, [{ type: 'open', tile: safe }]) as MinesOutcome;
    const { actions, outcome } = finishIdleHand(rulesOf('mines'), opened);
    expect(actions).toEqual([{ type: 'cashOut' }]);
    expect((outcome as MinesOutcome).cashedOut).toBe(true);
    expect(outcome.payout).toBe(applyMultiplier(1000, opened.multiplier));
  });

  it('cashes out Hi-Lo after a right guess and leaves a hand with none yet', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      for (const guess of ['higher', 'lower'] as const) {
        const dealt = handOf('hilo', nonce) as HiloOutcome;
        const next = rulesOf('hilo').act(dealt, { type: guess });
        if (!next.ok || next.value.finished) continue;
        const { actions, outcome } = finishIdleHand(rulesOf('hilo'), next.value);
        expect(actions).toEqual([{ type: 'cashOut' }]);
        expect(outcome.payout).toBeGreaterThan(0);
        return;
      }
    }
    throw new Error('no right guess in 50 hands');
  });

  it('draws video poker with the suggested hold', () => {
    const dealt = handOf('videoPoker', 7) as VideoPokerOutcome;
    const { actions } = finishIdleHand(rulesOf('videoPoker'), dealt);
    expect(actions).toEqual([{ type: 'draw', hold: videoPokerAdvice(dealt.dealt) }]);
  });

  it('declines insurance and stands in blackjack, never doubling or splitting', () => {
    let insured = false;
    for (let nonce = 0; nonce < 400; nonce++) {
      const dealt = handOf('blackjack', nonce) as BlackjackOutcome;
      if (dealt.finished) continue;
      const { actions } = finishIdleHand(rulesOf('blackjack'), dealt);
      const types = actions.map((a) => (a as { type: string }).type);
      expect(types.every((t) => t === 'insurance' || t === 'stand')).toBe(true);
      if (dealt.insurance.offered) {
        insured = true;
        expect(actions[0]).toEqual({ type: 'insurance', take: false });
      }
    }
    expect(insured).toBe(true);
  });
});

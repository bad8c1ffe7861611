import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from './fair';
import { playHand } from './hand';
import { applyMultiplier } from './money';
import {
  playVideoPoker,
  VIDEO_POKER_HAND_KINDS,
  VIDEO_POKER_OPTIMAL_RTP,
  VIDEO_POKER_PAYTABLE,
  VIDEO_POKER_RULES,
  validateVideoPokerAction,
  validateVideoPokerBet,
  videoPokerAdvice,
  videoPokerCardRank,
  videoPokerCardSuit,
  videoPokerMaxPayout,
  videoPokerRank,
  type VideoPokerHandKind,
  type VideoPokerHold,
  type VideoPokerOutcome,
} from './videoPoker';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
/** A card from its name: rank 2..9, T, J, Q, K, A and suit s, h, d, c ('As' is the ace of spades). */
const card = (name: string) => SUITS.indexOf(name[1]!) * 13 + RANKS.indexOf(name[0]!);
/** Five cards from their names: 'As Ks Qs Js Ts'. */
const hand = (names: string) => names.split(' ').map(card);
/** The hold as the cards held: 'As Ks' of 'As Ks 2d 7c 9h'. */
const heldOf = (names: string, hold: readonly boolean[]) =>
  names
    .split(' ')
    .filter((_, i) => hold[i])
    .join(' ');
const draw = (hold: VideoPokerHold) => ({ type: 'draw' as const, hold });
const HOLD_NONE: VideoPokerHold = [false, false, false, false, false];
const HOLD_ALL: VideoPokerHold = [true, true, true, true, true];
const random = (nonce: number) => fairRandom({ serverSeed: SEED, clientSeed: 'video-poker', nonce });

/** A dealt hand with a chosen deck: `first` on top (the dealt five, then the replacements), the rest after. */
function dealtFrom(first: string, stake = 1000): VideoPokerOutcome {
  const top = hand(first);
  const deck = [...top, ...Array.from({ length: 52 }, (_, c) => c).filter((c) => !top.includes(c))];
  const dealt = deck.slice(0, 5);
  return {
    game: 'videoPoker',
    stake,
    deck,
    dealt,
    dealtKind: videoPokerRank(dealt),
    held: null,
    final: null,
    kind: null,
    multiplier: 0,
    finished: false,
    payout: 0,
  };
}

describe('video poker', () => {
  it('numbers the cards 0..51: rank card % 13 + 2, suit floor(card / 13)', () => {
    expect(videoPokerCardRank(0)).toBe(2);
    expect(videoPokerCardRank(12)).toBe(14);
    expect(videoPokerCardSuit(12)).toBe('spades');
    expect(videoPokerCardSuit(13)).toBe('hearts');
    expect(videoPokerCardSuit(51)).toBe('clubs');
    expect(card('As')).toBe(12);
    expect(card('2h')).toBe(13);
    expect(card('Ac')).toBe(51);
  });

  it('refuses a bad bet or action with a code a caller can act on', () => {
    expect(validateVideoPokerBet(null)).toMatchObject({ ok: false, error: { code: 'BET_INVALID' } });
    expect(validateVideoPokerBet([1000])).toMatchObject({ ok: false, error: { code: 'BET_INVALID' } });
    expect(validateVideoPokerBet({ stake: 0 })).toMatchObject({
      ok: false,
      error: { code: 'STAKE_TOO_SMALL' },
    });
    expect(validateVideoPokerBet({ stake: 1.5 })).toMatchObject({
      ok: false,
      error: { code: 'STAKE_INVALID' },
    });
    expect(validateVideoPokerBet({ stake: 100, actions: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'ACTION_INVALID' },
    });
    expect(validateVideoPokerBet({ stake: 100, actions: [draw(HOLD_ALL), draw(HOLD_NONE)] })).toMatchObject({
      ok: false,
      error: { code: 'ACTION_INVALID' },
    });
    for (const action of [
      null,
      'draw',
      { type: 'hold', hold: HOLD_ALL },
      { type: 'draw' },
      { type: 'draw', hold: [true, true, true, true] },
      { type: 'draw', hold: [true, true, true, true, true, true] },
      { type: 'draw', hold: [true, true, 1, true, true] },
      { type: 'draw', hold: 'all' },
    ]) {
      expect(validateVideoPokerAction(action)).toMatchObject({
        ok: false,
        error: { code: 'ACTION_INVALID' },
      });
      expect(validateVideoPokerBet({ stake: 100, actions: [action] })).toMatchObject({
        ok: false,
        error: { code: 'ACTION_INVALID' },
      });
    }
    expect(validateVideoPokerBet({ stake: 100 })).toEqual({ ok: true, value: { stake: 100, actions: [] } });
    expect(
      validateVideoPokerBet({ stake: 100, actions: [{ type: 'draw', hold: HOLD_ALL, extra: 1 }] }),
    ).toEqual({ ok: true, value: { stake: 100, actions: [draw(HOLD_ALL)] } });
  });

  it('ranks five cards: every kind, the ace high or low in a straight, a low pair paying nothing', () => {
    const cases: [string, VideoPokerHandKind][] = [
      ['As Ks Qs Js Ts', 'royal'],
      ['Th Ah Jh Kh Qh', 'royal'],
      ['9d Td Jd Qd Kd', 'straightFlush'],
      ['Ac 2c 3c 4c 5c', 'straightFlush'],
      ['7s 7h 7d 7c 2s', 'fourOfAKind'],
      ['As Ah Ad Ac Ks', 'fourOfAKind'],
      ['3s 3h 3d 9c 9s', 'fullHouse'],
      ['Ks Kh 2d 2c 2s', 'fullHouse'],
      ['2h 5h 8h Jh Ah', 'flush'],
      ['Ah Kh Qh Jh 9h', 'flush'],
      ['Ts Jh Qd Kc As', 'straight'],
      ['As 2h 3d 4c 5s', 'straight'],
      ['6s 2h 3d 4c 5s', 'straight'],
      ['9s Th Jd Qc Kh', 'straight'],
      ['Qs Kh Ad 2c 3s', 'nothing'],
      ['8s 8h 8d Kc 2s', 'threeOfAKind'],
      ['Js Jh 4d 4c 9s', 'twoPair'],
      ['2s 2h 3d 3c As', 'twoPair'],
      ['Js Jh 4d 7c 9s', 'jacks'],
      ['As Ah 4d 7c 9s', 'jacks'],
      ['Ts Th 4d 7c As', 'nothing'],
      ['2s 2h 4d 7c 9s', 'nothing'],
      ['2s 5h 8d Jc Ks', 'nothing'],
      ['As Kh Qd Jc 9s', 'nothing'],
    ];
    for (const [names, kind] of cases) expect([names, videoPokerRank(hand(names))]).toEqual([names, kind]);
  });

  it('the dealt five over all C(52, 5) hands: the well-known counts of each kind', () => {
    const counts = Object.fromEntries(VIDEO_POKER_HAND_KINDS.map((kind) => [kind, 0])) as Record<
      VideoPokerHandKind,
      number
    >;
    const five = [0, 0, 0, 0, 0];
    for (let a = 0; a < 48; a += 1) {
      five[0] = a;
      for (let b = a + 1; b < 49; b += 1) {
        five[1] = b;
        for (let c = b + 1; c < 50; c += 1) {
          five[2] = c;
          for (let d = c + 1; d < 51; d += 1) {
            five[3] = d;
            for (let e = d + 1; e < 52; e += 1) {
              five[4] = e;
              counts[videoPokerRank(five)] += 1;
            }
          }
        }
      }
    }
    expect(counts).toEqual({
      royal: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3744,
      flush: 5108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      jacks: 337_920,
      nothing: 2_062_860,
    });
    // Standing on every dealt hand returns 866,652 / 2,598,960 of the stake (about 33.35 %).
    const returned = VIDEO_POKER_HAND_KINDS.reduce(
      (sum, kind) => sum + counts[kind] * VIDEO_POKER_PAYTABLE[kind],
      0,
    );
    expect(returned).toBe(866_652_000);
  });

  it('pays the 8/5 table in thousandths of the stake, stake included; a royal is the most a hand pays', () => {
    expect(VIDEO_POKER_PAYTABLE).toEqual({
      royal: 800_000,
      straightFlush: 50_000,
      fourOfAKind: 25_000,
      fullHouse: 8_000,
      flush: 5_000,
      straight: 4_000,
      threeOfAKind: 3_000,
      twoPair: 2_000,
      jacks: 1_000,
      nothing: 0,
    });
    expect(videoPokerMaxPayout({ stake: 125, actions: [] })).toBe(100_000);
    expect(VIDEO_POKER_OPTIMAL_RTP).toBe(0.972984);
  });

  it('deals the same hand from the same seeds: the whole deck shuffled, its first five cards dealt', () => {
    const bet = { stake: 1000, actions: [] };
    const first = VIDEO_POKER_RULES.deal(bet, random(7));
    const again = VIDEO_POKER_RULES.deal(bet, random(7));
    expect(again).toEqual(first);
    expect(VIDEO_POKER_RULES.deal(bet, random(8)).deck).not.toEqual(first.deck);
    expect([...first.deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, c) => c));
    expect(first).toMatchObject({
      game: 'videoPoker',
      stake: 1000,
      dealt: first.deck.slice(0, 5),
      dealtKind: videoPokerRank(first.deck.slice(0, 5)),
      held: null,
      final: null,
      kind: null,
      multiplier: 0,
      finished: false,
      payout: 0,
    });
  });

  it('the draw replaces the cards not held, left to right, with deck cards 5, 6, 7, ...', () => {
    const open = VIDEO_POKER_RULES.deal({ stake: 1000, actions: [] }, random(3));
    const { deck, dealt } = open;
    const hold: VideoPokerHold = [true, false, true, false, false];
    const drawn = VIDEO_POKER_RULES.act(open, draw(hold));
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.value.final).toEqual([dealt[0], deck[5], dealt[2], deck[6], deck[7]]);
    expect(drawn.value.held).toEqual(hold);
    expect(drawn.value.finished).toBe(true);
    const none = VIDEO_POKER_RULES.act(open, draw(HOLD_NONE));
    expect(none.ok && none.value.final).toEqual(deck.slice(5, 10));
    // Holding all five is a draw too: the hand is over and paid as dealt.
    const stand = VIDEO_POKER_RULES.act(open, draw(HOLD_ALL));
    expect(stand.ok && stand.value).toMatchObject({ final: dealt, kind: open.dealtKind, finished: true });
  });

  it('pays the final hand: a drawn royal pays 800 times the stake, a low pair nothing', () => {
    // Dealt A K Q J of spades and the 3 of spades (a flush); the next card is the ten of spades.
    const open = dealtFrom('As Ks Qs Js 3s Ts');
    expect(open.dealtKind).toBe('flush');
    const royal = VIDEO_POKER_RULES.act(open, draw([true, true, true, true, false]));
    expect(royal.ok && royal.value).toMatchObject({
      final: hand('As Ks Qs Js Ts'),
      kind: 'royal',
      multiplier: 800_000,
      payout: 800_000,
    });
    const flush = VIDEO_POKER_RULES.act(open, draw(HOLD_ALL));
    expect(flush.ok && flush.value).toMatchObject({ kind: 'flush', multiplier: 5000, payout: 5000 });
    const lowPair = VIDEO_POKER_RULES.act(dealtFrom('2s 2h 4d 7c 9s', 333), draw(HOLD_ALL));
    expect(lowPair.ok && lowPair.value).toMatchObject({ kind: 'nothing', multiplier: 0, payout: 0 });
    const jacks = VIDEO_POKER_RULES.act(dealtFrom('Js Jh 4d 7c 9s', 333), draw(HOLD_ALL));
    expect(jacks.ok && jacks.value).toMatchObject({ kind: 'jacks', multiplier: 1000, payout: 333 });
  });

  it('refuses a second draw; act leaves the hand it is given as it was', () => {
    const open = VIDEO_POKER_RULES.deal({ stake: 1000, actions: [] }, random(11));
    const before = structuredClone(open);
    const drawn = VIDEO_POKER_RULES.act(open, draw(HOLD_NONE));
    expect(open).toEqual(before);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    const after = structuredClone(drawn.value);
    expect(VIDEO_POKER_RULES.act(drawn.value, draw(HOLD_ALL))).toMatchObject({
      ok: false,
      error: { code: 'ACTION_INVALID' },
    });
    expect(drawn.value).toEqual(after);
    expect(
      VIDEO_POKER_RULES.act(open, { type: 'draw', hold: [true] } as unknown as ReturnType<typeof draw>),
    ).toMatchObject({ ok: false, error: { code: 'ACTION_INVALID' } });
  });

  it('conceals the deck while the hand is open and shows it whole once drawn; plain JSON either way', () => {
    const open = VIDEO_POKER_RULES.deal({ stake: 1000, actions: [] }, random(5));
    const view = VIDEO_POKER_RULES.conceal(open);
    expect(view).toEqual({ ...open, deck: null });
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(open.deck.slice(5, 8)).slice(1, -1));
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    const drawn = VIDEO_POKER_RULES.act(open, draw([false, true, false, true, false]));
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(VIDEO_POKER_RULES.conceal(drawn.value)).toEqual(drawn.value);
    expect(JSON.parse(JSON.stringify(drawn.value))).toEqual(drawn.value);
  });

  it('plays a bet as deal then its actions; a refused action leaves the hand as it stood before it', () => {
    const bet = { stake: 1000, actions: [draw([true, false, false, true, false])] };
    const played = playVideoPoker(bet, random(21));
    const dealt = VIDEO_POKER_RULES.deal(bet, random(21));
    expect(VIDEO_POKER_RULES.act(dealt, bet.actions[0]!)).toEqual({ ok: true, value: played });
    expect(playVideoPoker({ stake: 1000, actions: [] }, random(21))).toEqual(dealt);
    // A second draw (which validation refuses) is not applied: the hand after the first draw.
    const twice = { stake: 1000, actions: [bet.actions[0]!, draw(HOLD_NONE)] };
    expect(playVideoPoker(twice, random(21))).toEqual(played);
    expect(playHand(VIDEO_POKER_RULES, twice, random(21))).toMatchObject({
      ok: false,
      error: { code: 'ACTION_INVALID' },
    });
  });

  it('any seed and hold: play = deal + draw, five distinct cards, paid by the table, within the maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
        (nonce, stake, hold) => {
          const bet = { stake, actions: [draw(hold)] };
          const played = playVideoPoker(bet, random(nonce));
          expect(playHand(VIDEO_POKER_RULES, bet, random(nonce))).toEqual({ ok: true, value: played });
          expect(validateVideoPokerBet(JSON.parse(JSON.stringify(bet)))).toEqual({ ok: true, value: bet });
          expect(played.finished).toBe(true);
          const final = played.final!;
          expect(new Set(final).size).toBe(5);
          final.forEach((c, i) =>
            expect(hold[i] ? c === played.dealt[i] : !played.dealt.includes(c)).toBe(true),
          );
          expect(played.kind).toBe(videoPokerRank(final));
          expect(played.multiplier).toBe(VIDEO_POKER_PAYTABLE[played.kind!]);
          expect(played.payout).toBe(applyMultiplier(stake, played.multiplier));
          expect(played.payout).toBeLessThanOrEqual(videoPokerMaxPayout(bet));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('advises the common simple strategy on classic hands', () => {
    const cases: [string, string][] = [
      // Made hands that cannot improve by breaking them are kept; four of a kind keeps the four.
      ['9h Th Jh Qh Kh', '9h Th Jh Qh Kh'],
      ['3s 3h 3d 9c 9s', '3s 3h 3d 9c 9s'],
      ['7s 7h 2d 7d 7c', '7s 7h 7d 7c'],
      // Four to a royal comes before a made flush or straight (but not before a straight flush).
      ['As Ks Qs Js 3s', 'As Ks Qs Js'],
      ['9s Th Jh Qh Kh', 'Th Jh Qh Kh'],
      ['Jh Jd Th Qh Kh', 'Jh Th Qh Kh'],
      // Made flush, straight or three of a kind; three of a kind keeps the three.
      ['2h 5h 8h Jh Ah', '2h 5h 8h Jh Ah'],
      ['As 2h 3d 4c 5s', 'As 2h 3d 4c 5s'],
      ['8s 8h Kd 8d 2s', '8s 8h 8d'],
      // Four to a straight flush, even an inside one, before any pair; then two pair, then a high pair.
      ['5d 6d 8d 9d 9c', '5d 6d 8d 9d'],
      ['Js Jh 4d 4c 9s', 'Js Jh 4d 4c'],
      ['Qs Qd 3h 7c 9s', 'Qs Qd'],
      // A high pair before four to a flush; three to a royal before a low pair or four to a flush.
      ['2h 5h 8h Jh Js', 'Jh Js'],
      ['Ah Kh Qh 2d 2s', 'Ah Kh Qh'],
      ['Th Jh Ah 4h 2c', 'Th Jh Ah'],
      // Four to a flush before a low pair; a low pair before four to an outside straight.
      ['2h 5h 8h Kh 5d', '2h 5h 8h Kh'],
      ['5c 6d 7h 8s 8d', '8s 8d'],
      ['3s 3d 7h 9h Kh', '3s 3d'],
      // Four to an outside straight; A-2-3-4 and J-Q-K-A are inside, so they give way to high cards.
      ['5c 6d 7h 8s Kd', '5c 6d 7h 8s'],
      ['2c 3d 4h 5s Kd', '2c 3d 4h 5s'],
      ['As 2d 3h 4c 9s', 'As'],
      ['Jc Qd Kh As 3d', 'Jc Qd'],
      // Two suited high cards before three to a straight flush; of two such pairs the lower.
      ['Jh Qh 4s 5s 6s', 'Jh Qh'],
      ['Kh Qh 5c 8d Ad', 'Kh Qh'],
      ['Kd Ah Qd 3s Jh', 'Kd Qd'],
      // Three to a straight flush (the ace low too) before unsuited high cards or one high card.
      ['4s 5s 7s Kd 2c', '4s 5s 7s'],
      ['As 2s 4s 9d 8c', 'As 2s 4s'],
      ['Ad Kc Qh 3s 8s', 'Kc Qh'],
      // A ten with a suited jack, queen or king; else one high card; else draw five.
      ['Ts Js 4h 5d 8c', 'Ts Js'],
      ['Ts Ks 4h 5d 8c', 'Ts Ks'],
      ['Ts As 4h 5d 8c', 'As'],
      ['2c 5d 7h 9s Ks', 'Ks'],
      ['2c 4d 7h 9s 3h', ''],
    ];
    for (const [dealt, kept] of cases) {
      expect([dealt, heldOf(dealt, videoPokerAdvice(hand(dealt)))]).toEqual([dealt, kept]);
    }
  });

  it('the advice is a hold the draw takes (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const open = VIDEO_POKER_RULES.deal({ stake: 10, actions: [] }, random(nonce));
        const hold = videoPokerAdvice(open.dealt);
        expect(validateVideoPokerAction(draw(hold))).toEqual({ ok: true, value: draw(hold) });
        const drawn = VIDEO_POKER_RULES.act(open, draw(hold));
        expect(drawn.ok).toBe(true);
        // A paying hand of two pair or better is never broken except for four to a royal.
        const paid = VIDEO_POKER_PAYTABLE[open.dealtKind];
        if (drawn.ok && paid >= 2000 && drawn.value.multiplier < paid) {
          expect(hold.filter(Boolean)).toHaveLength(4);
        }
      }),
      { numRuns: 300 },
    );
  });
});

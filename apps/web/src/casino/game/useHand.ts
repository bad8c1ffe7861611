import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ENGINES,
  HAND_RULES,
  fairRandom,
  hashServerSeed,
  serverSeedFromBytes,
  type HandOutcomeBase,
  type HandRules,
} from '@betline/games';
import type { CasinoRefusal, CasinoResult } from '../../api/casino';
import { actOnHand, fetchOpenHand, startHand } from '../../api/hands';
import type { HandGame, HandResponse } from '../../api/types';
import { accountOf } from '../../stores/account';
import { useStores } from '../../stores';
import { newRoundId } from '../model';
import { applyRoundBalance, blocksEveryRound, RECENT_ROUNDS, useRefusalText, type Mode } from './useRounds';

/** A hand as the screen shows it: the server's answer, or a fun hand dealt in the browser. */
export interface HandView extends Omit<HandResponse, 'accountId' | 'currencyId' | 'balance'> {
  /** Null for a fun hand (no account, no balance). */
  accountId: number | null;
  currencyId: number | null;
  balance: number | null;
  fun: boolean;
  /** A fun hand's seed, shown once it ended (a money hand's seed is revealed by rotating it). */
  serverSeed: string | null;
}

export interface HandState {
  /** The hand on the table (open or just ended); null before the first. */
  hand: HandView | null;
  /** The session's ended hands, newest first (at most RECENT_ROUNDS). */
  recent: readonly HandView[];
  busy: boolean;
  /** Why the last start or action did not go through, in the player's words. */
  refusal: string | null;
  /** The refusal came from player protection (a time-out, self-exclusion or a limit). */
  protection: boolean;
}

type AnyRules = HandRules<{ readonly actions: readonly unknown[] }, unknown, HandOutcomeBase>;

/** The engine's words for a refused bet or action of a fun hand, as a refusal the game shows. */
function engineRefusal(error: { code: string; message: string }): CasinoResult<never> {
  return { kind: 'refused', refusal: { status: 400, code: error.code, message: error.message } };
}

/** A fresh seed for a fun hand (the browser's random bytes). */
function funSeed(): { serverSeed: string; clientSeed: string; serverSeedHash: string } {
  const seed = serverSeedFromBytes(crypto.getRandomValues(new Uint8Array(32)));
  const client = serverSeedFromBytes(crypto.getRandomValues(new Uint8Array(32)));
  if (!seed.ok || !client.ok) throw new Error('the browser gave no random bytes');
  const hash = hashServerSeed(seed.value);
  if (!hash.ok) throw new Error(hash.error.message);
  return { serverSeed: seed.value, clientSeed: client.value.slice(0, 16), serverSeedHash: hash.value };
}

/**
 * Plays hands of a game played in steps (docs/adr/0054-hands.md), for money or for fun.
 *
 * A money hand lives on the server: the start's id is kept until the server answered (a retry after "no
 * answer" sends the same id, never a second stake), each action says at which step it was chosen (a retry
 * answers the hand as it is, a double tap cannot play twice), and an unfinished hand is resumed when the page
 * opens. A fun hand is dealt and played in the browser by the same engine, from a seed of its own.
 */
export function useHand(game: HandGame, mode: Mode) {
  const stores = useStores();
  const refusalText = useRefusalText();
  const [state, setState] = useState<HandState>({
    hand: null,
    recent: [],
    busy: false,
    refusal: null,
    protection: false,
  });
  const pendingStart = useRef<{ id: string; bet: string } | null>(null);
  // A fun hand's whole outcome (what the screen sees of it is concealed like a money hand's).
  const funHand = useRef<{ outcome: HandOutcomeBase; seed: ReturnType<typeof funSeed> } | null>(null);
  const rules = HAND_RULES[game] as unknown as AnyRules;

  // Switching between money and fun puts the other mode's hand away (a money hand is resumed on return).
  useEffect(() => {
    setState((prev) => ({ ...prev, hand: null, refusal: null, protection: false }));
    funHand.current = null;
  }, [mode]);

  // A money hand left unfinished (another tab, a lost connection, a reload) is resumed.
  useEffect(() => {
    if (mode !== 'real') return;
    const controller = new AbortController();
    void fetchOpenHand(game, controller.signal).then((result) => {
      if (result.kind === 'ok' && result.value !== null) {
        const open = result.value;
        setState((prev) => ({ ...prev, hand: { ...open, fun: false, serverSeed: null } }));
      }
    });
    return () => controller.abort();
  }, [game, mode]);

  /** Shows an answer (or a refusal) and keeps an ended hand in the session's list. */
  const settle = useCallback(
    (result: CasinoResult<HandView>): HandView | null => {
      if (result.kind === 'ok') {
        const hand = result.value;
        applyRoundBalance(accountOf(stores), hand.accountId, hand.balance);
        setState((prev) => ({
          hand,
          recent:
            hand.status === 'ended'
              ? [hand, ...prev.recent.filter((each) => each.handId !== hand.handId)].slice(0, RECENT_ROUNDS)
              : prev.recent,
          busy: false,
          refusal: null,
          protection: false,
        }));
        return hand;
      }
      const protection = result.kind === 'refused' && blocksEveryRound(result.refusal as CasinoRefusal);
      setState((prev) => ({ ...prev, busy: false, refusal: refusalText(result), protection }));
      return null;
    },
    [refusalText, stores],
  );

  const funView = useCallback(
    (handId: string, bet: Record<string, unknown>, actions: unknown[]) => {
      const { outcome, seed } = funHand.current!;
      const ended = outcome.finished;
      const view: HandView = {
        handId,
        game,
        status: ended ? 'ended' : 'open',
        stake: outcome.stake,
        win: outcome.payout,
        accountId: null,
        currencyId: null,
        balance: null,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: 0,
        version: ENGINES[game].version,
        bet,
        actions,
        outcome: ended ? outcome : rules.conceal(outcome),
        fun: true,
        serverSeed: ended ? seed.serverSeed : null,
      };
      return view;
    },
    [game, rules],
  );

  /** Starts a hand with the bet (no actions). */
  const start = useCallback(
    async (bet: Record<string, unknown>): Promise<HandView | null> => {
      setState((prev) => ({ ...prev, busy: true, refusal: null, protection: false }));
      if (mode === 'fun') {
        const valid = ENGINES[game].validate({ ...bet, actions: [] } as never);
        if (!valid.ok) return settle(engineRefusal(valid.error));
        const seed = funSeed();
        funHand.current = {
          outcome: rules.deal(valid.value as never, fairRandom({ ...seed, nonce: 0 })),
          seed,
        };
        return settle({ kind: 'ok', value: funView(newRoundId(), bet, []) });
      }
      const key = JSON.stringify(bet);
      if (pendingStart.current === null || pendingStart.current.bet !== key)
        pendingStart.current = { id: newRoundId(), bet: key };
      const result = await startHand({ handId: pendingStart.current.id, game, bet });
      if (result.kind !== 'failed') pendingStart.current = null;
      return settle(
        result.kind === 'ok'
          ? { kind: 'ok', value: { ...result.value, fun: false, serverSeed: null } }
          : result,
      );
    },
    [funView, game, mode, rules, settle],
  );

  /** The player's next action on the open hand. */
  const act = useCallback(
    async (action: Record<string, unknown>): Promise<HandView | null> => {
      const hand = state.hand;
      if (hand === null || hand.status !== 'open') return null;
      setState((prev) => ({ ...prev, busy: true, refusal: null, protection: false }));
      if (hand.fun) {
        const valid = rules.validateAction(action);
        if (!valid.ok) return settle(engineRefusal(valid.error));
        const next = rules.act(funHand.current!.outcome, valid.value);
        if (!next.ok) return settle(engineRefusal(next.error));
        funHand.current = { ...funHand.current!, outcome: next.value };
        return settle({
          kind: 'ok',
          value: funView(hand.handId, hand.bet as Record<string, unknown>, [...hand.actions, action]),
        });
      }
      const result = await actOnHand(hand.handId, { step: hand.actions.length, action });
      return settle(
        result.kind === 'ok'
          ? { kind: 'ok', value: { ...result.value, fun: false, serverSeed: null } }
          : result,
      );
    },
    [funView, rules, settle, state.hand],
  );

  return { ...state, start, act };
}

/**
 * A bonus game's play as the page holds it (docs/adr/0049-bonus-games.md): a real play lives on the server (one
 * of the player's free plays; its prize is credited to the bonus account), a play for fun lives in the browser
 * (a seed drawn here, the same engines, nothing sent and nothing paid). Both have the same shape, so that the
 * boards, the result and the fairness check do not care which it is.
 */
import { useRef, useState } from 'react';
import type { BonusGame, BonusPlay } from '@betline/contracts';
import { dealBonusGame, replayBonusPlay } from '@betline/games/bonus';
import { hashServerSeed, serverSeedFromBytes } from '@betline/games/fair';
import { actBonusPlay, startBonusPlay } from '../../api/promotions';
import { statusOf } from '../../api/errors';
import { isHttpError } from '../../api/http';

export type PlayMode = 'real' | 'fun';

/** A play, real or for fun. */
export interface PlayState {
  playId: string;
  game: BonusGame;
  fun: boolean;
  status: 'open' | 'finished';
  step: number;
  view: unknown;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string | null;
  actions: unknown[] | null;
  /** Hundredths of the unit, once over. */
  prize: number | null;
  /** Minor units of `iso`, once over (real plays). */
  amount: number | null;
  iso: string | null;
  unit: number | null;
}

/** Why the last start or action did not happen, for the page to say in the player's words. */
export type PlayRefusal = 'no_plays' | 'excluded' | 'sign_in' | 'stale' | 'failed';

export function fromServer(play: BonusPlay): PlayState {
  return { ...play, fun: false };
}

/** Plays for fun: the whole play in the browser, its board from a seed drawn here. */
interface LocalPlay {
  state: PlayState;
  board: unknown;
  done: unknown[];
  /** Revealed in the state once the play is over. */
  serverSeed: string;
}

function randomHex(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  crypto.getRandomValues(out);
  return out;
}

function localState(game: BonusGame, local: Omit<LocalPlay, 'state'>, base: PlayState): PlayState {
  const replay = replayBonusPlay(game, local.board, local.done);
  if (!replay.ok) throw new Error(replay.error.message);
  const finished = replay.value.finished;
  return {
    ...base,
    status: finished ? 'finished' : 'open',
    step: local.done.length,
    view: replay.value.view,
    serverSeed: finished ? local.serverSeed : null,
    actions: finished ? [...local.done] : null,
    prize: replay.value.prize,
  };
}

function startLocal(game: BonusGame): LocalPlay {
  const seed = serverSeedFromBytes(randomHex(32));
  if (!seed.ok) throw new Error(seed.error.message);
  const hash = hashServerSeed(seed.value);
  if (!hash.ok) throw new Error(hash.error.message);
  const clientSeed = Array.from(randomHex(8), (b) => b.toString(16).padStart(2, '0')).join('');
  const board = dealBonusGame(game, { serverSeed: seed.value, clientSeed, nonce: 0 });
  const base: PlayState = {
    playId: crypto.randomUUID(),
    game,
    fun: true,
    status: 'open',
    step: 0,
    view: null,
    serverSeedHash: hash.value,
    clientSeed,
    serverSeed: null,
    actions: null,
    prize: null,
    amount: null,
    iso: null,
    unit: null,
  };
  const local = { board, done: [] as unknown[], serverSeed: seed.value };
  return { ...local, state: localState(game, local, base) };
}

function refusalOf(error: unknown): PlayRefusal {
  const status = statusOf(error);
  const code = isHttpError(error) ? (error.response.data as { code?: string } | undefined)?.code : undefined;
  if (status === 401) return 'sign_in';
  if (status === 403) return 'excluded';
  if (code === 'no_plays') return 'no_plays';
  if (status === 409) return 'stale';
  return 'failed';
}

/**
 * The page's play: `start` begins one (real: on one of the player's free plays; fun: in the browser), `act`
 * takes the next action and starts a play first when none is open (a chest, a card or a door chosen at once).
 * A real start that failed keeps its play id, so that trying again cannot take a second free play.
 */
export function usePlay(
  game: BonusGame,
  mode: PlayMode,
  options: { resume?: BonusPlay; onFinished?: (play: PlayState) => void } = {},
) {
  const [play, setPlay] = useState<PlayState | null>(
    options.resume && mode === 'real' ? fromServer(options.resume) : null,
  );
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<PlayRefusal | null>(null);
  const local = useRef<LocalPlay | null>(null);
  const pendingId = useRef<string | null>(null);

  const settle = (next: PlayState) => {
    setPlay(next);
    if (next.status === 'finished') options.onFinished?.(next);
    return next;
  };

  async function begin(): Promise<PlayState | null> {
    setRefusal(null);
    if (mode === 'fun') {
      local.current = startLocal(game);
      return settle(local.current.state);
    }
    pendingId.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const started = fromServer(await startBonusPlay(game, pendingId.current));
      pendingId.current = null;
      return settle(started);
    } catch (error) {
      setRefusal(refusalOf(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function act(action: object): Promise<void> {
    setRefusal(null);
    const current = play?.status === 'open' && play.fun === (mode === 'fun') ? play : await begin();
    if (current === null || current.status !== 'open') return;
    if (current.fun) {
      const held = local.current;
      if (held === null) return;
      const replay = replayBonusPlay(game, held.board, [...held.done, action]);
      if (!replay.ok) return;
      held.done.push(action);
      held.state = localState(game, held, held.state);
      settle(held.state);
      return;
    }
    setBusy(true);
    try {
      settle(fromServer(await actBonusPlay(current.playId, current.step, action)));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }

  /** Leaves a finished play (the board returns to its first state). */
  function reset() {
    setPlay(null);
    setRefusal(null);
    local.current = null;
  }

  return { play, busy, refusal, begin, act, reset };
}

/**
 * Checks a finished play in the browser: the revealed seed hashes to the commitment shown at the start, and the
 * board dealt from it with the recorded actions gives the same prize.
 */
export function verifyPlay(play: PlayState): boolean {
  if (play.serverSeed === null || play.prize === null) return false;
  const hash = hashServerSeed(play.serverSeed);
  if (!hash.ok || hash.value !== play.serverSeedHash) return false;
  const board = dealBonusGame(play.game, {
    serverSeed: play.serverSeed,
    clientSeed: play.clientSeed,
    nonce: 0,
  });
  const replay = replayBonusPlay(play.game, board, play.actions ?? []);
  return replay.ok && replay.value.finished && replay.value.prize === play.prize;
}

/** Test doubles of the push client's surroundings: a WebSocket with a hand for the server, timers, the network. */
import type { PushClientMessage, PushServerMessage, PushUpdate, SportsGame } from '../../../api/types';
import type { NetworkWatch, PushScheduler, SocketConstructor, SocketLike } from '../client';

export interface FakeSocket extends SocketLike {
  url: string;
  /** What the client sent, parsed. */
  sent: PushClientMessage[];
  closed: boolean;
  /** The server sends a message. */
  serve(message: PushServerMessage): void;
  /** The connection breaks (a close event). */
  drop(): void;
}

/** A WebSocket class whose instances are recorded in `sockets`. */
export function fakeSockets(): { Socket: SocketConstructor; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  class Socket implements FakeSocket {
    onopen: SocketLike['onopen'] = null;
    onmessage: SocketLike['onmessage'] = null;
    onclose: SocketLike['onclose'] = null;
    onerror: SocketLike['onerror'] = null;
    sent: PushClientMessage[] = [];
    closed = false;
    constructor(public url: string) {
      sockets.push(this);
    }
    send(data: string): void {
      if (this.closed) throw new Error('send on a closed socket');
      this.sent.push(JSON.parse(data) as PushClientMessage);
    }
    close(): void {
      this.closed = true;
    }
    serve(message: PushServerMessage): void {
      this.onmessage?.({ data: JSON.stringify(message) });
    }
    drop(): void {
      this.closed = true;
      this.onclose?.({});
    }
  }
  return {
    Socket,
    sockets,
    last() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}

/** Timers on a virtual clock and a microtask queue run by hand. */
export function fakeScheduler() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const microtasks: (() => void)[] = [];
  const scheduler: PushScheduler = {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    queueMicrotask(callback) {
      microtasks.push(callback);
    },
  };
  function runMicrotasks(): void {
    while (microtasks.length > 0) microtasks.shift()?.();
  }
  return {
    scheduler,
    now: () => now,
    runMicrotasks,
    /** Moves the clock on, running due timers in order (and the microtasks after each). */
    advance(ms: number): void {
      runMicrotasks();
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        runMicrotasks();
      }
      now = end;
    },
    /** Delays (from now) of the pending timers. */
    pending: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
  };
}

/** The browser's online flag, switched by the test. */
export function fakeNetwork(): NetworkWatch & { set(online: boolean): void } {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      for (const listener of [...listeners]) listener(value);
    },
  };
}

/** An update of one game with the given prices. */
export function update(
  seq: number,
  gameId: number,
  odds: [number, number | null][] = [],
  patch: Partial<PushUpdate> = {},
): PushUpdate {
  return {
    type: 'update',
    seq,
    gameId,
    sportId: 1,
    status: 'live',
    suspended: false,
    clockSec: 600,
    period: 1,
    score: [0, 0],
    events: [],
    odds,
    ...patch,
  };
}

/** A game as the REST API answers it, with a 1X2 market of outcomes `gameId*10 + 1..3`. */
export function gameFixture(gameId: number, coefs: (number | null)[] = [2100, 3300, 3500]): SportsGame {
  return {
    gameId,
    sportId: 1,
    sportNameEng: 'Football',
    baseSportId: 1,
    champId: 1,
    champNameEng: 'League',
    countryEng: 'England',
    nameEng: `Home ${gameId} - Away ${gameId}`,
    firstOpponent: { teamId: 1, nameEng: 'Home' },
    secondOpponent: { teamId: 2, nameEng: 'Away' },
    startAt: '2026-11-23T12:00:00Z',
    gameStartDateTime: 1_795_000_000,
    gameStatusId: 2,
    isLive: true,
    isFinished: false,
    isSuspended: false,
    isTop: false,
    gameTimeSec: 1200,
    period: 1,
    score: { first: 1, second: 0 },
    periodScores: [],
    scoreFormatted: '1:0',
    winner: null,
    outrightWinnerId: null,
    marketsCount: 1,
    markets: [
      {
        groupId: 1,
        nameEng: '1X2',
        kind: 1,
        param: null,
        isMain: true,
        margin: 0.05,
        cover: 1,
        outcomes: coefs.map((coefThousandths, i) => ({
          id: gameId * 10 + i + 1,
          sportId: 1,
          sportName: 'Football',
          champId: 1,
          champName: 'League',
          gameId,
          typeId: i + 1,
          kind: 1,
          coef: coefThousandths === null ? null : coefThousandths / 1000,
          coefThousandths,
          coefByView: '',
          isLive: true,
          isSpecialCoef: false,
          nameEng: ['1', 'X', '2'][i] ?? '',
          param: null,
          isSuspended: coefThousandths === null,
          result: null,
        })),
      },
    ],
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createPushClient,
  SUPPORT_KEY,
  targetKeys,
  type PushClient,
  type PushSink,
} from './client';
import type { SupportPush } from '../../api/types';
import { fakeNetwork, fakeScheduler, fakeSockets, update } from './test/fakes';
import type { PushConnectionStatus } from './store';

function recordingSink() {
  const events: string[] = [];
  const statuses: PushConnectionStatus[] = [];
  const seqs: number[] = [];
  /** What the client still wanted at each release, its keys sorted. */
  const releases: string[][] = [];
  const sink: PushSink = {
    status: (status) => statuses.push(status),
    update: (u) => events.push(`update ${u.seq}`),
    seq: (seq) => seqs.push(seq),
    dropped: () => events.push('dropped'),
    confirmed: (kind) => events.push(`confirmed ${kind}`),
    released: (wanted) => releases.push([...wanted].sort()),
  };
  return { sink, events, statuses, seqs, releases, status: () => statuses.at(-1) ?? 'idle' };
}

function setup(options: { random?: () => number } = {}) {
  const sockets = fakeSockets();
  const time = fakeScheduler();
  const network = fakeNetwork();
  const recorded = recordingSink();
  const client = createPushClient({
    WebSocket: sockets.Socket,
    scheduler: time.scheduler,
    network,
    sink: recorded.sink,
    random: options.random ?? (() => 1),
    url: () => 'ws://betline.test/web-api/sportsbook/push',
  });
  return { client, time, network, ...sockets, ...recorded };
}

let current: PushClient | null = null;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  current?.dispose();
  current = null;
});

/** Opens the socket with a hello (heartbeat 1 s) and forgets what was sent so far. */
function connected(t: ReturnType<typeof setup>, seq = 10) {
  t.time.runMicrotasks();
  const socket = t.last();
  socket.serve({ type: 'hello', seq, heartbeatMs: 1000 });
  return socket;
}

describe('push client', () => {
  it('opens one socket for every subscriber, lazily on the first subscription', () => {
    const t = setup();
    current = t.client;
    t.time.runMicrotasks();
    expect(t.sockets).toHaveLength(0);

    t.client.subscribe({ lists: [{ section: 'live' }] });
    t.client.subscribe({ gameIds: [2, 1] });
    t.client.subscribe({ lists: [{ section: 'line', sportId: 1 }], gameIds: [1] });
    t.time.runMicrotasks();
    expect(t.sockets).toHaveLength(1);
    expect(t.last().url).toBe('ws://betline.test/web-api/sportsbook/push');
    expect(t.status()).toBe('connecting');

    const socket = t.last();
    socket.serve({ type: 'hello', seq: 10, heartbeatMs: 1000 });
    // Everything wanted goes in one message once the server has said hello.
    expect(socket.sent).toEqual([
      {
        type: 'subscribe',
        gameIds: [1, 2],
        lists: [{ section: 'line', sportId: 1 }, { section: 'live' }],
      },
    ]);
    expect(t.status()).toBe('open');
    expect(t.client.state().lastSeq).toBe(10);

    t.client.subscribe({ gameIds: [3] });
    t.time.runMicrotasks();
    expect(t.sockets).toHaveLength(1);
  });

  it('coalesces the changes of one task into one subscribe and one unsubscribe message', () => {
    const t = setup();
    current = t.client;
    const releaseLive = t.client.subscribe({ lists: [{ section: 'live' }] });
    const socket = connected(t);
    socket.sent.length = 0;

    t.client.subscribe({ gameIds: [5] });
    t.client.subscribe({ gameIds: [6] });
    releaseLive();
    // Added and removed in the same task: nothing to tell.
    const releaseSeven = t.client.subscribe({ gameIds: [7] });
    releaseSeven();
    expect(socket.sent).toEqual([]);
    t.time.runMicrotasks();
    expect(socket.sent).toEqual([
      { type: 'subscribe', gameIds: [5, 6] },
      { type: 'unsubscribe', lists: [{ section: 'live' }] },
    ]);
  });

  it('unsubscribes only when the last subscriber of a target leaves; a release twice counts once', () => {
    const t = setup();
    current = t.client;
    const first = t.client.subscribe({ gameIds: [5] });
    const second = t.client.subscribe({ gameIds: [5] });
    const socket = connected(t);
    socket.sent.length = 0;

    first();
    first();
    t.time.runMicrotasks();
    expect(socket.sent).toEqual([]);
    expect(t.client.state().wanted.get('g:5')).toBe(1);

    second();
    t.time.runMicrotasks();
    expect(socket.sent).toEqual([{ type: 'unsubscribe', gameIds: [5] }]);
  });

  it('splits a large subscription to the server limits (100 games, 20 lists a message)', () => {
    const t = setup();
    current = t.client;
    const gameIds = Array.from({ length: 150 }, (_, i) => i + 1);
    const lists = Array.from({ length: 25 }, (_, i) => ({ section: 'line' as const, sportId: i + 1 }));
    t.client.subscribe({ gameIds, lists });
    const socket = connected(t);
    expect(socket.sent).toHaveLength(2);
    expect(
      socket.sent.map((m) => (m.type === 'subscribe' ? [m.gameIds?.length, m.lists?.length] : [])),
    ).toEqual([
      [100, 20],
      [50, 5],
    ]);
  });

  it('ignores invalid ids and gives the same keys for the same targets in any order', () => {
    expect(targetKeys({ gameIds: [3, 1, 3, 0, -2, 1.5], lists: [{ section: 'live', sportId: 2 }] })).toEqual([
      'g:1',
      'g:3',
      'l:live:2',
    ]);
    expect(targetKeys({ lists: [{ section: 'live', sportId: 2 }], gameIds: [1, 3] })).toEqual(
      targetKeys({ gameIds: [3, 1], lists: [{ section: 'live', sportId: 2 }] }),
    );
  });

  it('after a drop reconnects, subscribes again and resumes from the last sequence seen', () => {
    const t = setup({ random: () => 0 });
    current = t.client;
    t.client.subscribe({ gameIds: [42], lists: [{ section: 'live', sportId: 1 }] });
    const first = connected(t, 10);
    first.serve(update(11, 42));
    first.serve(update(12, 42));
    first.serve({ type: 'heartbeat', seq: 15, time: '2026-11-23T12:00:00Z' });
    expect(t.client.state().lastSeq).toBe(15);

    first.drop();
    expect(t.status()).toBe('reconnecting');
    expect(t.events.at(-1)).toBe('dropped');
    // The first retry waits about half a second (here the jitter's low end).
    expect(t.time.pending()).toContain(250);
    t.time.advance(250);
    expect(t.sockets).toHaveLength(2);
    const second = t.last();
    expect(t.status()).toBe('reconnecting');

    second.serve({ type: 'hello', seq: 30, heartbeatMs: 1000 });
    expect(second.sent).toEqual([
      { type: 'subscribe', gameIds: [42], lists: [{ section: 'live', sportId: 1 }] },
      { type: 'resume', seq: 15 },
    ]);
    // Honest: still reconnecting while the missed updates are replayed.
    expect(t.status()).toBe('reconnecting');
    second.serve(update(20, 42));
    // A heartbeat during the replay may run ahead of what was delivered: it does not move the sequence.
    second.serve({ type: 'heartbeat', seq: 30, time: '2026-11-23T12:00:01Z' });
    expect(t.client.state().lastSeq).toBe(20);
    second.serve({ type: 'resumed', seq: 30 });
    expect(t.status()).toBe('open');
    expect(t.client.state().lastSeq).toBe(30);
    expect(t.events).toEqual(['update 11', 'update 12', 'dropped', 'update 20', 'confirmed resumed']);
  });

  it('a reset answer is passed on (pages reload) and the sequence continues from the server', () => {
    const t = setup();
    current = t.client;
    t.client.subscribe({ gameIds: [42] });
    connected(t, 10).drop();
    t.time.advance(500);
    const second = t.last();
    second.serve({ type: 'hello', seq: 9000, heartbeatMs: 1000 });
    expect(second.sent.at(-1)).toEqual({ type: 'resume', seq: 10 });
    second.serve({ type: 'reset', seq: 9000, message: 'events after 10 are no longer kept' });
    expect(t.events).toEqual(['dropped', 'confirmed reset']);
    expect(t.client.state().lastSeq).toBe(9000);
    expect(t.status()).toBe('open');
  });

  it('a failed resume (server error) is treated as a reset', () => {
    const t = setup();
    current = t.client;
    t.client.subscribe({ gameIds: [42] });
    connected(t, 10).drop();
    t.time.advance(500);
    t.last().serve({ type: 'hello', seq: 20, heartbeatMs: 1000 });
    t.last().serve({ type: 'error', message: 'resume failed: reload and subscribe again' });
    expect(t.events.at(-1)).toBe('confirmed reset');
    expect(t.status()).toBe('open');
  });

  it('the heartbeat watchdog treats a silent socket as dead after two periods and reconnects', () => {
    const t = setup();
    current = t.client;
    t.client.subscribe({ gameIds: [1] });
    const socket = connected(t);
    t.time.advance(1900);
    socket.serve({ type: 'heartbeat', seq: 10, time: '2026-11-23T12:00:00Z' });
    t.time.advance(1999);
    expect(socket.closed).toBe(false);
    expect(t.status()).toBe('open');
    t.time.advance(1);
    expect(socket.closed).toBe(true);
    expect(t.status()).toBe('reconnecting');
    t.time.advance(500);
    expect(t.sockets).toHaveLength(2);
  });

  it('gives up on a socket that never says hello', () => {
    const t = setup();
    current = t.client;
    t.client.subscribe({ gameIds: [1] });
    t.time.runMicrotasks();
    t.time.advance(10_000);
    expect(t.sockets[0]?.closed).toBe(true);
    expect(t.status()).toBe('reconnecting');
    // Nothing was confirmed through it: no drop to report.
    expect(t.events).toEqual([]);
  });

  it('backoff doubles from about 0.5 s and is capped at 15 s, with jitter; a confirmed connection resets it', () => {
    const t = setup({ random: () => 1 });
    current = t.client;
    t.client.subscribe({ gameIds: [1] });
    t.time.runMicrotasks();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      t.last().drop();
      const [wait] = t.time.pending().filter((ms) => ms !== 10_000);
      waits.push(wait ?? -1);
      t.time.advance(wait ?? 0);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    t.last().serve({ type: 'hello', seq: 1, heartbeatMs: 1000 });
    t.last().drop();
    expect(t.time.pending()).toContain(500);

    // Jitter: between half the cap and the cap.
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(20, () => 0)).toBe(7500);
    expect(backoffDelay(20, () => 0.999)).toBeLessThanOrEqual(15_000);
  });

  it('pauses reconnecting while offline and reconnects at once when back online', () => {
    const t = setup();
    current = t.client;
    t.client.subscribe({ gameIds: [1] });
    const socket = connected(t);
    t.network.set(false);
    expect(socket.closed).toBe(true);
    expect(t.status()).toBe('offline');
    t.time.advance(60_000);
    expect(t.sockets).toHaveLength(1);

    t.network.set(true);
    expect(t.sockets).toHaveLength(2);
    expect(t.status()).toBe('reconnecting');
  });

  it('does not open a socket while offline', () => {
    const t = setup();
    current = t.client;
    t.network.set(false);
    t.client.subscribe({ gameIds: [1] });
    t.time.runMicrotasks();
    expect(t.sockets).toHaveLength(0);
    expect(t.status()).toBe('offline');
    t.network.set(true);
    expect(t.sockets).toHaveLength(1);
  });

  it('goes quiet when nothing has been subscribed for 30 s, and resumes on the next subscription', () => {
    const t = setup();
    current = t.client;
    const release = t.client.subscribe({ gameIds: [1] });
    const socket = connected(t, 10);
    /** The server beats every second while the clock moves on. */
    const beating = (ms: number) => {
      for (let left = ms; left > 0; left -= 1000) {
        t.time.advance(Math.min(1000, left));
        if (!socket.closed) socket.serve({ type: 'heartbeat', seq: 10, time: '2026-11-23T12:00:00Z' });
      }
    };
    release();
    beating(29_000);
    expect(socket.closed).toBe(false);
    // A subscription within the 30 s keeps the socket.
    const again = t.client.subscribe({ gameIds: [1] });
    beating(60_000);
    expect(socket.closed).toBe(false);
    again();
    beating(30_000);
    expect(socket.closed).toBe(true);
    expect(t.status()).toBe('idle');
    expect(t.events).toEqual(['dropped']);

    t.client.subscribe({ gameIds: [2] });
    t.time.runMicrotasks();
    expect(t.status()).toBe('connecting');
    t.last().serve({ type: 'hello', seq: 40, heartbeatMs: 1000 });
    expect(t.last().sent).toEqual([
      { type: 'subscribe', gameIds: [2] },
      { type: 'resume', seq: 10 },
    ]);
  });

  it('tells the sink what it still wants when a target is released, and drops updates for what it no longer wants', () => {
    const t = setup();
    current = t.client;
    const board = t.client.subscribe({ lists: [{ section: 'live', sportId: 1 }] });
    const game = t.client.subscribe({ gameIds: [7] });
    const socket = connected(t, 10);
    expect(t.releases).toEqual([]);

    // Released and taken again in the same task: nothing left the wanted set.
    game();
    const again = t.client.subscribe({ gameIds: [7] });
    t.time.runMicrotasks();
    expect(t.releases).toEqual([['g:7', 'l:live:1']]);
    again();
    t.time.runMicrotasks();
    expect(t.releases.at(-1)).toEqual(['l:live:1']);
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', gameIds: [7] });

    // An update the server sent before it heard of the release is not passed on; its sequence still counts.
    socket.serve(update(11, 7, [[71, 1500]], { sportId: 2 }));
    // The list still covers live games of sport 1, and a game of another sport that is not followed is dropped.
    socket.serve(update(12, 8, [[81, 1500]], { sportId: 1 }));
    socket.serve(update(13, 9, [[91, 1500]], { sportId: 3 }));
    expect(t.events).toEqual(['update 12']);
    expect(t.client.state().lastSeq).toBe(13);

    board();
    t.time.runMicrotasks();
    expect(t.releases.at(-1)).toEqual([]);
  });

  it('dispose releases everything it still wanted', () => {
    const t = setup();
    t.client.subscribe({ gameIds: [1] });
    t.time.runMicrotasks();
    t.client.dispose();
    expect(t.releases).toEqual([[]]);
  });

  describe('support tickets', () => {
    it("follows the player's tickets, hands their changes to listeners and asks them to read again after a drop", () => {
      const t = setup();
      current = t.client;
      const changes: (SupportPush | null)[] = [];
      const stop = t.client.onSupport((change) => changes.push(change));
      t.client.acquire([SUPPORT_KEY]);
      const socket = connected(t);
      expect(socket.sent).toEqual([{ type: 'subscribe', support: true }]);
      socket.serve({ type: 'subscribed', gameIds: [], lists: [], support: true });

      const change: SupportPush = { type: 'support', ticketId: 4, status: 'answered', messageId: 9 };
      socket.serve(change);
      expect(changes).toEqual([change]);

      socket.drop();
      t.time.advance(1000);
      const second = t.last();
      expect(second).not.toBe(socket);
      second.serve({ type: 'hello', seq: 10, heartbeatMs: 1000 });
      expect(second.sent).toContainEqual({ type: 'subscribe', support: true });
      second.serve({ type: 'resumed', seq: 10 });
      // What changed while the socket was down is unknown: the listener reads again.
      expect(changes).toEqual([change, null]);

      stop();
      second.serve(change);
      expect(changes).toHaveLength(2);
    });

    it('opens the socket again once when it was opened before the player signed in', () => {
      const t = setup();
      current = t.client;
      t.client.acquire([SUPPORT_KEY]);
      const guest = connected(t);
      guest.serve({ type: 'subscribed', gameIds: [], lists: [], support: false });
      expect(guest.closed).toBe(true);
      const signedIn = t.last();
      expect(signedIn).not.toBe(guest);
      signedIn.serve({ type: 'hello', seq: 10, heartbeatMs: 1000 });
      expect(signedIn.sent).toContainEqual({ type: 'subscribe', support: true });
      // Still no session on the new socket (a guest indeed): no third attempt.
      signedIn.serve({ type: 'subscribed', gameIds: [], lists: [], support: false });
      expect(t.last()).toBe(signedIn);
      expect(signedIn.closed).toBe(false);
    });
  });
});

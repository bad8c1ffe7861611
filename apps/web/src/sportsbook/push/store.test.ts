import { beforeEach, describe, expect, it } from 'vitest';
import { FRAME_FALLBACK_MS, createLiveStore, type LiveStore } from './store';
import { gameFixture as game, update } from './test/fakes';

let live: LiveStore;

/** A frame scheduler run by hand. */
function fakeFrames() {
  let frames: (() => void)[] = [];
  let timers: (() => void)[] = [];
  let now = 1_000;
  let hidden = false;
  live.configure({
    now: () => now,
    requestFrame: (callback) => {
      frames.push(callback);
      return frames.length;
    },
    cancelFrame: () => {
      frames = [];
    },
    setTimeout: (callback) => {
      timers.push(callback);
      return timers.length;
    },
    clearTimeout: () => {
      timers = [];
    },
    hidden: () => hidden,
  });
  return {
    frames: () => frames.length,
    timers: () => timers.length,
    frame() {
      const run = frames;
      frames = [];
      for (const callback of run) callback();
    },
    timeout() {
      const run = timers;
      timers = [];
      for (const callback of run) callback();
    },
    setNow: (ms: number) => (now = ms),
    setHidden: (value: boolean) => (hidden = value),
  };
}

beforeEach(() => {
  live = createLiveStore();
});

describe('push store: batches', () => {
  it('applies the updates of one frame in one batch, once, when the frame comes', () => {
    const frames = fakeFrames();
    live.seed([game(1), game(2)]);
    live.update(update(11, 1, [[11, 2200]]));
    live.update(update(12, 2, [[21, 2000]], { score: [1, 1] }));
    live.update(update(13, 1, [[12, 3000]]));
    // One frame requested for the three; nothing applied before it.
    expect(frames.frames()).toBe(1);
    expect(live.priceOf(11)?.thousandths).toBe(2100);
    const before = live.appliedBatches();
    frames.frame();
    expect(live.appliedBatches()).toBe(before + 1);
    expect(live.priceOf(11)?.thousandths).toBe(2200);
    expect(live.priceOf(12)?.thousandths).toBe(3000);
    expect(live.priceOf(21)?.thousandths).toBe(2000);
    expect(live.gameOf(2)?.score).toEqual([1, 1]);
    expect(live.connection.lastSeq).toBe(13);
    expect(frames.frames()).toBe(0);
    expect(frames.timers()).toBe(0);
  });

  it('writes each proxy once per batch, the direction against what was shown before the frame', () => {
    const frames = fakeFrames();
    live.seed([game(1)]);
    let notified = 0;
    const stop = live.prices.subscribe(11, () => (notified += 1));
    frames.setNow(5_000);
    live.update(update(11, 1, [[11, 2500]]));
    live.update(update(12, 1, [[11, 2300]]));
    frames.frame();
    stop();
    expect(live.priceOf(11)).toMatchObject({
      thousandths: 2300,
      previous: 2100,
      direction: 'up',
      changedAt: 5_000,
    });
    // One new entry and one notification for the batch.
    expect(notified).toBe(1);

    live.update(update(13, 1, [[11, 1900]]));
    frames.frame();
    expect(live.priceOf(11)).toMatchObject({ thousandths: 1900, previous: 2300, direction: 'down' });

    // Withdrawn and offered again: no direction across "not offered".
    live.update(update(14, 1, [[11, null]]));
    frames.frame();
    expect(live.priceOf(11)).toMatchObject({ thousandths: null, previous: 1900, direction: null });
  });

  it('stores an update for an outcome nothing seeded, with its game', () => {
    fakeFrames();
    live.update(
      update(5, 7, [[701, 1800]], {
        suspended: true,
        events: [{ type: 'suspend', gameId: 7, clockSec: 600 }],
      }),
    );
    live.flush();
    expect(live.priceOf(701)).toMatchObject({
      known: true,
      thousandths: 1800,
      gameId: 7,
      stale: false,
      direction: null,
    });
    expect(live.gameOf(7)).toMatchObject({ suspended: true, status: 'live', lastEvent: { type: 'suspend' } });
  });

  it('applies the batch on a timer when the tab is hidden (no frames come)', () => {
    const frames = fakeFrames();
    frames.setHidden(true);
    live.update(update(5, 1, [[11, 1800]]));
    expect(frames.frames()).toBe(0);
    expect(frames.timers()).toBe(1);
    frames.timeout();
    expect(live.priceOf(11)?.thousandths).toBe(1800);
    expect(FRAME_FALLBACK_MS).toBeGreaterThan(0);
  });

  it('a heartbeat sequence reaches the status at the next frame', () => {
    const frames = fakeFrames();
    live.seq(99);
    expect(live.connection.lastSeq).toBe(0);
    frames.frame();
    expect(live.connection.lastSeq).toBe(99);
  });

  it('a REST answer requested before a socket update does not overwrite it', () => {
    fakeFrames();
    live.seed([game(1)]);
    const since = live.mark();
    live.update(update(20, 1, [[11, 2600]]));
    live.flush();
    // The answer (sent before the update) arrives after it: its 2100 is older.
    live.seed([game(1, [2100, 3400, 3500])], { since });
    expect(live.priceOf(11)?.thousandths).toBe(2600);
    expect(live.priceOf(12)?.thousandths).toBe(3400);
    // A later request wins.
    live.seed([game(1, [2700, 3400, 3500])], { since: live.mark() });
    expect(live.priceOf(11)?.thousandths).toBe(2700);
  });

  it('a price or game followed after it was told starts from what was told, and follows what comes next', () => {
    const frames = fakeFrames();
    frames.setNow(2_000);
    live.seed([game(1)]);
    live.update(update(30, 1, [[11, 2500]], { score: [2, 0] }));
    frames.frame();
    // Nobody followed them so far: the first follower gets the values told, not an empty state.
    const price = live.prices.get(11);
    expect(price).toMatchObject({ thousandths: 2500, previous: 2100, direction: 'up' });
    expect(live.games.get(1)).toMatchObject({ score: [2, 0] });
    // A stable snapshot: the same entry while nothing changed.
    expect(live.prices.get(11)).toBe(price);
    let notified = 0;
    const stop = live.prices.subscribe(11, () => (notified += 1));
    live.update(update(31, 1, [[11, 2400]]));
    frames.frame();
    stop();
    expect(notified).toBe(1);
    expect(live.prices.get(11)).not.toBe(price);
    expect(live.prices.get(11)?.thousandths).toBe(2400);
    expect(live.priceOf(11)?.thousandths).toBe(2400);
    // An update that changes nothing keeps the entry (and tells nobody).
    const kept = live.prices.get(11);
    live.update(update(32, 1, [[11, 2400]]));
    frames.frame();
    expect(live.prices.get(11)).toBe(kept);
  });
});

describe('push store: stale prices', () => {
  it('every known price is stale from the drop, with one write and no price proxy touched', () => {
    fakeFrames();
    live.seed([game(1), game(2)]);
    expect(live.priceOf(11)?.stale).toBe(false);
    let priceWrites = 0;
    const stop = live.prices.subscribe(11, () => (priceWrites += 1));
    let freshnessWrites = 0;
    const stopFreshness = live.freshness.subscribe(() => (freshnessWrites += 1));
    live.dropped();
    stop();
    stopFreshness();
    expect(priceWrites).toBe(0);
    expect(freshnessWrites).toBe(1);
    expect(live.priceOf(11)?.stale).toBe(true);
    expect(live.priceOf(23)?.stale).toBe(true);
    expect(live.gameOf(1)?.stale).toBe(true);
    expect(live.connection.droppedAt).toBe(1_000);
    // Never told: not a price, not stale.
    expect(live.priceOf(999)).toBeUndefined();
  });

  it('replayed updates stay stale until `resumed`, then every price is confirmed again', () => {
    fakeFrames();
    live.seed([game(1), game(2)]);
    live.dropped();
    live.update(update(30, 1, [[11, 2400]]));
    live.flush();
    expect(live.priceOf(11)).toMatchObject({ thousandths: 2400, stale: true });
    // A second drop before the resume finished changes nothing for the restore.
    live.dropped();
    live.confirmed('resumed');
    expect(live.priceOf(11)?.stale).toBe(false);
    expect(live.priceOf(21)?.stale).toBe(false);
    expect(live.gameOf(2)?.stale).toBe(false);
    expect(live.connection.droppedAt).toBeNull();
    expect(live.connection.resetCount).toBe(0);
  });

  it('a REST answer during the drop is fresh', () => {
    fakeFrames();
    live.seed([game(1), game(2)]);
    live.dropped();
    live.seed([game(2)]);
    expect(live.priceOf(21)?.stale).toBe(false);
    expect(live.priceOf(11)?.stale).toBe(true);
    // And stale again if the connection drops once more before confirming.
    live.dropped();
    expect(live.priceOf(21)?.stale).toBe(true);
  });

  it('after `reset` prices stay stale until pages seed them again; resetCount tells them to', () => {
    fakeFrames();
    live.seed([game(1), game(2)]);
    live.dropped();
    live.confirmed('reset');
    expect(live.connection.resetCount).toBe(1);
    expect(live.priceOf(11)?.stale).toBe(true);
    // New updates are live again.
    live.update(update(50, 2, [[21, 1500]]));
    live.flush();
    expect(live.priceOf(21)?.stale).toBe(false);
    expect(live.priceOf(22)?.stale).toBe(true);
    // The page reloads and seeds.
    live.seed([game(1)]);
    expect(live.priceOf(11)?.stale).toBe(false);

    // A later drop and resume does not bring back what the reset left unconfirmed.
    live.dropped();
    live.confirmed('resumed');
    expect(live.priceOf(11)?.stale).toBe(false);
    expect(live.priceOf(21)?.stale).toBe(false);
    expect(live.priceOf(22)?.stale).toBe(true);
  });

  it('a fresh start without a drop changes nothing', () => {
    fakeFrames();
    live.seed([game(1)]);
    live.confirmed('fresh');
    expect(live.priceOf(11)?.stale).toBe(false);
  });
});

describe('push store: eviction', () => {
  it('a released game leaves the store with its prices; what the remaining subscriptions cover stays', () => {
    fakeFrames();
    live.seed([game(1), game(2), { ...game(3), sportId: 2 }]);
    live.update(update(40, 4, [[41, 1700]], { status: 'line', sportId: 3 }));
    live.flush();
    expect(live.size()).toMatchObject({ games: 4, prices: 10 });
    let told = 0;
    const stop = live.prices.subscribe(21, () => (told += 1));

    // The game page of game 2 and the live list of sport 1 were followed; the game page goes.
    live.released(new Set(['l:live:1']));
    // Games 1 and 2 are games of sport 1 (the list covers them); 3 and 4 are other sports.
    expect(live.gameOf(3)).toBeUndefined();
    expect(live.priceOf(31)).toBeUndefined();
    expect(live.gameOf(4)).toBeUndefined();
    expect(live.priceOf(41)).toBeUndefined();
    expect(live.priceOf(21)?.thousandths).toBe(2100);
    expect(told).toBe(0);
    expect(live.size()).toMatchObject({ games: 2, prices: 6 });

    // Nothing is followed any more: the store is empty, and a reader of an evicted price is told.
    live.released(new Set());
    expect(told).toBe(1);
    expect(live.prices.get(21)).toBeUndefined();
    expect(live.size()).toMatchObject({ games: 0, prices: 0 });
    stop();
    expect(live.size().listened).toBe(0);
  });

  it('a list keeps the games of its sport in both sections (a game moves when it starts or ends)', () => {
    fakeFrames();
    live.seed([
      { ...game(8), gameStatusId: 1, isLive: false },
      { ...game(9), sportId: 2 },
    ]);
    live.update(update(60, 8, [[81, 1900]], { events: [{ type: 'start', gameId: 8, clockSec: 0 }] }));
    live.released(new Set(['l:line:1']));
    expect(live.gameOf(8)).toMatchObject({ status: 'live' });
    expect(live.gameOf(9)).toBeUndefined();
  });

  it('a game kept by its own key stays whatever its section', () => {
    fakeFrames();
    live.seed([game(5), { ...game(6), gameStatusId: 1, isLive: false }]);
    live.released(new Set(['g:6']));
    expect(live.gameOf(5)).toBeUndefined();
    expect(live.gameOf(6)).toMatchObject({ status: 'line' });
    expect(live.priceOf(61)?.thousandths).toBe(2100);
  });

  it('scrolling a long list that is released page by page does not grow the store', () => {
    fakeFrames();
    for (let page = 0; page < 20; page++) {
      const ids = Array.from({ length: 50 }, (_, i) => page * 50 + i + 1);
      live.seed(ids.map((id) => game(id)));
      // The rows of the previous page were followed by game; only this page's are now.
      live.released(new Set(ids.map((id) => `g:${id}`)));
      expect(live.size().games).toBe(50);
      expect(live.size().prices).toBe(150);
    }
  });

  it('queued updates are applied before the eviction, so they do not bring an evicted game back', () => {
    fakeFrames();
    live.seed([game(1)]);
    live.update(update(50, 1, [[11, 1800]]));
    live.released(new Set());
    expect(live.size()).toMatchObject({ games: 0, prices: 0 });
    live.flush();
    expect(live.size()).toMatchObject({ games: 0, prices: 0 });
  });
});

describe('push store: app instances', () => {
  it('two app instances do not share live prices, status or freshness', () => {
    const other = createLiveStore();
    live.seed([game(1)]);
    other.seed([game(1, [1500, 3300, 3500])]);
    expect(live.priceOf(11)?.thousandths).toBe(2100);
    expect(other.priceOf(11)?.thousandths).toBe(1500);
    live.dropped();
    live.status('reconnecting');
    expect(live.priceOf(11)?.stale).toBe(true);
    expect(other.priceOf(11)?.stale).toBe(false);
    expect(other.connection.status).toBe('idle');
    live.released(new Set());
    expect(live.priceOf(11)).toBeUndefined();
    expect(other.priceOf(11)?.thousandths).toBe(1500);
  });
});

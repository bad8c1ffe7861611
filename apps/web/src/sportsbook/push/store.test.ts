import { beforeEach, describe, expect, it } from 'vitest';
import { subscribe } from 'valtio';
import {
  FRAME_FALLBACK_MS,
  appliedBatches,
  configurePushStore,
  enqueuePushUpdate,
  flushPushUpdates,
  gameOf,
  gameProxy,
  markPushConfirmed,
  markPushDropped,
  notePushSeq,
  priceOf,
  priceProxy,
  pushFreshness,
  pushMark,
  pushStatus,
  resetPushStore,
  seedFromGames,
} from './store';
import { gameFixture as game, update } from './test/fakes';

/** A frame scheduler run by hand. */
function fakeFrames() {
  let frames: (() => void)[] = [];
  let timers: (() => void)[] = [];
  let now = 1_000;
  let hidden = false;
  configurePushStore({
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
  resetPushStore();
});

describe('push store: batches', () => {
  it('applies the updates of one frame in one batch, once, when the frame comes', () => {
    const frames = fakeFrames();
    seedFromGames([game(1), game(2)]);
    enqueuePushUpdate(update(11, 1, [[11, 2200]]));
    enqueuePushUpdate(update(12, 2, [[21, 2000]], { score: [1, 1] }));
    enqueuePushUpdate(update(13, 1, [[12, 3000]]));
    // One frame requested for the three; nothing applied before it.
    expect(frames.frames()).toBe(1);
    expect(priceOf(11)?.thousandths).toBe(2100);
    const before = appliedBatches();
    frames.frame();
    expect(appliedBatches()).toBe(before + 1);
    expect(priceOf(11)?.thousandths).toBe(2200);
    expect(priceOf(12)?.thousandths).toBe(3000);
    expect(priceOf(21)?.thousandths).toBe(2000);
    expect(gameOf(2)?.score).toEqual([1, 1]);
    expect(pushStatus.lastSeq).toBe(13);
    expect(frames.frames()).toBe(0);
    expect(frames.timers()).toBe(0);
  });

  it('writes each proxy once per batch, the direction against what was shown before the frame', () => {
    const frames = fakeFrames();
    seedFromGames([game(1)]);
    let notified = 0;
    const stop = subscribe(priceProxy(11), () => (notified += 1), true);
    frames.setNow(5_000);
    enqueuePushUpdate(update(11, 1, [[11, 2500]]));
    enqueuePushUpdate(update(12, 1, [[11, 2300]]));
    frames.frame();
    stop();
    expect(priceOf(11)).toMatchObject({
      thousandths: 2300,
      previous: 2100,
      direction: 'up',
      changedAt: 5_000,
    });
    // Sync notifications count each field written: thousandths, previous, direction, changedAt, batch.
    expect(notified).toBeLessThanOrEqual(5);

    enqueuePushUpdate(update(13, 1, [[11, 1900]]));
    frames.frame();
    expect(priceOf(11)).toMatchObject({ thousandths: 1900, previous: 2300, direction: 'down' });

    // Withdrawn and offered again: no direction across "not offered".
    enqueuePushUpdate(update(14, 1, [[11, null]]));
    frames.frame();
    expect(priceOf(11)).toMatchObject({ thousandths: null, previous: 1900, direction: null });
  });

  it('stores an update for an outcome nothing seeded, with its game', () => {
    fakeFrames();
    enqueuePushUpdate(
      update(5, 7, [[701, 1800]], {
        suspended: true,
        events: [{ type: 'suspend', gameId: 7, clockSec: 600 }],
      }),
    );
    flushPushUpdates();
    expect(priceOf(701)).toMatchObject({
      known: true,
      thousandths: 1800,
      gameId: 7,
      stale: false,
      direction: null,
    });
    expect(gameOf(7)).toMatchObject({ suspended: true, status: 'live', lastEvent: { type: 'suspend' } });
  });

  it('applies the batch on a timer when the tab is hidden (no frames come)', () => {
    const frames = fakeFrames();
    frames.setHidden(true);
    enqueuePushUpdate(update(5, 1, [[11, 1800]]));
    expect(frames.frames()).toBe(0);
    expect(frames.timers()).toBe(1);
    frames.timeout();
    expect(priceOf(11)?.thousandths).toBe(1800);
    expect(FRAME_FALLBACK_MS).toBeGreaterThan(0);
  });

  it('a heartbeat sequence reaches the status at the next frame', () => {
    const frames = fakeFrames();
    notePushSeq(99);
    expect(pushStatus.lastSeq).toBe(0);
    frames.frame();
    expect(pushStatus.lastSeq).toBe(99);
  });

  it('a REST answer requested before a socket update does not overwrite it', () => {
    fakeFrames();
    seedFromGames([game(1)]);
    const since = pushMark();
    enqueuePushUpdate(update(20, 1, [[11, 2600]]));
    flushPushUpdates();
    // The answer (sent before the update) arrives after it: its 2100 is older.
    seedFromGames([game(1, [2100, 3400, 3500])], { since });
    expect(priceOf(11)?.thousandths).toBe(2600);
    expect(priceOf(12)?.thousandths).toBe(3400);
    // A later request wins.
    seedFromGames([game(1, [2700, 3400, 3500])], { since: pushMark() });
    expect(priceOf(11)?.thousandths).toBe(2700);
  });

  it('a price or game followed after it was told starts from what was told, and follows what comes next', () => {
    const frames = fakeFrames();
    frames.setNow(2_000);
    seedFromGames([game(1)]);
    enqueuePushUpdate(update(30, 1, [[11, 2500]], { score: [2, 0] }));
    frames.frame();
    // Nobody followed them so far: the first follower gets the values told, not an empty state.
    const price = priceProxy(11);
    const live = gameProxy(1);
    expect(price).toMatchObject({ known: true, thousandths: 2500, previous: 2100, direction: 'up' });
    expect(live).toMatchObject({ known: true, score: [2, 0] });
    expect(priceProxy(11)).toBe(price);
    let notified = 0;
    const stop = subscribe(price, () => (notified += 1), true);
    enqueuePushUpdate(update(31, 1, [[11, 2400]]));
    frames.frame();
    stop();
    expect(notified).toBeGreaterThan(0);
    expect(price.thousandths).toBe(2400);
    expect(priceOf(11)?.thousandths).toBe(2400);
  });
});

describe('push store: stale prices', () => {
  it('every known price is stale from the drop, with one write and no price proxy touched', () => {
    fakeFrames();
    seedFromGames([game(1), game(2)]);
    expect(priceOf(11)?.stale).toBe(false);
    let priceWrites = 0;
    const stop = subscribe(priceProxy(11), () => (priceWrites += 1), true);
    let freshnessWrites = 0;
    const stopFreshness = subscribe(pushFreshness, () => (freshnessWrites += 1), true);
    markPushDropped();
    stop();
    stopFreshness();
    expect(priceWrites).toBe(0);
    expect(freshnessWrites).toBe(1);
    expect(priceOf(11)?.stale).toBe(true);
    expect(priceOf(23)?.stale).toBe(true);
    expect(gameOf(1)?.stale).toBe(true);
    expect(pushStatus.droppedAt).toBe(1_000);
    // Never told: not a price, not stale.
    expect(priceOf(999)).toBeUndefined();
  });

  it('replayed updates stay stale until `resumed`, then every price is confirmed again', () => {
    fakeFrames();
    seedFromGames([game(1), game(2)]);
    markPushDropped();
    enqueuePushUpdate(update(30, 1, [[11, 2400]]));
    flushPushUpdates();
    expect(priceOf(11)).toMatchObject({ thousandths: 2400, stale: true });
    // A second drop before the resume finished changes nothing for the restore.
    markPushDropped();
    markPushConfirmed('resumed');
    expect(priceOf(11)?.stale).toBe(false);
    expect(priceOf(21)?.stale).toBe(false);
    expect(gameOf(2)?.stale).toBe(false);
    expect(pushStatus.droppedAt).toBeNull();
    expect(pushStatus.resetCount).toBe(0);
  });

  it('a REST answer during the drop is fresh', () => {
    fakeFrames();
    seedFromGames([game(1), game(2)]);
    markPushDropped();
    seedFromGames([game(2)]);
    expect(priceOf(21)?.stale).toBe(false);
    expect(priceOf(11)?.stale).toBe(true);
    // And stale again if the connection drops once more before confirming.
    markPushDropped();
    expect(priceOf(21)?.stale).toBe(true);
  });

  it('after `reset` prices stay stale until pages seed them again; resetCount tells them to', () => {
    fakeFrames();
    seedFromGames([game(1), game(2)]);
    markPushDropped();
    markPushConfirmed('reset');
    expect(pushStatus.resetCount).toBe(1);
    expect(priceOf(11)?.stale).toBe(true);
    // New updates are live again.
    enqueuePushUpdate(update(50, 2, [[21, 1500]]));
    flushPushUpdates();
    expect(priceOf(21)?.stale).toBe(false);
    expect(priceOf(22)?.stale).toBe(true);
    // The page reloads and seeds.
    seedFromGames([game(1)]);
    expect(priceOf(11)?.stale).toBe(false);

    // A later drop and resume does not bring back what the reset left unconfirmed.
    markPushDropped();
    markPushConfirmed('resumed');
    expect(priceOf(11)?.stale).toBe(false);
    expect(priceOf(21)?.stale).toBe(false);
    expect(priceOf(22)?.stale).toBe(true);
  });

  it('a fresh start without a drop changes nothing', () => {
    fakeFrames();
    seedFromGames([game(1)]);
    markPushConfirmed('fresh');
    expect(priceOf(11)?.stale).toBe(false);
  });
});

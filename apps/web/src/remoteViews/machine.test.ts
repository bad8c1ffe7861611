import { describe, expect, it } from 'vitest';
import {
  ALLOWED_MOVES,
  HEADER_RETRY_POLICY,
  MANUAL_RELOAD_THROTTLE_MS,
  NOT_EXIST,
  VIEW_RETRY_POLICY,
  canMove,
  retriesExhausted,
  step,
  type RemoteViewState,
  type RetryPolicy,
  type ViewEffect,
  type ViewEntry,
  type ViewEvent,
} from './machine';

const STATES: RemoteViewState[] = ['not-exist', 'loading', 'ready', 'error'];

/** Runs events from `entry`, collecting every effect. */
function run(entry: ViewEntry, events: ViewEvent[], policy?: RetryPolicy) {
  const effects: ViewEffect[] = [];
  let current = entry;
  for (const event of events) {
    const next = step(current, event, policy);
    current = next.entry;
    effects.push(...next.effects);
  }
  return { entry: current, effects };
}

const loading = run(NOT_EXIST, [{ type: 'acquire' }]).entry;
const ready = run(loading, [{ type: 'loaded' }]).entry;

/** Fails the load, then every automatic retry, returning the scheduled delays and reload events. */
function failAll(policy: RetryPolicy) {
  let entry = run(NOT_EXIST, [{ type: 'acquire' }], policy).entry;
  const delays: number[] = [];
  const reloads: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const failed = step(entry, { type: 'failed' }, policy);
    entry = failed.entry;
    const scheduled = failed.effects.find((e) => e.type === 'schedule-retry');
    if (scheduled === undefined) break;
    delays.push(scheduled.delayMs);
    const due = step(entry, { type: 'retry-due' }, policy);
    entry = due.entry;
    for (const e of due.effects) if (e.type === 'reload-event') reloads.push(e.retry);
  }
  return { entry, delays, reloads };
}

describe('remote view state machine', () => {
  it('RV-003 knows exactly the states not-exist, loading, ready and error', () => {
    expect(Object.keys(ALLOWED_MOVES).sort()).toEqual([...STATES].sort());
    expect(NOT_EXIST.state).toBe('not-exist');
  });

  it('RV-004 from not-exist moves only to loading or ready', () => {
    expect(STATES.filter((to) => canMove('not-exist', to))).toEqual(['loading', 'ready']);
    expect(loading.state).toBe('loading');
    expect(step(NOT_EXIST, { type: 'acquire', cached: true }).entry.state).toBe('ready');
  });

  it('RV-005 from error moves only to loading or not-exist', () => {
    expect(STATES.filter((to) => canMove('error', to))).toEqual(['not-exist', 'loading']);
    const error = step(loading, { type: 'failed' }).entry;
    expect(error.state).toBe('error');
    // A late answer of a cancelled request cannot make an error view ready.
    expect(step(error, { type: 'loaded' }).entry.state).toBe('error');
    expect(step(error, { type: 'retry-due' }).entry.state).toBe('loading');
    expect(step(error, { type: 'release' }).entry.state).toBe('not-exist');
  });

  it('RV-006 from loading moves to error, ready or not-exist', () => {
    expect(STATES.filter((to) => canMove('loading', to)).sort()).toEqual(['error', 'not-exist', 'ready']);
    expect(step(loading, { type: 'failed' }).entry.state).toBe('error');
    expect(step(loading, { type: 'loaded' }).entry.state).toBe('ready');
    const released = step(loading, { type: 'release' });
    expect(released.entry.state).toBe('not-exist');
    expect(released.effects).toEqual([{ type: 'cancel' }]);
  });

  it('RV-007 from ready moves only to not-exist', () => {
    expect(STATES.filter((to) => canMove('ready', to))).toEqual(['not-exist']);
    expect(step(ready, { type: 'failed' }).entry.state).toBe('ready');
    expect(step(ready, { type: 'retry-due' }).entry.state).toBe('ready');
    expect(step(ready, { type: 'release' }).entry.state).toBe('not-exist');
  });

  it('RV-008 returns to not-exist only when its last reader leaves', () => {
    const twoReaders = run(NOT_EXIST, [{ type: 'acquire' }, { type: 'acquire' }, { type: 'loaded' }]);
    // One fetch for both readers.
    expect(twoReaders.effects).toEqual([{ type: 'fetch' }]);
    expect(twoReaders.entry.refs).toBe(2);
    const oneLeft = step(twoReaders.entry, { type: 'release' });
    expect(oneLeft.entry).toMatchObject({ state: 'ready', refs: 1 });
    expect(oneLeft.effects).toEqual([]);
    const none = step(oneLeft.entry, { type: 'release' });
    expect(none.entry).toEqual(NOT_EXIST);
    expect(none.effects).toEqual([{ type: 'cancel' }]);
  });

  it('RV-009 an error triggers 3 automatic retries by default, then stays in error', () => {
    const { entry, delays } = failAll(VIEW_RETRY_POLICY);
    expect(delays).toHaveLength(3);
    expect(entry.state).toBe('error');
    expect(retriesExhausted(entry)).toBe(true);
  });

  it('RV-010 the retry timeout starts at 1000 ms and doubles each retry', () => {
    expect(failAll(VIEW_RETRY_POLICY).delays).toEqual([1000, 2000, 4000]);
  });

  it('RV-011 a reload event fires on each automatic retry', () => {
    expect(failAll(VIEW_RETRY_POLICY).reloads).toEqual([1, 2, 3]);
    const error = step(loading, { type: 'failed' }).entry;
    expect(step(error, { type: 'retry-due' }).effects).toEqual([
      { type: 'reload-event', retry: 1 },
      { type: 'fetch' },
    ]);
  });

  it('RV-012 reaching ready clears the retry info', () => {
    const afterTwo = run(loading, [
      { type: 'failed' },
      { type: 'retry-due' },
      { type: 'failed' },
      { type: 'retry-due' },
    ]).entry;
    expect(afterTwo.retry?.count).toBe(2);
    const readyAgain = step(afterTwo, { type: 'loaded' }).entry;
    expect(readyAgain).toMatchObject({ state: 'ready', retry: null });
    // A later failure starts counting from the first retry again.
    const reloaded = step(readyAgain, { type: 'manual-reload', now: 10_000 }).entry;
    expect(step(reloaded, { type: 'failed' }).effects).toEqual([{ type: 'schedule-retry', delayMs: 1000 }]);
  });

  it('RV-013 a manual reload is throttled to one per 1000 ms, and restarts the retry cycle', () => {
    const exhausted = failAll(VIEW_RETRY_POLICY).entry;
    const first = step(exhausted, { type: 'manual-reload', now: 50_000 });
    expect(first.entry).toMatchObject({ state: 'loading', retry: null, lastManualReloadAt: 50_000 });
    expect(first.effects).toContainEqual({ type: 'fetch' });
    const failedAgain = step(first.entry, { type: 'failed' }).entry;
    expect(failedAgain.retry).toEqual({ count: 1, pendingDelayMs: 1000 });
    // Within 1000 ms of the last reload: ignored.
    const tooSoon = step(failedAgain, { type: 'manual-reload', now: 50_000 + MANUAL_RELOAD_THROTTLE_MS - 1 });
    expect(tooSoon.entry).toBe(failedAgain);
    expect(tooSoon.effects).toEqual([]);
    const later = step(failedAgain, { type: 'manual-reload', now: 50_000 + MANUAL_RELOAD_THROTTLE_MS });
    expect(later.entry.state).toBe('loading');
  });

  it('RV-014 remote header components retry 5 times, 1000 ms each', () => {
    const { delays, reloads, entry } = failAll(HEADER_RETRY_POLICY);
    expect(delays).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(reloads).toEqual([1, 2, 3, 4, 5]);
    expect(retriesExhausted(entry)).toBe(true);
  });
});

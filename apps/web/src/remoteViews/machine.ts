/**
 * The remote-view state machine (SPEC "Remote views", RV-003..014, DECISIONS 5), pure: no timers, no requests,
 * no DOM. `step(entry, event)` answers the next entry and the effects the loader (loader.ts) carries out.
 *
 * - States: not-exist, loading, ready, error (RV-003), with only the allowed moves (RV-004..007).
 * - A view goes back to not-exist when its last reader leaves (RV-008, reference counting).
 * - An error schedules an automatic retry while the policy allows one: views 3 retries at 1 s, 2 s, 4 s
 *   (RV-009, RV-010), header components 5 retries of 1 s each (RV-014); each retry fires a reload event
 *   (RV-011). Reaching ready clears the retry info (RV-012).
 * - A manual reload (the "refresh" button) restarts the cycle, at most once per 1000 ms (RV-013).
 */

export type RemoteViewState = 'not-exist' | 'loading' | 'ready' | 'error';

/** RV-004..007: the moves each state allows. */
export const ALLOWED_MOVES: Readonly<Record<RemoteViewState, readonly RemoteViewState[]>> = {
  'not-exist': ['loading', 'ready'],
  error: ['loading', 'not-exist'],
  loading: ['error', 'ready', 'not-exist'],
  ready: ['not-exist'],
};

export function canMove(from: RemoteViewState, to: RemoteViewState): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

export interface RetryPolicy {
  /** Automatic retries after an error. */
  retries: number;
  /** The wait before the first retry. */
  firstDelayMs: number;
  /** Each retry waits twice as long as the one before (views); else every wait is the first one. */
  doubling: boolean;
}

/** RV-009, RV-010: remote views retry 3 times, waiting 1000 ms, then 2000 ms, then 4000 ms. */
export const VIEW_RETRY_POLICY: RetryPolicy = { retries: 3, firstDelayMs: 1000, doubling: true };
/** RV-014: remote header components retry 5 times, 1000 ms each. */
export const HEADER_RETRY_POLICY: RetryPolicy = { retries: 5, firstDelayMs: 1000, doubling: false };
/** RV-013: manual reloads closer together than this are ignored. */
export const MANUAL_RELOAD_THROTTLE_MS = 1000;

/** The wait before automatic retry number `retry` (1-based). */
export function retryDelay(policy: RetryPolicy, retry: number): number {
  return policy.doubling ? policy.firstDelayMs * 2 ** (retry - 1) : policy.firstDelayMs;
}

export interface RetryInfo {
  /** Automatic retries made (or scheduled) since the last ready or manual reload. */
  count: number;
  /** The wait of the retry scheduled now, or null when none is (retries used up, or one is running). */
  pendingDelayMs: number | null;
}

export interface ViewEntry {
  state: RemoteViewState;
  /** Readers of the view (mounted components). */
  refs: number;
  /** Null when no error has happened since the view was last ready (RV-012). */
  retry: RetryInfo | null;
  /** When the last accepted manual reload happened (ms), for the throttle. */
  lastManualReloadAt: number | null;
}

export const NOT_EXIST: ViewEntry = { state: 'not-exist', refs: 0, retry: null, lastManualReloadAt: null };

export type ViewEvent =
  /** A reader mounts. The first one starts a load (or takes an answer already at hand: `ready`). */
  | { type: 'acquire'; cached?: boolean }
  /** A reader leaves; the last one sends the view back to not-exist (RV-008). */
  | { type: 'release' }
  | { type: 'loaded' }
  | { type: 'failed' }
  /** The scheduled automatic retry is due. */
  | { type: 'retry-due' }
  /** The reader asks again (the refresh button), at `now` ms. */
  | { type: 'manual-reload'; now: number };

export type ViewEffect =
  | { type: 'fetch' }
  /** Stop the request under way and any scheduled retry. */
  | { type: 'cancel' }
  | { type: 'schedule-retry'; delayMs: number }
  /** RV-011: an automatic retry starts (number `retry`, 1-based). */
  | { type: 'reload-event'; retry: number };

export interface Step {
  entry: ViewEntry;
  effects: ViewEffect[];
}

function moveTo(entry: ViewEntry, to: RemoteViewState): ViewEntry {
  if (!canMove(entry.state, to)) throw new Error(`remote view: ${entry.state} -> ${to} is not allowed`);
  return { ...entry, state: to };
}

const same = (entry: ViewEntry): Step => ({ entry, effects: [] });

/** The next entry and the effects of `event` (an event that does not apply leaves the entry as it is). */
export function step(entry: ViewEntry, event: ViewEvent, policy: RetryPolicy = VIEW_RETRY_POLICY): Step {
  switch (event.type) {
    case 'acquire': {
      const refs = entry.refs + 1;
      if (entry.state !== 'not-exist') return same({ ...entry, refs });
      if (event.cached === true) return same({ ...moveTo(entry, 'ready'), refs, retry: null });
      return { entry: { ...moveTo(entry, 'loading'), refs }, effects: [{ type: 'fetch' }] };
    }
    case 'release': {
      const refs = Math.max(0, entry.refs - 1);
      if (refs > 0 || entry.state === 'not-exist') return same({ ...entry, refs });
      return { entry: { ...NOT_EXIST }, effects: [{ type: 'cancel' }] };
    }
    case 'loaded':
      if (entry.state !== 'loading') return same(entry);
      return same({ ...moveTo(entry, 'ready'), retry: null });
    case 'failed': {
      if (entry.state !== 'loading') return same(entry);
      const made = entry.retry?.count ?? 0;
      if (made >= policy.retries) {
        return same({ ...moveTo(entry, 'error'), retry: { count: made, pendingDelayMs: null } });
      }
      const delayMs = retryDelay(policy, made + 1);
      return {
        entry: { ...moveTo(entry, 'error'), retry: { count: made + 1, pendingDelayMs: delayMs } },
        effects: [{ type: 'schedule-retry', delayMs }],
      };
    }
    case 'retry-due': {
      if (entry.state !== 'error' || entry.retry?.pendingDelayMs == null) return same(entry);
      const retry = { count: entry.retry.count, pendingDelayMs: null };
      return {
        entry: { ...moveTo(entry, 'loading'), retry },
        effects: [{ type: 'reload-event', retry: retry.count }, { type: 'fetch' }],
      };
    }
    case 'manual-reload': {
      if (entry.state !== 'error' && entry.state !== 'ready') return same(entry);
      if (
        entry.lastManualReloadAt !== null &&
        event.now - entry.lastManualReloadAt < MANUAL_RELOAD_THROTTLE_MS
      ) {
        return same(entry);
      }
      if (entry.state === 'ready') {
        // Ready only leaves for not-exist (RV-007): the view is dropped and asked for afresh.
        const gone = moveTo(entry, 'not-exist');
        return {
          entry: { ...moveTo(gone, 'loading'), retry: null, lastManualReloadAt: event.now },
          effects: [{ type: 'cancel' }, { type: 'fetch' }],
        };
      }
      // DECISIONS 5: the refresh button after the last failure restarts the cycle.
      return {
        entry: { ...moveTo(entry, 'loading'), retry: null, lastManualReloadAt: event.now },
        effects: [{ type: 'cancel' }, { type: 'fetch' }],
      };
    }
  }
}

/** The view has failed and no automatic retry is left: the error is shown with its refresh button. */
export function retriesExhausted(entry: ViewEntry): boolean {
  return entry.state === 'error' && entry.retry?.pendingDelayMs == null;
}

/**
 * The reality-check timer the client runs (SPEC §4 "Responsible gambling", §9): it counts time on the page,
 * keeps counting for 30 s after the player leaves the page and then pauses, wakes at most every 5 min to
 * re-check, and restarts after "continue" unless the player chose not to be shown again. Pure: every function
 * takes the time and answers a new state.
 */

/** The timer pauses this long after the player leaves the page (RG-037). */
export const REALITY_CHECK_HIDDEN_GRACE_MS = 30_000;
/** The longest wait before the timer looks again (RG-036). */
export const REALITY_CHECK_MAX_WAIT_MS = 5 * 60_000;

export interface RealityCheckTimer {
  readonly intervalMs: number;
  /** Time counted before `runningSince`. */
  readonly elapsedMs: number;
  /** When counting (re)started; null while paused or stopped. */
  readonly runningSince: number | null;
  /** When the page was left; null while visible. */
  readonly hiddenAt: number | null;
  /** The player chose not to be shown again: the timer is stopped for good. */
  readonly stopped: boolean;
}

export function startRealityCheck(intervalMinutes: number, now: number): RealityCheckTimer {
  return {
    intervalMs: intervalMinutes * 60_000,
    elapsedMs: 0,
    runningSince: now,
    hiddenAt: null,
    stopped: false,
  };
}

/** Time counted by `now`: a hidden page counts for its first 30 s only. */
export function realityCheckElapsed(timer: RealityCheckTimer, now: number): number {
  if (timer.runningSince === null) return timer.elapsedMs;
  const until = timer.hiddenAt === null ? now : Math.min(now, timer.hiddenAt + REALITY_CHECK_HIDDEN_GRACE_MS);
  return timer.elapsedMs + Math.max(0, until - timer.runningSince);
}

/** The player left the page. */
export function realityCheckHidden(timer: RealityCheckTimer, now: number): RealityCheckTimer {
  return timer.hiddenAt === null ? { ...timer, hiddenAt: now } : timer;
}

/** The player came back: counting resumes from now (what was counted while hidden is kept). */
export function realityCheckVisible(timer: RealityCheckTimer, now: number): RealityCheckTimer {
  if (timer.hiddenAt === null) return timer;
  if (timer.stopped) return { ...timer, hiddenAt: null };
  return { ...timer, elapsedMs: realityCheckElapsed(timer, now), runningSince: now, hiddenAt: null };
}

/** Whether the reality check is due now. */
export function isRealityCheckDue(timer: RealityCheckTimer, now: number): boolean {
  return !timer.stopped && realityCheckElapsed(timer, now) >= timer.intervalMs;
}

/** How long to wait before looking again: the time left, at most 5 min; null when stopped. */
export function realityCheckWaitMs(timer: RealityCheckTimer, now: number): number | null {
  if (timer.stopped) return null;
  const left = Math.max(0, timer.intervalMs - realityCheckElapsed(timer, now));
  return Math.min(left, REALITY_CHECK_MAX_WAIT_MS);
}

export type RealityCheckAnswer = 'confirm' | 'reject' | 'cancel';

export interface RealityCheckOutcome {
  readonly timer: RealityCheckTimer;
  /** What to send to the server's reality-check call (`data.attributes.action`); null: nothing. */
  readonly action: 'continue' | 'log_out' | null;
  readonly logout: boolean;
}

/**
 * The player's answer to the reality check (RG-032 to RG-035): confirm continues and restarts the timer unless
 * "do not show again"; reject sends `log_out` and logs out; cancel changes nothing.
 */
export function answerRealityCheck(
  timer: RealityCheckTimer,
  answer: RealityCheckAnswer,
  doNotShowAgain: boolean,
  now: number,
): RealityCheckOutcome {
  switch (answer) {
    case 'confirm':
      return {
        timer: doNotShowAgain
          ? { ...timer, stopped: true, runningSince: null }
          : { ...timer, elapsedMs: 0, runningSince: now, hiddenAt: null },
        action: 'continue',
        logout: false,
      };
    case 'reject':
      return { timer: { ...timer, stopped: true, runningSince: null }, action: 'log_out', logout: true };
    case 'cancel':
      return { timer, action: null, logout: false };
  }
}

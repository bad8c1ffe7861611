/**
 * How a player's limit changes over time (DECISIONS "Player protection", stricter than the seed):
 * - a change that protects more (a lower money limit, a shorter session, a more frequent reality check, a new
 *   limit) applies at once;
 * - a change that protects less (a higher value, a removal) becomes PENDING: it is not in force before the 24 h
 *   cooling-off, and then only once the player approves it (the approval prompt appears 24 h after its start);
 * - self-exclusion and time-out apply at once and cannot be cancelled or shortened while ACTIVE (they may be
 *   extended).
 * Every time is epoch milliseconds; the wire's epoch seconds come from `toEpochSeconds`.
 */
import { COOLING_OFF_MS, DAY_MS, HOUR_MS, limitDefinition, normalizeLimitValue } from './catalogue';

export type LimitStateName = 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** A change waiting for its cooling-off and the player's approval. `value` null: removal. */
export interface PendingLimitChange {
  readonly value: number | null;
  readonly requestedAt: number;
}

/** A player's limit of one type as the service keeps it. */
export interface PlayerLimit {
  readonly type: number;
  /** The value in force; null when the limit is not set. */
  readonly value: number | null;
  /** When the value in force started. */
  readonly startedAt: number;
  /** When it ends by itself (self-exclusion, time-out); null for limits that run until changed. */
  readonly endsAt: number | null;
  readonly pending: PendingLimitChange | null;
}

export type LimitChangeRefusal =
  | 'unknownType'
  | 'invalidValue'
  | 'unchanged'
  /** Self-exclusion or time-out is ACTIVE: it cannot be removed or shortened (RG-028, RG-029). */
  | 'notCancellable';

export type LimitChangeDecision =
  /** In force at once. */
  | { readonly kind: 'apply'; readonly limit: PlayerLimit }
  /** Waits for the cooling-off and approval; the value in force stays as it was. */
  | { readonly kind: 'pending'; readonly limit: PlayerLimit; readonly change: PendingChangeType }
  | { readonly kind: 'refuse'; readonly reason: LimitChangeRefusal };

/** The seed's pending change type: 1 increase (protects less), -1 decrease (RG-026, RG-027). */
export type PendingChangeType = 1 | -1;

/** Whether a limit is in force at `now` (a self-exclusion or time-out that has ended is not). */
export function isLimitInForce(limit: PlayerLimit | null | undefined, now: number): boolean {
  if (!limit || limit.value === null) return false;
  return limit.endsAt === null || now < limit.endsAt;
}

/** The seed's limitState: PENDING while a change waits, ACTIVE while in force, INACTIVE otherwise. */
export function limitState(limit: PlayerLimit | null | undefined, now: number): LimitStateName {
  if (!limit) return 'INACTIVE';
  if (limit.pending) return 'PENDING';
  return isLimitInForce(limit, now) ? 'ACTIVE' : 'INACTIVE';
}

/**
 * A lower value protects more: a lower money limit, a shorter session, a shorter reality-check interval (it
 * checks more often). Self-exclusion and time-out are compared by their end instead.
 */
function protectsMore(next: number, current: number): boolean {
  return next < current;
}

/** Pending change type of going from `current` (null: none) to `next` (null: removal). */
export function pendingChangeType(current: number | null, next: number | null): PendingChangeType {
  if (next === null) return 1;
  if (current === null) return -1;
  return next > current ? 1 : -1;
}

const endFor = (days: number, now: number) => now + days * DAY_MS;

/**
 * Decides what happens to a requested change. `requested` null (or the seed's "no limit"/"not set" values)
 * asks to remove the limit.
 */
export function planLimitChange(
  current: PlayerLimit | null | undefined,
  type: number,
  requested: number | null,
  now: number,
): LimitChangeDecision {
  const def = limitDefinition(type);
  if (!def) return { kind: 'refuse', reason: 'unknownType' };
  const value = normalizeLimitValue(type, requested);
  if (value === undefined) return { kind: 'refuse', reason: 'invalidValue' };
  const inForce = isLimitInForce(current, now) ? current! : null;

  if (def.family === 'selfExclusion' || def.family === 'timeOut') {
    if (value === null) {
      return inForce ? { kind: 'refuse', reason: 'notCancellable' } : { kind: 'refuse', reason: 'unchanged' };
    }
    const endsAt = endFor(value, now);
    if (inForce && inForce.endsAt !== null && endsAt < inForce.endsAt) {
      return { kind: 'refuse', reason: 'notCancellable' };
    }
    return { kind: 'apply', limit: { type, value, startedAt: now, endsAt, pending: null } };
  }

  const currentValue = inForce?.value ?? null;
  if (value !== null && (currentValue === null || protectsMore(value, currentValue))) {
    // A new or stricter limit: in force now; any waiting loosening is dropped (it would undo this).
    return { kind: 'apply', limit: { type, value, startedAt: now, endsAt: null, pending: null } };
  }
  if (value === currentValue) {
    if (inForce?.pending) {
      // Asking again for the value in force withdraws the waiting change: protects more, so at once.
      return { kind: 'apply', limit: { ...inForce, pending: null } };
    }
    return { kind: 'refuse', reason: 'unchanged' };
  }
  // Looser (higher value or removal): waits for the cooling-off and the player's approval.
  const base: PlayerLimit = inForce ?? { type, value: null, startedAt: now, endsAt: null, pending: null };
  if (inForce?.pending && inForce.pending.value === value) return { kind: 'refuse', reason: 'unchanged' };
  return {
    kind: 'pending',
    limit: { ...base, pending: { value, requestedAt: now } },
    change: pendingChangeType(currentValue, value),
  };
}

/** When a waiting change may be approved, and the approval prompt appears (RG-025): 24 h after its start. */
export function approvalDueAt(limit: PlayerLimit): number | null {
  return limit.pending ? limit.pending.requestedAt + COOLING_OFF_MS : null;
}

/** Whether the player should now be asked to approve a waiting change. */
export function isApprovalDue(limit: PlayerLimit | null | undefined, now: number): boolean {
  const due = limit ? approvalDueAt(limit) : null;
  return due !== null && now >= due;
}

export type LimitActionResult =
  | { readonly kind: 'applied'; readonly limit: PlayerLimit | null }
  | { readonly kind: 'refuse'; readonly reason: 'nothingPending' | 'coolingOff' };

/**
 * The player's answer to a waiting change (the seed's limitaction: 1 approve, 0 reject). Approval before the
 * cooling-off has passed is refused; approving a removal answers limit null. Rejection drops the waiting change
 * and keeps the value in force (RG-022, RG-023, RG-024).
 */
export function answerPendingChange(
  limit: PlayerLimit | null | undefined,
  approve: boolean,
  now: number,
): LimitActionResult {
  if (!limit?.pending) return { kind: 'refuse', reason: 'nothingPending' };
  if (!approve) return { kind: 'applied', limit: { ...limit, pending: null } };
  if (!isApprovalDue(limit, now)) return { kind: 'refuse', reason: 'coolingOff' };
  if (limit.pending.value === null) return { kind: 'applied', limit: null };
  return {
    kind: 'applied',
    limit: { type: limit.type, value: limit.pending.value, startedAt: now, endsAt: null, pending: null },
  };
}

/** The end of a session under a session limit of `hours` (null: no session limit). */
export function sessionEndsAt(sessionStartedAt: number, hours: number | null | undefined): number | null {
  return typeof hours === 'number' && hours > 0 ? sessionStartedAt + hours * HOUR_MS : null;
}

/** Epoch milliseconds as the wire's epoch seconds (RG-003). */
export function toEpochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

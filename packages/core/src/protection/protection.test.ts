import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COOLING_OFF_MS,
  DAY_MS,
  HOUR_MS,
  LIMIT_SECTIONS,
  LIMIT_TYPE,
  REALITY_CHECK_MAX_WAIT_MS,
  activeExclusion,
  answerPendingChange,
  answerRealityCheck,
  approvalDueAt,
  checkDeposit,
  checkStake,
  isApprovalDue,
  isRealityCheckDue,
  limitDefinition,
  limitState,
  limitValueLabel,
  normalizeLimitValue,
  pendingChangeType,
  planLimitChange,
  protectionStatus,
  realityCheckElapsed,
  realityCheckHidden,
  realityCheckVisible,
  realityCheckWaitMs,
  remainingAllowance,
  sessionEndsAt,
  startRealityCheck,
  toEpochSeconds,
  type PlayerLimit,
} from '../index';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const limit = (type: number, value: number | null, extra: Partial<PlayerLimit> = {}): PlayerLimit => ({
  type,
  value,
  startedAt: T0,
  endsAt: null,
  pending: null,
  ...extra,
});
const applied = (d: ReturnType<typeof planLimitChange>): PlayerLimit => {
  if (d.kind !== 'apply' && d.kind !== 'pending')
    throw new Error(`expected a change, got ${JSON.stringify(d)}`);
  return d.limit;
};

describe('limit catalogue', () => {
  it('RG-007 RG-008 RG-009 wagering 1-3, loss 10-12 and deposit 20-22 count over 24 h, 7 d and 30 d', () => {
    const expectFamily = (types: number[], family: string) =>
      expect(types.map((t) => [limitDefinition(t)?.family, limitDefinition(t)?.windowMs])).toEqual([
        [family, DAY_MS],
        [family, 7 * DAY_MS],
        [family, 30 * DAY_MS],
      ]);
    expectFamily([1, 2, 3], 'wagering');
    expectFamily([10, 11, 12], 'loss');
    expectFamily([20, 21, 22], 'deposit');
    expect(limitDefinition(4)).toBeUndefined();
  });

  it('RG-010 RG-014 self-exclusion takes the periods of DECISIONS 10 and the seed spellings 360/720/1080/1800', () => {
    expect(limitDefinition(30)?.family).toBe('selfExclusion');
    for (const d of [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650])
      expect(normalizeLimitValue(30, d)).toBe(d);
    expect([360, 720, 1080, 1800].map((d) => normalizeLimitValue(30, d))).toEqual([365, 730, 1095, 1825]);
    expect(normalizeLimitValue(30, 2)).toBeUndefined();
  });

  it('RG-011 the session limit takes 1 to 24 hours; -1 removes it', () => {
    expect(limitDefinition(31)?.measure).toBe('hours');
    expect(normalizeLimitValue(31, 1)).toBe(1);
    expect(normalizeLimitValue(31, 24)).toBe(24);
    expect(normalizeLimitValue(31, 25)).toBeUndefined();
    expect(normalizeLimitValue(31, 0)).toBeUndefined();
    expect(normalizeLimitValue(31, -1)).toBeNull();
    expect(sessionEndsAt(T0, 2)).toBe(T0 + 2 * HOUR_MS);
    expect(sessionEndsAt(T0, null)).toBeNull();
  });

  it('RG-012 the reality check takes 5, 10, 15, 30, 45 or 60 minutes', () => {
    expect(limitDefinition(32)?.availableValues).toEqual([5, 10, 15, 30, 45, 60]);
    expect(normalizeLimitValue(32, 20)).toBeUndefined();
  });

  it('RG-013 the time-out takes 1, 7, 30 or 90 days', () => {
    expect(limitDefinition(33)?.availableValues).toEqual([1, 7, 30, 90]);
    expect(normalizeLimitValue(33, 14)).toBeUndefined();
  });

  it('RG-015 the sections are deposit, extra (33, 30, 31), reality checks, wagering, loss', () => {
    expect(LIMIT_SECTIONS.map((s) => [s.id, s.types])).toEqual([
      ['deposit', [20, 21, 22]],
      ['extra', [33, 30, 31]],
      ['realityChecks', [32]],
      ['wagering', [1, 2, 3]],
      ['loss', [10, 11, 12]],
    ]);
  });

  it('RG-016 RG-017 session -1 is "not set" and a 999999999 deposit limit is "no limit"', () => {
    expect(limitValueLabel(31, -1)).toEqual({ kind: 'notSet' });
    expect(limitValueLabel(21, 999999999)).toEqual({ kind: 'noLimit' });
    expect(limitValueLabel(21, 500)).toEqual({ kind: 'value', value: 500 });
    expect(limitValueLabel(31, 3)).toEqual({ kind: 'value', value: 3 });
  });

  it('money limits take whole positive amounts; fractions, zero, NaN and unknown types are refused', () => {
    expect(normalizeLimitValue(20, 100)).toBe(100);
    expect(normalizeLimitValue(20, 999999999)).toBeNull();
    for (const v of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(normalizeLimitValue(20, v)).toBeUndefined();
    expect(normalizeLimitValue(99, 1)).toBeUndefined();
    expect(planLimitChange(null, 99, 1, T0)).toEqual({ kind: 'refuse', reason: 'unknownType' });
    expect(planLimitChange(null, 20, 0, T0)).toEqual({ kind: 'refuse', reason: 'invalidValue' });
  });
});

describe('limit changes: stricter at once, looser after 24 h and approval', () => {
  it('a new limit and a decrease apply at once', () => {
    const created = planLimitChange(null, 20, 100, T0);
    expect(created.kind).toBe('apply');
    expect(limitState(applied(created), T0)).toBe('ACTIVE');
    const lowered = planLimitChange(limit(20, 100), 20, 60, T0 + 1000);
    expect(lowered).toMatchObject({ kind: 'apply', limit: { value: 60, pending: null } });
  });

  it('RG-027 an increase becomes PENDING as an increase (1) and is not in force at 23 h 59 min', () => {
    const decision = planLimitChange(limit(20, 100), 20, 300, T0);
    expect(decision).toMatchObject({ kind: 'pending', change: 1 });
    const pending = applied(decision);
    expect(pending.value).toBe(100);
    expect(limitState(pending, T0)).toBe('PENDING');
    const almost = T0 + 23 * HOUR_MS + 59 * 60_000;
    expect(isApprovalDue(pending, almost)).toBe(false);
    expect(answerPendingChange(pending, true, almost)).toEqual({ kind: 'refuse', reason: 'coolingOff' });
    // Still the old value that counts.
    expect(checkDeposit([pending], 'USD', 150_00, () => 0, almost)).toMatchObject({
      ok: false,
      allowed: 100_00,
    });
  });

  it('RG-022 RG-025 the approval prompt is due 24 h after the change started; approving puts it in force', () => {
    const pending = applied(planLimitChange(limit(21, 100), 21, 300, T0));
    expect(approvalDueAt(pending)).toBe(T0 + COOLING_OFF_MS);
    expect(isApprovalDue(pending, T0 + COOLING_OFF_MS)).toBe(true);
    const approved = answerPendingChange(pending, true, T0 + COOLING_OFF_MS + 1);
    expect(approved).toMatchObject({ kind: 'applied', limit: { value: 300, pending: null } });
  });

  it('RG-023 RG-024 rejecting drops the pending change and keeps the value in force', () => {
    const pending = applied(planLimitChange(limit(22, 100), 22, 300, T0));
    const rejected = answerPendingChange(pending, false, T0 + 5);
    expect(rejected).toMatchObject({ kind: 'applied', limit: { value: 100, pending: null } });
    if (rejected.kind === 'applied') expect(limitState(rejected.limit, T0 + 5)).toBe('ACTIVE');
    expect(answerPendingChange(limit(22, 100), true, T0)).toEqual({
      kind: 'refuse',
      reason: 'nothingPending',
    });
  });

  it('RG-026 RG-027 a change lowering a value is a decrease (-1), raising or removing it an increase (1)', () => {
    expect(pendingChangeType(100, 50)).toBe(-1);
    expect(pendingChangeType(100, 150)).toBe(1);
    expect(pendingChangeType(100, null)).toBe(1);
  });

  it('a removal waits like an increase and, once approved, leaves no limit', () => {
    const decision = planLimitChange(limit(31, 2), 31, -1, T0);
    expect(decision).toMatchObject({
      kind: 'pending',
      change: 1,
      limit: { value: 2, pending: { value: null } },
    });
    expect(answerPendingChange(applied(decision), true, T0 + COOLING_OFF_MS)).toEqual({
      kind: 'applied',
      limit: null,
    });
  });

  it('a longer reality-check interval protects less and waits; a shorter one applies at once', () => {
    expect(planLimitChange(limit(32, 30), 32, 60, T0).kind).toBe('pending');
    expect(planLimitChange(limit(32, 30), 32, 10, T0).kind).toBe('apply');
  });

  it('asking for the value in force again withdraws a waiting increase at once', () => {
    const pending = applied(planLimitChange(limit(20, 100), 20, 300, T0));
    expect(planLimitChange(pending, 20, 100, T0 + 10)).toMatchObject({
      kind: 'apply',
      limit: { pending: null },
    });
    expect(planLimitChange(limit(20, 100), 20, 100, T0)).toEqual({ kind: 'refuse', reason: 'unchanged' });
  });

  it('RG-028 self-exclusion applies at once and cannot be removed or shortened while ACTIVE, only extended', () => {
    const excluded = applied(planLimitChange(null, 30, 30, T0));
    expect(excluded.endsAt).toBe(T0 + 30 * DAY_MS);
    expect(limitState(excluded, T0 + DAY_MS)).toBe('ACTIVE');
    expect(planLimitChange(excluded, 30, null, T0 + DAY_MS)).toEqual({
      kind: 'refuse',
      reason: 'notCancellable',
    });
    expect(planLimitChange(excluded, 30, 1, T0 + DAY_MS)).toEqual({
      kind: 'refuse',
      reason: 'notCancellable',
    });
    expect(planLimitChange(excluded, 30, 90, T0 + DAY_MS).kind).toBe('apply');
    expect(limitState(excluded, T0 + 31 * DAY_MS)).toBe('INACTIVE');
  });

  it('RG-029 a time-out applies at once and cannot be cancelled while ACTIVE', () => {
    const timeOut = applied(planLimitChange(null, 33, 7, T0));
    expect(activeExclusion([timeOut], T0 + HOUR_MS)).toEqual({ type: 33, endsAt: T0 + 7 * DAY_MS });
    expect(planLimitChange(timeOut, 33, null, T0 + HOUR_MS)).toEqual({
      kind: 'refuse',
      reason: 'notCancellable',
    });
    expect(activeExclusion([timeOut], T0 + 7 * DAY_MS)).toBeNull();
  });

  it('property: whatever the sequence of requests, the value in force never rises before 24 h and approval', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            value: fc.option(fc.integer({ min: 1, max: 1000 })),
            dt: fc.integer({ min: 0, max: 2 * DAY_MS }),
            approve: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          let current: PlayerLimit | null = null;
          let now = T0;
          for (const step of steps) {
            now += step.dt;
            const before: number | null = current?.value ?? null;
            const d = planLimitChange(current, 20, step.value, now);
            if (d.kind === 'apply' || d.kind === 'pending') current = d.limit;
            const after: number | null = current?.value ?? null;
            // Without approval, a limit can only appear or get lower.
            if (before !== null) expect(after !== null && after <= before).toBe(true);
            if (step.approve && current?.pending) {
              const due = isApprovalDue(current, now);
              const answer = answerPendingChange(current, true, now);
              expect(answer.kind === 'applied').toBe(due);
              if (answer.kind === 'applied') current = answer.limit;
            }
          }
        },
      ),
    );
  });
});

describe('enforcement where money moves', () => {
  const deposits = (amounts: Record<number, number>) => (windowMs: number) => amounts[windowMs] ?? 0;

  it('a 24 h deposit limit of 100 reached by 60 then 50: the second is refused and 40 is still allowed', () => {
    const limits = [limit(LIMIT_TYPE.DEPOSIT_24H, 100)];
    expect(checkDeposit(limits, 'USD', 60_00, deposits({}), T0)).toEqual({ ok: true });
    expect(checkDeposit(limits, 'USD', 50_00, deposits({ [DAY_MS]: 60_00 }), T0)).toEqual({
      ok: false,
      reason: 'depositLimit',
      allowed: 40_00,
      limitType: 20,
    });
    expect(checkDeposit(limits, 'USD', 40_00, deposits({ [DAY_MS]: 60_00 }), T0)).toEqual({ ok: true });
  });

  it('the tightest period wins: 7 d limit nearly used beats a generous 24 h limit', () => {
    const limits = [limit(20, 1000), limit(21, 300), limit(22, 5000)];
    const used = deposits({ [DAY_MS]: 0, [7 * DAY_MS]: 280_00, [30 * DAY_MS]: 280_00 });
    expect(remainingAllowance(limits, 'deposit', 'EUR', used, T0)).toEqual({ allowed: 20_00, limitType: 21 });
    expect(checkDeposit(limits, 'EUR', 25_00, used, T0)).toMatchObject({
      ok: false,
      allowed: 20_00,
      limitType: 21,
    });
  });

  it('JPY limits count in yen (no minor digits)', () => {
    expect(checkDeposit([limit(20, 1000)], 'JPY', 1001, () => 0, T0)).toMatchObject({
      ok: false,
      allowed: 1000,
    });
  });

  it('a loss limit counts unsettled stakes: net loss already at the limit refuses any stake', () => {
    const limits = [limit(LIMIT_TYPE.LOSS_24H, 50)];
    const usage = { wagered: () => 0, netLoss: () => 45_00 };
    expect(checkStake(limits, 'USD', 10_00, usage, T0)).toEqual({
      ok: false,
      reason: 'lossLimit',
      allowed: 5_00,
      limitType: 10,
    });
    expect(checkStake(limits, 'USD', 5_00, usage, T0)).toEqual({ ok: true });
  });

  it('wagering and loss together: the refusal names the smaller allowance', () => {
    const limits = [limit(1, 100), limit(10, 30)];
    const usage = { wagered: () => 80_00, netLoss: () => 15_00 };
    expect(checkStake(limits, 'USD', 50_00, usage, T0)).toMatchObject({
      reason: 'lossLimit',
      allowed: 15_00,
    });
    expect(checkStake([limit(1, 100)], 'USD', 50_00, usage, T0)).toMatchObject({
      reason: 'wageringLimit',
      allowed: 20_00,
    });
  });

  it('a pending increase does not count; an ended time-out does not block', () => {
    const pending = applied(planLimitChange(limit(20, 100), 20, 1000, T0));
    expect(checkDeposit([pending], 'USD', 200_00, () => 0, T0 + HOUR_MS)).toMatchObject({ ok: false });
    expect(activeExclusion([limit(33, 1, { endsAt: T0 + DAY_MS })], T0 + 2 * DAY_MS)).toBeNull();
  });

  it('both exclusions in force: the one ending last is reported', () => {
    const a = limit(33, 7, { endsAt: T0 + 7 * DAY_MS });
    const b = limit(30, 30, { endsAt: T0 + 30 * DAY_MS });
    expect(activeExclusion([a, b], T0)).toEqual({ type: 30, endsAt: T0 + 30 * DAY_MS });
  });

  it('RG-003 wire times are epoch seconds', () => {
    expect(toEpochSeconds(T0 + 999)).toBe(T0 / 1000);
  });
});

describe('reality-check timer', () => {
  it('RG-032 RG-035 confirm continues and restarts the timer', () => {
    let timer = startRealityCheck(15, T0);
    expect(isRealityCheckDue(timer, T0 + 15 * 60_000)).toBe(true);
    const out = answerRealityCheck(timer, 'confirm', false, T0 + 15 * 60_000);
    expect(out.action).toBe('continue');
    expect(out.logout).toBe(false);
    timer = out.timer;
    expect(isRealityCheckDue(timer, T0 + 16 * 60_000)).toBe(false);
    expect(isRealityCheckDue(timer, T0 + 30 * 60_000)).toBe(true);
  });

  it('RG-035 with "do not show again" the timer does not restart', () => {
    const out = answerRealityCheck(startRealityCheck(5, T0), 'confirm', true, T0 + 5 * 60_000);
    expect(isRealityCheckDue(out.timer, T0 + 60 * 60_000)).toBe(false);
    expect(realityCheckWaitMs(out.timer, T0)).toBeNull();
  });

  it('RG-033 reject sends log_out and logs the player out', () => {
    const out = answerRealityCheck(startRealityCheck(5, T0), 'reject', false, T0 + 5 * 60_000);
    expect(out).toMatchObject({ action: 'log_out', logout: true });
  });

  it('RG-034 cancel does nothing', () => {
    const timer = startRealityCheck(5, T0);
    expect(answerRealityCheck(timer, 'cancel', false, T0 + 1)).toEqual({
      timer,
      action: null,
      logout: false,
    });
  });

  it('RG-036 the wait before looking again is capped at 5 min', () => {
    const timer = startRealityCheck(60, T0);
    expect(realityCheckWaitMs(timer, T0)).toBe(REALITY_CHECK_MAX_WAIT_MS);
    expect(realityCheckWaitMs(timer, T0 + 58 * 60_000)).toBe(2 * 60_000);
  });

  it('RG-037 the timer keeps counting 30 s after leaving the page, then pauses until the player returns', () => {
    let timer = realityCheckHidden(startRealityCheck(5, T0), T0 + 60_000);
    expect(realityCheckElapsed(timer, T0 + 60_000 + 10_000)).toBe(70_000);
    expect(realityCheckElapsed(timer, T0 + 60_000 + 10 * 60_000)).toBe(90_000);
    timer = realityCheckVisible(timer, T0 + 20 * 60_000);
    expect(realityCheckElapsed(timer, T0 + 20 * 60_000 + 1000)).toBe(91_000);
  });
});

describe('protection level status', () => {
  it('ACC-016 ACC-017 ACC-018 ACC-019 bad up to 30, normal 31..69, good 70..99, full 100', () => {
    expect([0, 30, 31, 69, 70, 99, 100].map(protectionStatus)).toEqual([
      'bad',
      'bad',
      'normal',
      'normal',
      'good',
      'good',
      'full',
    ]);
  });
});

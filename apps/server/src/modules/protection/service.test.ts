import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, type MovementKind } from '@betline/core';
import { manualClock } from '../../infra/clock';
import { drivers, type TestDatabase } from '../../test/databases';
import { ProtectionError, createProtectionService, type UsageSource } from './service';

const T0 = Date.UTC(2026, 10, 23, 12);

/** Deposits recorded by the test, as the wallet's ledger would answer them. */
function recordedDeposits() {
  const deposits: { playerId: number; currency: string; amount: number; at: number }[] = [];
  const source: UsageSource = {
    deposited: async (_db, playerId, currency, since) =>
      deposits
        .filter((d) => d.playerId === playerId && d.currency === currency && d.at > since)
        .reduce((s, d) => s + d.amount, 0),
    wagered: async () => 0,
    netLoss: async () => 0,
  };
  return { deposits, source };
}

describe.each(drivers)('protection service on $name', (driver) => {
  let database: TestDatabase;
  const clock = manualClock(T0);
  const usage = recordedDeposits();
  const excluded: number[] = [];
  let service: ReturnType<typeof createProtectionService>;
  let nextPlayer = 1000;
  const player = () => ++nextPlayer;
  /** Protection's money gate, asked about one movement in a transaction of its own. */
  const decide = (id: number, kind: MovementKind, amount: number) =>
    database.db.transaction(async (tx) =>
      (await service.openGate(tx, [{ playerId: id, currency: 'USD' }])).decide(id, {
        kind,
        currency: 'USD',
        amount,
      }),
    );

  beforeAll(async () => {
    database = await driver.create();
    await database.migrate();
    service = createProtectionService({
      db: database.db,
      clock,
      playerCurrency: async () => 'USD',
      usage: usage.source,
      onExclusion: async (playerId) => {
        excluded.push(playerId);
      },
    });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('RG-009 a 24 h deposit limit of 100 reached by 60 then 50: the second is refused, 40 still allowed', async () => {
    clock.set(T0);
    const id = player();
    const saved = await service.setLimits(id, [{ limitType: 20, limitValue: 100 }], 'en');
    expect(saved).toMatchObject({ status: 200, tokenGuid: null });
    expect(saved.limitsData?.[0]).toMatchObject({
      limitType: 20,
      limitValue: 100,
      limitState: 'ACTIVE',
      limitBalance: 100,
    });

    expect(await decide(id, 'deposit', 60_00)).toEqual({ ok: true });
    usage.deposits.push({ playerId: id, currency: 'USD', amount: 60_00, at: clock.now() });
    clock.advance(HOUR_MS);
    expect(await decide(id, 'deposit', 50_00)).toEqual({
      ok: false,
      code: 'deposit_limit',
      stillAllowed: 40_00,
      limitType: 20,
    });
    expect((await service.getLimits(id))[0]?.limitBalance).toBe(40);
    // The window rolls: 24 h after the first deposit, the whole limit is back.
    clock.advance(23 * HOUR_MS);
    expect(await decide(id, 'deposit', 100_00)).toEqual({ ok: true });
  });

  it('RG-027 RG-022 RG-025 an increase needs the questionnaire, is not in force at 23:59, and is after 24 h + approval', async () => {
    clock.set(T0);
    const id = player();
    await service.setLimits(id, [{ limitType: 21, limitValue: 100 }], 'en');
    const asked = await service.setLimits(id, [{ limitType: 21, limitValue: 500 }], 'en');
    expect(asked.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked.data.questions.length).toBeGreaterThan(0);
    expect(asked.limitsData).toBeNull();
    // Nothing changed before the questionnaire.
    expect((await service.getLimits(id))[0]).toMatchObject({ limitValue: 100, limitState: 'ACTIVE' });

    const answers = asked.data.questions.map((q) => ({ questionId: q.id, answerId: 2 }));
    const tested = await service.testAnswers(id, asked.tokenGuid as string, answers, 'en');
    expect(tested.success).toBe(true);
    expect(tested.limitsData?.[0]).toMatchObject({
      limitValue: 100,
      limitState: 'PENDING',
      pendingChangeType: 1,
      pendingValue: 500,
      needApprove: false,
    });

    clock.set(T0 + 23 * HOUR_MS + 59 * 60_000);
    await expect(service.limitAction(id, 21, true, 'en')).rejects.toMatchObject({ status: 400 });
    expect(await decide(id, 'deposit', 200_00)).toMatchObject({
      ok: false,
      stillAllowed: 100_00,
    });

    clock.set(T0 + DAY_MS);
    expect((await service.getLimits(id))[0]?.needApprove).toBe(true);
    expect((await service.ping(id, 's1', T0)).approvalDue).toEqual([21]);
    expect(await service.limitAction(id, 21, true, 'en')).toMatchObject({ status: 204 });
    expect((await service.getLimits(id))[0]).toMatchObject({
      limitValue: 500,
      limitState: 'ACTIVE',
      pendingValue: null,
    });
    expect(await decide(id, 'deposit', 200_00)).toEqual({ ok: true });

    const history = await service.history(id);
    expect(history.map((h) => h.action)).toEqual(['approve', 'pending', 'set']);
  });

  it('a risky answer keeps the limit and records why; the token cannot be used twice', async () => {
    clock.set(T0);
    const id = player();
    await service.setLimits(id, [{ limitType: 10, limitValue: 50 }], 'ru');
    const asked = await service.setLimits(id, [{ limitType: 10, limitValue: null }], 'ru');
    const answers = asked.data.questions.map((q) => ({ questionId: q.id, answerId: q.id === 1 ? 1 : 2 }));
    const tested = await service.testAnswers(id, asked.tokenGuid as string, answers, 'ru');
    expect(tested.success).toBe(false);
    expect(tested.title).toMatch(/не изменили/);
    expect(tested.questionsResult).toContainEqual({ questionId: 1, passed: false });
    expect((await service.getLimits(id))[0]).toMatchObject({ limitValue: 50, limitState: 'ACTIVE' });
    await expect(service.testAnswers(id, asked.tokenGuid as string, answers, 'en')).rejects.toBeInstanceOf(
      ProtectionError,
    );
  });

  it('RG-023 RG-024 rejecting a waiting change keeps the value in force and drops the pending one', async () => {
    clock.set(T0);
    const id = player();
    await service.setLimits(id, [{ limitType: 22, limitValue: 300 }], 'en');
    const asked = await service.setLimits(id, [{ limitType: 22, limitValue: 900 }], 'en');
    await service.testAnswers(
      id,
      asked.tokenGuid as string,
      [1, 2, 3].map((q) => ({ questionId: q, answerId: 2 })),
      'en',
    );
    expect(await service.limitAction(id, 22, false, 'en')).toMatchObject({ status: 204 });
    expect((await service.getLimits(id))[0]).toMatchObject({
      limitValue: 300,
      limitState: 'ACTIVE',
      pendingChangeType: null,
    });
  });

  it('a questionnaire token of another player or after its lifetime is refused', async () => {
    clock.set(T0);
    const a = player();
    const b = player();
    await service.setLimits(a, [{ limitType: 1, limitValue: 10 }], 'en');
    const asked = await service.setLimits(a, [{ limitType: 1, limitValue: 20 }], 'en');
    const answers = [1, 2, 3].map((q) => ({ questionId: q, answerId: 2 }));
    await expect(service.testAnswers(b, asked.tokenGuid as string, answers, 'en')).rejects.toMatchObject({
      status: 400,
    });
    clock.advance(16 * 60_000);
    await expect(service.testAnswers(a, asked.tokenGuid as string, answers, 'en')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('RG-028 a self-exclusion applies at once, revokes sessions, refuses money, and cannot be removed', async () => {
    clock.set(T0);
    const id = player();
    const blocked = await service.blockUser(id, 30, 2, 'en');
    expect(blocked.success).toBe(true);
    expect(excluded).toContain(id);
    const exclusion = await service.exclusion(id);
    expect(exclusion).toEqual({ type: 30, endsAt: T0 + 30 * DAY_MS });
    expect(await decide(id, 'deposit', 1)).toMatchObject({
      ok: false,
      code: 'excluded',
    });
    expect(await decide(id, 'stake', 1)).toMatchObject({
      ok: false,
      code: 'excluded',
    });
    await expect(service.deleteLimit(id, 30, 'en')).rejects.toMatchObject({ status: 403 });
    await expect(service.setLimits(id, [{ limitType: 30, limitValue: 7 }], 'en')).rejects.toMatchObject({
      status: 403,
    });
    expect((await service.getLimits(id))[0]).toMatchObject({
      limitType: 30,
      selfExcludeReason: 2,
      limitState: 'ACTIVE',
    });
  });

  it('RG-029 a time-out applies at once and cannot be cancelled while active; it ends by itself', async () => {
    clock.set(T0);
    const id = player();
    await service.setLimits(id, [{ limitType: 33, limitValue: 1 }], 'en');
    await expect(service.deleteLimit(id, 33, 'en')).rejects.toMatchObject({ status: 403 });
    expect(await decide(id, 'deposit', 1)).toMatchObject({ code: 'excluded' });
    clock.advance(DAY_MS);
    expect(await service.exclusion(id)).toBeNull();
    expect(await service.getLimits(id)).toEqual([]);
  });

  it('RG-011 the session limit answers when the session ends; the reality check when it is due next', async () => {
    clock.set(T0);
    const id = player();
    await service.setLimits(
      id,
      [
        { limitType: 31, limitValue: 2 },
        { limitType: 32, limitValue: 15 },
      ],
      'en',
    );
    const ping = await service.ping(id, 'sess-a', T0);
    expect(ping.sessionEndsAt).toBe((T0 + 2 * HOUR_MS) / 1000);
    expect(ping.realityCheckAt).toBe((T0 + 15 * 60_000) / 1000);
    clock.set(T0 + 15 * 60_000);
    await service.recordRealityCheck(id, 'sess-a', {
      action: 'continue',
      doNotShowAgain: false,
      popupShowAt: (T0 + 15 * 60_000) / 1000,
    });
    expect((await service.ping(id, 'sess-a', T0)).realityCheckAt).toBe((T0 + 30 * 60_000) / 1000);
    await service.recordRealityCheck(id, 'sess-a', {
      action: 'continue',
      doNotShowAgain: true,
      popupShowAt: (T0 + 15 * 60_000) / 1000,
    });
    expect((await service.ping(id, 'sess-a', T0)).realityCheckAt).toBeNull();
  });

  it('bad requests are refused with a clear message, never thrown as server errors', async () => {
    const id = player();
    await expect(service.setLimits(id, [{ limitType: 99, limitValue: 1 }], 'en')).rejects.toMatchObject({
      status: 400,
      message: 'This limit type does not exist.',
    });
    await expect(service.setLimits(id, [{ limitType: 32, limitValue: 7 }], 'en')).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      service.setLimits(
        id,
        [
          { limitType: 20, limitValue: 5 },
          { limitType: 20, limitValue: 6 },
        ],
        'en',
      ),
    ).rejects.toMatchObject({ status: 400 });
    await expect(service.limitAction(id, 20, true, 'en')).rejects.toMatchObject({ status: 400 });
    await expect(service.deleteLimit(id, 20, 'en')).rejects.toMatchObject({ status: 404 });
  });

  it('parallel changes of one player are serialised: the stricter value ends in force', async () => {
    clock.set(T0);
    const id = player();
    await service.setLimits(id, [{ limitType: 20, limitValue: 500 }], 'en');
    await Promise.all([
      service.setLimits(id, [{ limitType: 20, limitValue: 300 }], 'en'),
      service.setLimits(id, [{ limitType: 20, limitValue: 200 }], 'en').catch(() => undefined),
    ]);
    const [limit] = await service.getLimits(id);
    // Whichever runs first, the stricter value ends in force: 300 then 200 is a decrease; 200 then 300 is an
    // increase that only asks for the questionnaire. Without the per-player lock both could read 500 and the
    // last writer (300) would win.
    expect(limit?.limitValue).toBe(200);
  });
});

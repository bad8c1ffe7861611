/**
 * The protection service: the player's limits, their changes (stricter at once; looser only after the 24 h
 * cooling-off, a short questionnaire and the player's approval), exclusions, the session limit and reality
 * checks; the money gate the wallet's money path opens before money moves (`./gate.ts`) and the player's
 * figures (`./figures.ts`).
 *
 * Rules come from `@betline/core` (`planLimitChange`, `decideMovement`, ...); this service only loads, locks
 * and stores.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  COOLING_OFF_MS,
  LIMIT_DEFINITIONS,
  LIMIT_TYPE,
  OFFERS_QUIET_AFTER_LIMIT_MS,
  REALITY_CHECK_MAX_WAIT_MS,
  activeExclusion,
  answerPendingChange,
  approvalDueAt,
  fromMinor,
  isApprovalDue,
  limitDefinition,
  limitState,
  pendingChangeType,
  planLimitChange,
  remainingAllowance,
  sessionEndsAt,
  toEpochSeconds,
  type ActiveExclusion,
  type LimitChangeRefusal,
  type LimitMeasure,
  type PlayerLimit,
} from '@betline/core';
import {
  type DailyFiguresAnswer,
  type Limit,
  type LimitChange,
  type NetDepositsAnswer,
} from '@betline/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import { lockPlayers } from '../../infra/playerLock';
import type { Clock } from '../../infra/clock';
import { ANSWER_NO, ANSWER_YES, protectionMessages } from './messages';
import { createFigures } from './figures';
import { createMoneyGate, type MoneyGate } from './gate';
import { NO_USAGE, toPlayerLimit, type BansOf, type LimitRow, type UsageSource } from './ports';
import { limitChangeLog, limitQuestionnaire, playerLimit, realityCheckEvent } from './tables';

export { NO_USAGE, type BansOf, type UsageSource } from './ports';

export interface ProtectionOptions {
  db: Db;
  clock: Clock;
  /** The ISO currency a new money limit counts in (the player's main currency). */
  playerCurrency: (playerId: number) => Promise<string>;
  usage?: UsageSource;
  /** The players' bans (identity's directory); default: nobody is banned. */
  bansOf?: BansOf;
  /** Called once a self-exclusion or time-out is in force (more listeners: `whenExcluded`). */
  onExclusion?: ExclusionListener;
  /** How long a questionnaire token stays valid. Default 15 min. */
  questionnaireTtlMs?: number;
}

export interface StatusAnswer {
  status: number;
  title: string;
}

export interface SetLimitsResult extends StatusAnswer {
  data: { questions: { id: number; text: string; answers: { id: number; text: string }[] }[] };
  tokenGuid: string | null;
  limitsData: Limit[] | null;
}

/** Clock skew allowed between the player's device and the server for `popup_show_at`. */
const REALITY_CHECK_SKEW_MS = 60_000;

export class ProtectionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProtectionError';
  }
}

export type ExclusionListener = (playerId: number, exclusion: ActiveExclusion) => Promise<void>;

/** RG-004: a limit the player may set, with the values offered. */
export interface AvailableLimit {
  type: number;
  availableValues: number[];
  measure: LimitMeasure;
}

/** The answer of POST testanswers. */
export interface TestAnswersResult {
  success: boolean;
  title: string;
  questionsResult: { questionId: number; passed: boolean }[];
  limitsData: Limit[];
}

/** The answer of POST ping (epoch seconds). */
export interface PingAnswer {
  sessionEndsAt: number | null;
  realityCheckAt: number | null;
  approvalDue: number[];
}

/** What the reality check shows (epoch seconds, seconds, minor units). */
export interface RealityCheckFigures {
  sessionStartedAt: number;
  sessionSeconds: number;
  netPosition: number;
  currency: string;
}

export type LimitChangeRow = typeof limitChangeLog.$inferSelect;
export type RealityCheckEventRow = typeof realityCheckEvent.$inferSelect;

/** What player protection offers its routes, the composition root and the wallet's money path. */
export interface ProtectionService {
  /** The server's clock, as protection reads it. */
  readonly clock: Clock;
  /** The money gate (`./gate.ts`): the wallet's money path opens it inside every movement's transaction. */
  readonly openGate: MoneyGate;
  /** Net deposits over the player's lifetime and the last 24 h, 7 d, 30 d. */
  netDeposits(playerId: number, currency?: string): Promise<NetDepositsAnswer>;
  /** Deposits, withdrawals, stakes, wins and net loss per UTC day of [from, to]. */
  dailyFigures(
    playerId: number,
    query: { from: string; to: string; currency?: string | undefined },
  ): Promise<DailyFiguresAnswer>;
  /** A page of the history of limit changes, newest first. */
  limitHistory(
    playerId: number,
    query: { limit: number; before?: number | undefined; limitType?: number | undefined },
  ): Promise<LimitChange[]>;
  /** The stored history of limit changes since `since` (epoch ms), newest first. */
  history(playerId: number, since?: number): Promise<LimitChangeRow[]>;
  /** Adds a listener told once a self-exclusion or time-out is in force. */
  whenExcluded(listener: ExclusionListener): void;
  /** GET limits: every limit of the player with its state (RG-001, RG-002). */
  getLimits(playerId: number): Promise<Limit[]>;
  /** GET availablelimits (RG-004). */
  availableLimits(): AvailableLimit[];
  /** GET reasons/selfexclude (RG-005). */
  selfExcludeReasons(language: string | undefined): { id: number; selfExcludeReason: string }[];
  /** POST limits: stricter changes at once; a loosening answers the questionnaire first. */
  setLimits(
    playerId: number,
    requests: { limitType: number; limitValue: number | null; selfExcludeReason?: number | undefined }[],
    language: string | undefined,
  ): Promise<SetLimitsResult>;
  /** POST testanswers: passed, the requested loosening waits its cooling-off; failed, nothing changes. */
  testAnswers(
    playerId: number,
    tokenGuid: string,
    answers: { questionId: number; answerId: number }[],
    language: string | undefined,
  ): Promise<TestAnswersResult>;
  /** POST limitaction: approves (after its cooling-off) or rejects a waiting change (RG-022, RG-023). */
  limitAction(
    playerId: number,
    limitType: number,
    approve: boolean,
    language: string | undefined,
  ): Promise<StatusAnswer>;
  /** DELETE limit: a removal waits like an increase; exclusions cannot be removed. */
  deleteLimit(playerId: number, limitType: number, language: string | undefined): Promise<StatusAnswer>;
  /** POST BlockUser: self-exclusion at once; every session is revoked. */
  blockUser(
    playerId: number,
    days: number,
    reasonId: number | undefined,
    language: string | undefined,
  ): Promise<{ success: boolean; title: string }>;
  /** The exclusion in force, if any. */
  exclusion(playerId: number, tx?: Executor): Promise<ActiveExclusion | null>;
  /** Whether promotions are kept from being pushed to the player now (an exclusion, or a limit changed in 24 h). */
  offersPaused(playerId: number, tx?: Executor): Promise<boolean>;
  /** When the session limit ends a session that started at `startedAt` (epoch ms), or null without one. */
  sessionEndsAt(playerId: number, startedAt: number): Promise<number | null>;
  /** POST ping: the session's end, the next reality check and the changes that can be approved now. */
  ping(playerId: number, sessionId: string, sessionStartedAt: number): Promise<PingAnswer>;
  /** Epoch seconds of the next reality check of a session, or null without one. */
  nextRealityCheckAt(
    playerId: number,
    sessionId: string,
    sessionStartedAt: number,
    known?: PlayerLimit[],
  ): Promise<number | null>;
  /** What the reality check shows: the session's start, time played and net position. */
  realityCheckFigures(playerId: number, sessionStartedAt: number): Promise<RealityCheckFigures>;
  /** Records a reality-check answer (RG-032, RG-033). */
  recordRealityCheck(
    playerId: number,
    sessionId: string,
    answer: { action: 'continue' | 'log_out'; doNotShowAgain: boolean; popupShowAt: number },
    sessionStartedAt?: number,
  ): Promise<void>;
  /** The reality-check answers of a session, oldest first. */
  realityCheckEvents(playerId: number, sessionId: string): Promise<RealityCheckEventRow[]>;
  /** Removes questionnaire tokens never answered that expired (housekeeping). */
  purgeExpiredQuestionnaires(): Promise<void>;
  /** How long a loosening waits before the player may approve it. */
  readonly coolingOffMs: number;
  /** The longest wait between reality checks. */
  readonly realityCheckMaxWaitMs: number;
}

export function createProtectionService(options: ProtectionOptions): ProtectionService {
  const { db, clock } = options;
  const usage = options.usage ?? NO_USAGE;
  const bansOf: BansOf = options.bansOf ?? (async () => new Map());
  const questionnaireTtlMs = options.questionnaireTtlMs ?? 15 * 60_000;

  /** Serialises every change of one player's limits with the movements of the player's money. */
  async function lockPlayer(tx: Tx, playerId: number): Promise<void> {
    await lockPlayers(tx, [playerId]);
  }

  async function loadRows(tx: Executor, playerId: number): Promise<LimitRow[]> {
    return tx
      .select()
      .from(playerLimit)
      .where(eq(playerLimit.playerId, playerId))
      .orderBy(playerLimit.limitType);
  }

  async function loadLimits(tx: Executor, playerId: number): Promise<PlayerLimit[]> {
    return (await loadRows(tx, playerId)).map(toPlayerLimit);
  }

  async function log(
    tx: Executor,
    playerId: number,
    limitType: number,
    action: string,
    oldValue: number | null,
    newValue: number | null,
    actor: 'player' | 'system' | 'operator' = 'player',
  ): Promise<void> {
    await tx
      .insert(limitChangeLog)
      .values({ playerId, limitType, action, oldValue, newValue, actor, at: clock.now() });
  }

  async function store(
    tx: Executor,
    playerId: number,
    limit: PlayerLimit | null,
    type: number,
    extra: { currency?: string | null; selfExcludeReason?: number | null } = {},
  ): Promise<void> {
    if (!limit) {
      await tx
        .delete(playerLimit)
        .where(and(eq(playerLimit.playerId, playerId), eq(playerLimit.limitType, type)));
      return;
    }
    const row = {
      playerId,
      limitType: type,
      value: limit.value,
      startedAt: limit.startedAt,
      endsAt: limit.endsAt,
      hasPending: limit.pending !== null,
      pendingValue: limit.pending?.value ?? null,
      pendingRequestedAt: limit.pending?.requestedAt ?? null,
      updatedAt: clock.now(),
      ...(extra.currency !== undefined ? { currency: extra.currency } : {}),
      ...(extra.selfExcludeReason !== undefined ? { selfExcludeReason: extra.selfExcludeReason } : {}),
    };
    await tx
      .insert(playerLimit)
      .values(row)
      .onConflictDoUpdate({ target: [playerLimit.playerId, playerLimit.limitType], set: row });
  }

  async function toWire(tx: Executor, playerId: number, rows: LimitRow[], now: number): Promise<Limit[]> {
    const out: Limit[] = [];
    for (const row of rows) {
      const limit = toPlayerLimit(row);
      const def = limitDefinition(row.limitType);
      let limitBalance: number | null = null;
      if (def?.measure === 'money' && def.windowMs && row.currency && limit.value !== null) {
        const source =
          def.family === 'deposit'
            ? usage.deposited
            : def.family === 'wagering'
              ? usage.wagered
              : usage.netLoss;
        const used = await source(tx, playerId, row.currency, now - def.windowMs);
        const { allowed } = remainingAllowance(
          [limit],
          def.family as 'deposit',
          row.currency,
          () => used,
          now,
        );
        limitBalance = allowed === null ? null : Math.floor(fromMinor(allowed, row.currency));
      }
      const due = approvalDueAt(limit);
      out.push({
        limitType: row.limitType,
        limitValue: row.value,
        limitState: limitState(limit, now),
        startedAt: toEpochSeconds(row.startedAt),
        endsAt: row.endsAt === null ? null : toEpochSeconds(row.endsAt),
        limitBalance,
        needApprove: isApprovalDue(limit, now),
        pendingChangeType: limit.pending ? pendingChangeType(limit.value, limit.pending.value) : null,
        pendingValue: limit.pending ? limit.pending.value : null,
        pendingApproveAt: due === null ? null : toEpochSeconds(due),
        selfExcludeReason: row.selfExcludeReason,
        currency: row.currency,
      });
    }
    // A finished exclusion is history, not a limit: it is not answered.
    return out.filter((l) => !(l.limitState === 'INACTIVE' && l.endsAt !== null));
  }

  function refusalTitle(
    language: string | undefined,
    reason: LimitChangeRefusal | 'nothingPending' | 'coolingOff',
  ) {
    return protectionMessages(language).refused[reason];
  }

  function questionsFor(language: string | undefined) {
    const m = protectionMessages(language);
    return m.questions.map((q) => ({
      id: q.id,
      text: q.text,
      answers: [
        { id: ANSWER_YES, text: m.yes },
        { id: ANSWER_NO, text: m.no },
      ],
    }));
  }

  /** Who is told when an exclusion begins (identity ends the sessions, the wallet cancels pending deposits). */
  const exclusionListeners: ExclusionListener[] = options.onExclusion ? [options.onExclusion] : [];

  async function afterExclusion(playerId: number): Promise<void> {
    const limits = await loadLimits(db, playerId);
    const exclusion = activeExclusion(limits, clock.now());
    if (!exclusion) return;
    for (const listener of exclusionListeners) await listener(playerId, exclusion);
  }

  const figures = createFigures({ db, clock, usage, playerCurrency: options.playerCurrency });

  const service: ProtectionService = {
    clock,

    /** The money gate (`./gate.ts`): the wallet's money path opens it inside every movement's transaction. */
    openGate: createMoneyGate({ clock, usage, bansOf }),

    ...figures,

    /** Adds a listener told once a self-exclusion or time-out is in force (wired by the composition root). */
    whenExcluded(listener: ExclusionListener): void {
      exclusionListeners.push(listener);
    },

    /** GET limits: every limit of the player with its state (RG-001, RG-002). */
    async getLimits(playerId: number): Promise<Limit[]> {
      const rows = await loadRows(db, playerId);
      return toWire(db, playerId, rows, clock.now());
    },

    /** GET availablelimits (RG-004). */
    availableLimits() {
      return LIMIT_DEFINITIONS.map((d) => ({
        type: d.type,
        availableValues: d.availableValues ? [...d.availableValues] : [],
        measure: d.measure,
      }));
    },

    /** GET reasons/selfexclude (RG-005). */
    selfExcludeReasons(language: string | undefined) {
      return protectionMessages(language).reasons.map((selfExcludeReason, i) => ({
        id: i + 1,
        selfExcludeReason,
      }));
    },

    /**
     * POST limits. Stricter changes (and exclusions) are saved at once. A change that loosens protection is not
     * saved yet: the answer carries the questionnaire and a tokenGuid for POST testanswers.
     */
    async setLimits(
      playerId: number,
      requests: { limitType: number; limitValue: number | null; selfExcludeReason?: number | undefined }[],
      language: string | undefined,
    ): Promise<SetLimitsResult> {
      const m = protectionMessages(language);
      const types = requests.map((r) => r.limitType);
      if (new Set(types).size !== types.length)
        throw new ProtectionError(400, 'limits names the same limitType twice');
      const currency = await options.playerCurrency(playerId);
      const result = await db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const now = clock.now();
        const current = new Map((await loadLimits(tx, playerId)).map((l) => [l.type, l]));
        const decisions = requests.map((r) => ({
          r,
          d: planLimitChange(current.get(r.limitType), r.limitType, r.limitValue, now),
        }));
        const refused = decisions.find(({ d }) => d.kind === 'refuse');
        if (refused && refused.d.kind === 'refuse') {
          throw new ProtectionError(
            refused.d.reason === 'notCancellable' ? 403 : 400,
            refusalTitle(language, refused.d.reason),
          );
        }
        if (decisions.some(({ d }) => d.kind === 'pending')) {
          // Loosening: nothing is saved until the questionnaire is answered.
          const tokenGuid = randomUUID();
          await tx.insert(limitQuestionnaire).values({
            tokenGuid,
            playerId,
            requests: requests.map((r) => ({ limitType: r.limitType, limitValue: r.limitValue })),
            createdAt: now,
            expiresAt: now + questionnaireTtlMs,
          });
          return { tokenGuid, excluded: false };
        }
        let excluded = false;
        for (const { r, d } of decisions) {
          if (d.kind !== 'apply') continue;
          const before = current.get(r.limitType)?.value ?? null;
          const def = limitDefinition(r.limitType);
          await store(tx, playerId, d.limit, r.limitType, {
            currency: def?.measure === 'money' ? currency : null,
            selfExcludeReason:
              r.limitType === LIMIT_TYPE.SELF_EXCLUSION ? (r.selfExcludeReason ?? null) : null,
          });
          await log(
            tx,
            playerId,
            r.limitType,
            before === null ? 'set' : before === d.limit.value ? 'withdraw' : 'decrease',
            before,
            d.limit.value,
          );
          if (r.limitType === LIMIT_TYPE.SELF_EXCLUSION || r.limitType === LIMIT_TYPE.TIME_OUT)
            excluded = true;
        }
        return { tokenGuid: null, excluded };
      });
      if (result.excluded) await afterExclusion(playerId);
      if (result.tokenGuid) {
        return {
          status: 200,
          title: m.questionnaire,
          data: { questions: questionsFor(language) },
          tokenGuid: result.tokenGuid,
          limitsData: null,
        };
      }
      return {
        status: 200,
        title: m.saved,
        data: { questions: [] },
        tokenGuid: null,
        limitsData: await service.getLimits(playerId),
      };
    },

    /**
     * POST testanswers. Any risky answer ("yes") keeps the limits as they are; otherwise the requested loosening
     * becomes PENDING (not in force before 24 h and the player's approval).
     */
    async testAnswers(
      playerId: number,
      tokenGuid: string,
      answers: { questionId: number; answerId: number }[],
      language: string | undefined,
    ) {
      const m = protectionMessages(language);
      const outcome = await db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const now = clock.now();
        const [q] = await tx
          .select()
          .from(limitQuestionnaire)
          .where(and(eq(limitQuestionnaire.tokenGuid, tokenGuid), eq(limitQuestionnaire.playerId, playerId)))
          .limit(1);
        if (!q || q.usedAt !== null || q.expiresAt <= now) throw new ProtectionError(400, m.tokenExpired);
        const byQuestion = new Map(answers.map((a) => [a.questionId, a.answerId]));
        const questionsResult = m.questions.map((question) => {
          const answer = byQuestion.get(question.id);
          return { questionId: question.id, passed: answer === ANSWER_NO };
        });
        const unanswered = m.questions.filter((question) => {
          const a = byQuestion.get(question.id);
          return a !== ANSWER_YES && a !== ANSWER_NO;
        });
        if (unanswered.length > 0) {
          throw new ProtectionError(
            400,
            `answers must answer questions ${unanswered.map((u) => u.id).join(', ')} with 1 (yes) or 2 (no)`,
          );
        }
        await tx
          .update(limitQuestionnaire)
          .set({ usedAt: now })
          .where(eq(limitQuestionnaire.tokenGuid, tokenGuid));
        const passed = questionsResult.every((r) => r.passed);
        const current = new Map((await loadLimits(tx, playerId)).map((l) => [l.type, l]));
        for (const r of q.requests) {
          if (!passed) {
            await log(
              tx,
              playerId,
              r.limitType,
              'questionnaire_failed',
              current.get(r.limitType)?.value ?? null,
              r.limitValue,
            );
            continue;
          }
          const d = planLimitChange(current.get(r.limitType), r.limitType, r.limitValue, now);
          if (d.kind === 'refuse') continue; // The situation changed since the request: nothing to loosen.
          await store(tx, playerId, d.limit, r.limitType);
          await log(
            tx,
            playerId,
            r.limitType,
            d.kind === 'pending' ? 'pending' : 'decrease',
            current.get(r.limitType)?.value ?? null,
            d.kind === 'pending' ? (d.limit.pending?.value ?? null) : d.limit.value,
          );
        }
        return { passed, questionsResult };
      });
      return {
        success: outcome.passed,
        title: outcome.passed ? m.questionnairePassed : m.questionnaireFailed,
        questionsResult: outcome.questionsResult,
        limitsData: await service.getLimits(playerId),
      };
    },

    /** POST limitaction: 1 approves a waiting change after its cooling-off, 0 rejects it (RG-022, RG-023). */
    async limitAction(
      playerId: number,
      limitType: number,
      approve: boolean,
      language: string | undefined,
    ): Promise<StatusAnswer> {
      const m = protectionMessages(language);
      await db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const now = clock.now();
        const current = (await loadLimits(tx, playerId)).find((l) => l.type === limitType);
        const result = answerPendingChange(current, approve, now);
        if (result.kind === 'refuse') throw new ProtectionError(400, refusalTitle(language, result.reason));
        await store(tx, playerId, result.limit, limitType);
        await log(
          tx,
          playerId,
          limitType,
          approve ? 'approve' : 'reject',
          current?.value ?? null,
          result.limit?.value ?? null,
        );
      });
      return { status: 204, title: approve ? m.approved : m.rejected };
    },

    /** DELETE limit: a removal is a loosening, so it waits like an increase; exclusions cannot be removed. */
    async deleteLimit(
      playerId: number,
      limitType: number,
      language: string | undefined,
    ): Promise<StatusAnswer> {
      const m = protectionMessages(language);
      await db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const now = clock.now();
        const current = (await loadLimits(tx, playerId)).find((l) => l.type === limitType);
        if (!current) throw new ProtectionError(404, refusalTitle(language, 'nothingPending'));
        const d = planLimitChange(current, limitType, null, now);
        if (d.kind === 'refuse')
          throw new ProtectionError(
            d.reason === 'notCancellable' ? 403 : 400,
            refusalTitle(language, d.reason),
          );
        await store(tx, playerId, d.limit, limitType);
        await log(tx, playerId, limitType, 'pending', current.value, null);
      });
      return { status: 204, title: m.cancelPending };
    },

    /** POST BlockUser: self-exclusion at once (DECISIONS 10, 14); every session is revoked. */
    async blockUser(
      playerId: number,
      days: number,
      reasonId: number | undefined,
      language: string | undefined,
    ) {
      const answer = await service.setLimits(
        playerId,
        [{ limitType: LIMIT_TYPE.SELF_EXCLUSION, limitValue: days, selfExcludeReason: reasonId }],
        language,
      );
      return { success: answer.tokenGuid === null, title: answer.title };
    },

    /** The exclusion in force, if any: sign-in, deposits, bets and games are refused while it lasts. */
    async exclusion(playerId: number, tx: Executor = db): Promise<ActiveExclusion | null> {
      return activeExclusion(await loadLimits(tx, playerId), clock.now());
    },

    /**
     * Whether promotions are kept from being pushed to the player now (OFFERS_QUIET_AFTER_LIMIT_MS): an
     * exclusion is in force, or the player changed a limit in the last 24 hours.
     */
    async offersPaused(playerId: number, tx: Executor = db): Promise<boolean> {
      const now = clock.now();
      if (activeExclusion(await loadLimits(tx, playerId), now)) return true;
      const [recent] = await tx
        .select({ id: limitChangeLog.id })
        .from(limitChangeLog)
        .where(
          and(
            eq(limitChangeLog.playerId, playerId),
            eq(limitChangeLog.actor, 'player'),
            gt(limitChangeLog.at, now - OFFERS_QUIET_AFTER_LIMIT_MS),
          ),
        )
        .limit(1);
      return recent !== undefined;
    },

    /**
     * When the session limit in force (RG 31) ends a session that started at `startedAt` (epoch ms), or null
     * without one. The identity module revokes a session past it on its next request.
     */
    async sessionEndsAt(playerId: number, startedAt: number): Promise<number | null> {
      const limits = await loadLimits(db, playerId);
      const session = limits.find((l) => l.type === LIMIT_TYPE.SESSION && l.value !== null);
      return sessionEndsAt(startedAt, session?.value);
    },

    /**
     * POST ping (every 30 s while signed in): when the session ends under the session limit, when the next
     * reality check is due, and which waiting changes can be approved now.
     */
    async ping(playerId: number, sessionId: string, sessionStartedAt: number) {
      const now = clock.now();
      const limits = await loadLimits(db, playerId);
      const session = limits.find((l) => l.type === LIMIT_TYPE.SESSION && l.value !== null);
      const ends = sessionEndsAt(sessionStartedAt, session?.value);
      return {
        sessionEndsAt: ends === null ? null : toEpochSeconds(ends),
        realityCheckAt: await service.nextRealityCheckAt(playerId, sessionId, sessionStartedAt, limits),
        approvalDue: limits.filter((l) => isApprovalDue(l, now)).map((l) => l.type),
      };
    },

    /** Epoch seconds of the next reality check of a session, or null without one (or after "do not show again"). */
    async nextRealityCheckAt(
      playerId: number,
      sessionId: string,
      sessionStartedAt: number,
      known?: PlayerLimit[],
    ) {
      const limits = known ?? (await loadLimits(db, playerId));
      const rc = limits.find((l) => l.type === LIMIT_TYPE.REALITY_CHECK && l.value !== null);
      if (!rc?.value) return null;
      const [last] = await db
        .select()
        .from(realityCheckEvent)
        .where(and(eq(realityCheckEvent.playerId, playerId), eq(realityCheckEvent.sessionId, sessionId)))
        .orderBy(desc(realityCheckEvent.at), desc(realityCheckEvent.id))
        .limit(1);
      if (last?.doNotShowAgain) return null;
      const from = last ? last.at : sessionStartedAt;
      return toEpochSeconds(from + rc.value * 60_000);
    },

    /**
     * What the reality check shows (DECISIONS): when the session started, the time played in it (casino rounds
     * and bets alike: the whole session counts) and its net position (stakes minus returns since the start,
     * casino rounds included; unsettled stakes count as lost).
     */
    async realityCheckFigures(playerId: number, sessionStartedAt: number) {
      const currency = await options.playerCurrency(playerId);
      const now = clock.now();
      return {
        sessionStartedAt: toEpochSeconds(sessionStartedAt),
        sessionSeconds: Math.max(0, Math.floor((now - sessionStartedAt) / 1000)),
        netPosition: await usage.netLoss(db, playerId, currency, sessionStartedAt),
        currency,
      };
    },

    /**
     * Records a reality-check answer (RG-032, RG-033): when the popup was shown, the action and "do not show
     * again". The popup must have been shown in this session and not in the future (1 min of clock skew).
     */
    async recordRealityCheck(
      playerId: number,
      sessionId: string,
      answer: { action: 'continue' | 'log_out'; doNotShowAgain: boolean; popupShowAt: number },
      sessionStartedAt?: number,
    ): Promise<void> {
      const now = clock.now();
      const shownAt = answer.popupShowAt * 1000;
      const earliest = (sessionStartedAt ?? 0) - REALITY_CHECK_SKEW_MS;
      if (shownAt < earliest || shownAt > now + REALITY_CHECK_SKEW_MS) {
        throw new ProtectionError(
          400,
          'popup_show_at must be the epoch second (not millisecond) when the popup was shown in this session',
        );
      }
      await db.insert(realityCheckEvent).values({
        playerId,
        sessionId,
        action: answer.action,
        doNotShowAgain: answer.doNotShowAgain,
        popupShowAt: shownAt,
        at: now,
      });
    },

    /** The reality-check answers of a session, oldest first. */
    async realityCheckEvents(playerId: number, sessionId: string) {
      return db
        .select()
        .from(realityCheckEvent)
        .where(and(eq(realityCheckEvent.playerId, playerId), eq(realityCheckEvent.sessionId, sessionId)))
        .orderBy(realityCheckEvent.at, realityCheckEvent.id);
    },

    /** Questionnaire tokens that were never answered and expired are removed (housekeeping). */
    async purgeExpiredQuestionnaires(): Promise<void> {
      await db
        .delete(limitQuestionnaire)
        .where(and(isNull(limitQuestionnaire.usedAt), sql`${limitQuestionnaire.expiresAt} < ${clock.now()}`));
    },

    coolingOffMs: COOLING_OFF_MS,
    realityCheckMaxWaitMs: REALITY_CHECK_MAX_WAIT_MS,
  };

  return service;
}

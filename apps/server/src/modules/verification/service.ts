/**
 * Verification (KYC): a player's documents and status (`VERIFICATION_STATUS` of @betline/contracts), the
 * operator's requests and decisions, the demo's automatic approval, and what verification unlocks: withdrawals
 * above `VERIFICATION_WITHDRAWAL_THRESHOLD_UNITS` wait for it (the wallet asks `withdrawalGate`).
 *
 * Status changes:
 * - a document sent: 1 (under review), or 4 while other requested kinds are still missing;
 * - the operator approves: every pending document accepted, 2 (verified), the requests cleared;
 * - the operator rejects (with a reason): every pending document rejected, 3; the player may send new ones;
 * - the operator asks for another kind (with an optional reason): 4 until it arrives.
 */
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import {
  VERIFICATION_KIND_IDS,
  VERIFICATION_REQUIRED_CODE,
  VERIFICATION_STATUS,
  type OperatorDecision,
  type VerificationDocument,
  type VerificationDocumentKind,
  type VerificationState,
  type VerificationStatus,
} from '@betline/contracts';
import { currencyOf, formatMinor, verificationWithdrawalThreshold } from '@betline/core';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { cleanFileName, sniffFileType } from './files';
import { verificationDocument, verificationState } from './tables';

export interface VerificationServiceOptions {
  db: Db;
  now?: () => Date;
  /** The ISO code of a player's currency; undefined for an unknown player (identity's directory). */
  currencyIsoOf: (playerId: number, run: Executor) => Promise<string | undefined>;
}

type DocumentRow = typeof verificationDocument.$inferSelect;

function toDocument(row: Omit<DocumentRow, 'content'>): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    status: row.status,
    reason: row.reason,
    uploadedAt: row.uploadedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Every column but the file itself. */
const listed = {
  id: verificationDocument.id,
  playerId: verificationDocument.playerId,
  kind: verificationDocument.kind,
  fileName: verificationDocument.fileName,
  mimeType: verificationDocument.mimeType,
  size: verificationDocument.size,
  status: verificationDocument.status,
  reason: verificationDocument.reason,
  uploadedAt: verificationDocument.uploadedAt,
  decidedAt: verificationDocument.decidedAt,
};

/** What the user config tells of a player's verification (ACC-011). */
export interface VerificationSummary {
  status: VerificationStatus;
  /** `verification_types`: ids of the kinds with an accepted document. */
  types: number[];
  /** `requested_additional_document`: the kinds the operator asked for. */
  requested: VerificationDocumentKind[];
}

export function createVerificationService(options: VerificationServiceOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  async function stateRow(playerId: number, run: Executor) {
    const [row] = await run.select().from(verificationState).where(eq(verificationState.playerId, playerId));
    return row;
  }

  async function summary(playerId: number, run: Executor = db): Promise<VerificationSummary> {
    const row = await stateRow(playerId, run);
    const accepted = await run
      .selectDistinct({ kind: verificationDocument.kind })
      .from(verificationDocument)
      .where(and(eq(verificationDocument.playerId, playerId), eq(verificationDocument.status, 'accepted')));
    return {
      status: (row?.status ?? VERIFICATION_STATUS.NONE) as VerificationStatus,
      types: accepted.map((a) => VERIFICATION_KIND_IDS[a.kind]).sort((a, b) => a - b),
      requested: row?.requested ?? [],
    };
  }

  async function currency(playerId: number, run: Executor): Promise<string> {
    const iso = await options.currencyIsoOf(playerId, run);
    if (iso === undefined) throw new HttpError(404, `Player ${playerId} not found`);
    return iso;
  }

  /** The player's verification as they (or the operator) see it. */
  async function state(playerId: number): Promise<VerificationState> {
    const iso = await currency(playerId, db);
    const row = await stateRow(playerId, db);
    const documents = await db
      .select(listed)
      .from(verificationDocument)
      .where(eq(verificationDocument.playerId, playerId))
      .orderBy(desc(verificationDocument.uploadedAt), desc(verificationDocument.id));
    return {
      status: (row?.status ?? VERIFICATION_STATUS.NONE) as VerificationStatus,
      requested: row?.requested ?? [],
      note: row?.note ?? null,
      documents: documents.map(toDocument),
      withdrawalThreshold: verificationWithdrawalThreshold(iso),
      currency: iso,
    };
  }

  async function writeState(
    tx: Tx,
    playerId: number,
    values: { status: VerificationStatus; requested: VerificationDocumentKind[]; note: string | null },
    submittedAt?: Date,
  ) {
    const set = { ...values, updatedAt: now(), ...(submittedAt ? { submittedAt } : {}) };
    await tx
      .insert(verificationState)
      .values({ playerId, ...set })
      .onConflictDoUpdate({ target: verificationState.playerId, set });
  }

  /**
   * Stores a document the player sent. The type is told by the bytes (JPEG, PNG or PDF, else 415); a verified
   * player sends only what the operator asked for (else 409).
   */
  async function upload(
    playerId: number,
    kind: VerificationDocumentKind,
    fileName: string | undefined,
    content: Buffer,
  ): Promise<{ document: VerificationDocument; status: VerificationStatus }> {
    if (content.length === 0)
      throw new HttpError(400, 'The file is empty: choose a photo or scan of the document');
    const mimeType = sniffFileType(content);
    if (mimeType === null) {
      throw new HttpError(
        415,
        'Only JPEG, PNG or PDF files are accepted: this file is none of them (its content was checked, not its name)',
        'unsupported_file_type',
      );
    }
    return db.transaction(async (tx) => {
      // The player's row first, locked: two uploads at once see each other's status change.
      await tx
        .insert(verificationState)
        .values({ playerId })
        .onConflictDoNothing({ target: verificationState.playerId });
      const [current] = await tx
        .select()
        .from(verificationState)
        .where(eq(verificationState.playerId, playerId))
        .for('update');
      const requested = current?.requested ?? [];
      if (current?.status === VERIFICATION_STATUS.VERIFIED && !requested.includes(kind)) {
        throw new HttpError(
          409,
          'Your identity is already verified: no documents are needed',
          'already_verified',
        );
      }
      const [row] = await tx
        .insert(verificationDocument)
        .values({
          playerId,
          kind,
          fileName: cleanFileName(fileName),
          mimeType,
          size: content.length,
          content,
        })
        .returning(listed);
      const stillRequested = requested.filter((k) => k !== kind);
      const status =
        stillRequested.length > 0 ? VERIFICATION_STATUS.ADDITIONAL_REQUESTED : VERIFICATION_STATUS.PENDING;
      await writeState(
        tx,
        playerId,
        {
          status,
          requested: stillRequested,
          note: stillRequested.length > 0 ? (current?.note ?? null) : null,
        },
        now(),
      );
      return { document: toDocument(row!), status };
    });
  }

  /** The file of one of the player's own documents; undefined for another player's or an unknown id. */
  async function documentFile(playerId: number, id: number) {
    const [row] = await db
      .select({
        fileName: verificationDocument.fileName,
        mimeType: verificationDocument.mimeType,
        content: verificationDocument.content,
      })
      .from(verificationDocument)
      .where(and(eq(verificationDocument.id, id), eq(verificationDocument.playerId, playerId)));
    return row;
  }

  /** The operator's decision on the documents under review; 409 when there are none. */
  async function decide(playerId: number, decision: OperatorDecision): Promise<VerificationState> {
    await currency(playerId, db);
    const decided = await db.transaction((tx) => decideIn(tx, playerId, decision));
    if (!decided) {
      throw new HttpError(409, `Player ${playerId} has no documents under review`, 'nothing_to_decide');
    }
    return state(playerId);
  }

  async function decideIn(tx: Tx, playerId: number, decision: OperatorDecision): Promise<boolean> {
    const [current] = await tx
      .select()
      .from(verificationState)
      .where(eq(verificationState.playerId, playerId))
      .for('update');
    const pending = await tx
      .select({ id: verificationDocument.id })
      .from(verificationDocument)
      .where(and(eq(verificationDocument.playerId, playerId), eq(verificationDocument.status, 'pending')));
    if (!current || pending.length === 0) return false;
    const ids = pending.map((p) => p.id);
    const at = now();
    if (decision.decision === 'approve') {
      await tx
        .update(verificationDocument)
        .set({ status: 'accepted', reason: null, decidedAt: at })
        .where(inArray(verificationDocument.id, ids));
      await writeState(tx, playerId, { status: VERIFICATION_STATUS.VERIFIED, requested: [], note: null });
    } else {
      await tx
        .update(verificationDocument)
        .set({ status: 'rejected', reason: decision.reason, decidedAt: at })
        .where(inArray(verificationDocument.id, ids));
      await writeState(tx, playerId, {
        status: VERIFICATION_STATUS.REJECTED,
        requested: current.requested,
        note: decision.reason,
      });
    }
    return true;
  }

  /** The operator asks the player for one more document (status 4 until it arrives). */
  async function requestDocument(
    playerId: number,
    kind: VerificationDocumentKind,
    reason: string | undefined,
  ): Promise<VerificationState> {
    await currency(playerId, db);
    await db.transaction(async (tx) => {
      await tx
        .insert(verificationState)
        .values({ playerId })
        .onConflictDoNothing({ target: verificationState.playerId });
      const [current] = await tx
        .select()
        .from(verificationState)
        .where(eq(verificationState.playerId, playerId))
        .for('update');
      const requested = [...new Set([...(current?.requested ?? []), kind])];
      await writeState(tx, playerId, {
        status: VERIFICATION_STATUS.ADDITIONAL_REQUESTED,
        requested,
        note: reason ?? null,
      });
    });
    return state(playerId);
  }

  /**
   * Demo mode: approves the players whose documents have been under review since before `cutoff` (each in its
   * own transaction, guarded by the status: safe when two processes run it). Answers how many were approved.
   */
  async function approveDue(cutoff: Date): Promise<number> {
    const due = await db
      .select({ playerId: verificationState.playerId })
      .from(verificationState)
      .where(
        and(
          eq(verificationState.status, VERIFICATION_STATUS.PENDING),
          lte(verificationState.submittedAt, cutoff),
        ),
      )
      .orderBy(asc(verificationState.submittedAt))
      .limit(100);
    let approved = 0;
    for (const { playerId } of due) {
      const done = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: verificationState.status })
          .from(verificationState)
          .where(eq(verificationState.playerId, playerId))
          .for('update');
        if (current?.status !== VERIFICATION_STATUS.PENDING) return false;
        return decideIn(tx, playerId, { decision: 'approve' });
      });
      if (done) approved += 1;
    }
    return approved;
  }

  /**
   * The wallet's check of a withdrawal, inside its transaction: when the player's withdrawals in this currency
   * (paid, waiting and this one: `total`) go above the threshold, a player who is not verified is refused
   * (403 `verification_required`, with the threshold). Counted in total, so that splitting a withdrawal into
   * small ones does not pass the threshold by.
   */
  async function withdrawalGate(tx: Tx, playerId: number, total: number, currencyId: number): Promise<void> {
    const iso = currencyOf(currencyId).iso;
    const threshold = verificationWithdrawalThreshold(iso);
    if (total <= threshold) return;
    const row = await stateRow(playerId, tx);
    if (row?.status === VERIFICATION_STATUS.VERIFIED) return;
    throw new HttpError(
      403,
      `Withdrawals of more than ${formatMinor(threshold, iso)} ${iso} in total need a verified identity: send your documents on the verification page`,
      VERIFICATION_REQUIRED_CODE,
      undefined,
      { threshold },
    );
  }

  return { state, summary, upload, documentFile, decide, requestDocument, approveDue, withdrawalGate };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

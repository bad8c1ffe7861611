/**
 * The bonuses module (docs/adr/0045-bonuses-wagering.md): granted bonuses with their wagering, conversion,
 * expiry, forfeit and decline. Every movement of bonus money goes through the wallet's money path:
 *
 * - grant: `bonus` movement into the bonus account (`grant.ts`);
 * - wagering: settled sports coupons and casino rounds staked from a bonus account count towards its active
 *   bonus (`wagering.count`, or `prepare` + `apply` in a settlement batch), inside the transaction that
 *   settles them, once per stake (`bonus_wager`'s key), for an active bonus that has not expired only;
 * - conversion, in that same transaction once the turnover reaches the requirement: the bonus account's
 *   balance up to the maximum conversion moves to the player's money account of the currency (ledger kind
 *   `bonus_conversion`, two legs through the house's `bonuses` account), the rest is removed
 *   (`bonus_removal`);
 * - expiry (`expireDue`, the leased worker), forfeit and decline: the bonus account's balance is removed
 *   (`bonus_removal`).
 *
 * Lock order, the one every money movement keeps: the players' money locks, then the bonus rows, then the
 * ledger accounts. A settlement batch therefore reads the batch's active bonuses first and has the money path
 * lock their players together with the payouts' (`prepare` answers them).
 */
import { ACCOUNT_TYPE, currencyOf } from '@betline/core';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { lockPlayers } from '../../infra/playerLock';
import type { MoneyPath, Movement, Posting } from '../wallet/money';
import { grantBonus, type BonusRow, type GrantInput, type GrantOutcome } from './grant';
import { bonus, bonusWager } from './tables';
import { countedStake, type BonusStatus, type WagerSource } from './terms';

export type { BonusRow, GrantInput, GrantOutcome };

/** A settled stake that may count towards the active bonus of its account. */
export interface WagerItem {
  /** The account the stake left. */
  accountId: number;
  /** Once per bonus: `bet:<coupon>`, `casino:<round>`. */
  ref: string;
  /** Minor units. */
  stake: number;
  /** When it was staked: a stake made before the bonus was granted does not count. */
  placedAt: Date;
  source: WagerSource;
}

/** The counting of one transaction, read but not yet written. */
export interface PreparedWagering {
  /** Players whose bonuses it counts towards: lock them before any account row (`PlanOptions.alsoLock`). */
  readonly players: readonly { playerId: number; currency: string }[];
  /** Counts the stakes and converts the bonuses that reached their requirement. Answers the converted ids. */
  apply(): Promise<number[]>;
}

/** What settlement and the casino call in the transactions that settle stakes. */
export interface Wagering {
  prepare(tx: Tx, items: readonly WagerItem[]): Promise<PreparedWagering>;
  /** `prepare` and `apply` at once (the caller holds, or may take now, the players' money locks). */
  count(tx: Tx, items: readonly WagerItem[]): Promise<number[]>;
}

/** A bonus as its player sees it. */
export interface BonusView {
  id: number;
  kind: BonusRow['kind'];
  status: BonusStatus;
  accountId: number;
  currencyId: number;
  iso: string;
  amount: number;
  wageringMultiplier: number;
  required: number;
  progress: number;
  remaining: number;
  minOdds: number | null;
  casinoContribution: Record<string, number>;
  maxConversion: number;
  /** The bonus money now (the bonus account's balance) while active; 0 once ended. */
  balance: number;
  grantedAt: string;
  expiresAt: string;
  timeLeftMs: number;
  endedAt: string | null;
  convertedAmount: number | null;
  removedAmount: number | null;
  canForfeit: boolean;
  canDecline: boolean;
}

const ENDINGS = { expired: 'expiry', forfeited: 'forfeit', declined: 'decline' } as const;

export function createBonuses({ db, money, clock }: { db: Db; money: MoneyPath; clock: Clock }) {
  const NONE: PreparedWagering = { players: [], apply: async () => [] };

  async function prepare(tx: Tx, items: readonly WagerItem[]): Promise<PreparedWagering> {
    if (items.length === 0) return NONE;
    const accountIds = [...new Set(items.map((i) => i.accountId))];
    const active = await tx
      .select()
      .from(bonus)
      .where(and(inArray(bonus.accountId, accountIds), eq(bonus.status, 'active')));
    if (active.length === 0) return NONE;
    const now = clock.now();
    const byAccount = new Map(active.map((b) => [b.accountId, b]));
    const rows: { bonus_id: number; ref: string; stake: number; counted: number }[] = [];
    const players = new Map<number, string>();
    for (const item of items) {
      const b = byAccount.get(item.accountId);
      if (!b || item.placedAt.getTime() < b.grantedAt.getTime() || b.expiresAt.getTime() <= now) continue;
      const counted = countedStake(b, item.stake, item.source);
      if (counted <= 0) continue;
      rows.push({ bonus_id: b.id, ref: item.ref, stake: item.stake, counted });
      players.set(b.playerId, currencyOf(b.currencyId).iso);
    }
    if (rows.length === 0) return NONE;
    return {
      players: [...players].map(([playerId, currency]) => ({ playerId, currency })),
      async apply() {
        await lockPlayers(tx, players.keys());
        // One statement: each stake recorded once per bonus (its key), the progress raised by what is new.
        const result = (await tx.execute(sql`
          with v as (
            select * from json_to_recordset(${JSON.stringify(rows)}::json)
              as v(bonus_id integer, ref text, stake bigint, counted bigint)
          ), added as (
            insert into ${bonusWager} (bonus_id, ref, stake, counted)
            select bonus_id, ref, stake, counted from v
            on conflict do nothing
            returning bonus_id, counted
          )
          update ${bonus} as b set progress = b.progress + s.total, updated_at = ${new Date(now).toISOString()}::timestamptz
          from (select bonus_id, sum(counted)::bigint as total from added group by bonus_id) as s
          where b.id = s.bonus_id and b.status = 'active'
          returning b.id, b.progress::text as progress, b.required::text as required`)) as unknown as {
          rows: { id: number; progress: string; required: string }[];
        };
        const reached = result.rows
          .filter((r) => Number(r.progress) >= Number(r.required))
          .map((r) => Number(r.id))
          .sort((a, b) => a - b);
        for (const id of reached) await convert(tx, id);
        return reached;
      },
    };
  }

  async function count(tx: Tx, items: readonly WagerItem[]): Promise<number[]> {
    return (await prepare(tx, items)).apply();
  }

  /** The player's open money account (main or currency) of a currency, opened when there is none. */
  async function moneyAccountOf(tx: Tx, playerId: number, currencyId: number): Promise<number> {
    const own = (await money.accountsOf(playerId, tx)).find(
      (a) =>
        (a.type === ACCOUNT_TYPE.MAIN || a.type === ACCOUNT_TYPE.CURRENCY) && a.currencyId === currencyId,
    );
    if (own) return own.id;
    const iso = currencyOf(currencyId).iso;
    return (
      await money.openAccount(tx, {
        playerId,
        type: ACCOUNT_TYPE.CURRENCY,
        currencyId,
        label: `${iso} account`,
      })
    ).id;
  }

  async function bonusBalance(tx: Tx, row: BonusRow): Promise<number> {
    return (await money.accountOf(row.playerId, row.accountId, tx))?.balance ?? 0;
  }

  function removal(row: BonusRow, amount: number, reason: string): { movement: Movement; posting: Posting } {
    return {
      movement: {
        kind: 'removal',
        playerId: row.playerId,
        accountId: row.accountId,
        amount,
        house: 'bonuses',
        ledgerKind: 'bonus_removal',
      },
      posting: { key: `bonus:${row.id}:removal`, meta: { bonusId: row.id, reason } },
    };
  }

  /**
   * Converts an active bonus whose turnover reached the requirement (the player's money lock held, the row
   * locked by the caller's update): min(balance, maximum conversion) to the money account, the rest removed.
   */
  async function convert(tx: Tx, id: number): Promise<void> {
    const [row] = await tx.select().from(bonus).where(eq(bonus.id, id)).for('update');
    if (!row || row.status !== 'active' || row.progress < row.required) return;
    const balance = await bonusBalance(tx, row);
    const converted = Math.min(balance, row.maxConversion);
    const removed = balance - converted;
    const items: { movement: Movement; posting: Posting }[] = [];
    if (converted > 0) {
      const target = await moneyAccountOf(tx, row.playerId, row.currencyId);
      items.push(
        {
          movement: {
            kind: 'removal',
            playerId: row.playerId,
            accountId: row.accountId,
            amount: converted,
            house: 'bonuses',
            ledgerKind: 'bonus_conversion',
          },
          posting: { key: `bonus:${row.id}:conversion:out`, meta: { bonusId: row.id } },
        },
        {
          movement: {
            kind: 'payback',
            playerId: row.playerId,
            accountId: target,
            amount: converted,
            house: 'bonuses',
            ledgerKind: 'bonus_conversion',
          },
          posting: { key: `bonus:${row.id}:conversion:in`, meta: { bonusId: row.id } },
        },
      );
    }
    if (removed > 0) items.push(removal(row, removed, 'above the maximum conversion'));
    await money.moveAll(tx, items);
    const at = new Date(clock.now());
    await tx
      .update(bonus)
      .set({
        status: 'converted',
        endedAt: at,
        updatedAt: at,
        convertedAmount: converted,
        removedAmount: removed,
      })
      .where(and(eq(bonus.id, row.id), eq(bonus.status, 'active')));
  }

  /** Ends an active bonus (locked by the caller, its player's money lock held): its money is removed. */
  async function end(tx: Tx, row: BonusRow, status: keyof typeof ENDINGS): Promise<BonusRow> {
    const balance = await bonusBalance(tx, row);
    if (balance > 0) await money.moveAll(tx, [removal(row, balance, ENDINGS[status])]);
    const at = new Date(clock.now());
    const [ended] = await tx
      .update(bonus)
      .set({ status, endedAt: at, updatedAt: at, convertedAmount: 0, removedAmount: balance })
      .where(and(eq(bonus.id, row.id), eq(bonus.status, 'active')))
      .returning();
    if (!ended) throw new Error(`bonus ${row.id} ended twice`);
    return ended;
  }

  /** The bonus of the player, locked after the player's money lock; 404 for another player's. */
  async function ownLocked(tx: Tx, playerId: number, id: number): Promise<BonusRow> {
    await lockPlayers(tx, [playerId]);
    const [row] = await tx.select().from(bonus).where(eq(bonus.id, id)).for('update');
    if (!row || row.playerId !== playerId)
      throw new HttpError(404, `Bonus ${id} not found among your bonuses`);
    return row;
  }

  function view(row: BonusRow, balance: number, now: number): BonusView {
    const active = row.status === 'active';
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      accountId: row.accountId,
      currencyId: row.currencyId,
      iso: currencyOf(row.currencyId).iso,
      amount: row.amount,
      wageringMultiplier: row.wageringMultiplier,
      required: row.required,
      progress: row.progress,
      remaining: Math.max(0, row.required - row.progress),
      minOdds: row.minOdds,
      casinoContribution: row.casinoContribution,
      maxConversion: row.maxConversion,
      balance: active ? balance : 0,
      grantedAt: row.grantedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      timeLeftMs: active ? Math.max(0, row.expiresAt.getTime() - now) : 0,
      endedAt: row.endedAt?.toISOString() ?? null,
      convertedAmount: row.convertedAmount,
      removedAmount: row.removedAmount,
      canForfeit: active,
      canDecline: active && row.progress === 0 && balance === row.amount,
    };
  }

  async function viewOf(tx: Tx, row: BonusRow): Promise<BonusView> {
    return view(row, row.status === 'active' ? await bonusBalance(tx, row) : 0, clock.now());
  }

  /** The player's bonuses, newest first. */
  async function list(playerId: number): Promise<BonusView[]> {
    const rows = await db
      .select()
      .from(bonus)
      .where(eq(bonus.playerId, playerId))
      .orderBy(desc(bonus.grantedAt), desc(bonus.id));
    const balances = new Map((await money.accountsOf(playerId)).map((a) => [a.id, a.balance]));
    const now = clock.now();
    return rows.map((row) => view(row, balances.get(row.accountId) ?? 0, now));
  }

  /**
   * The player gives an active bonus up: its money is removed, status forfeited. Forfeiting a forfeited
   * bonus again answers it (nothing moves); any other ended bonus is a 409.
   */
  async function forfeit(playerId: number, id: number): Promise<BonusView> {
    return db.transaction(async (tx) => {
      const row = await ownLocked(tx, playerId, id);
      if (row.status === 'forfeited') return viewOf(tx, row);
      if (row.status !== 'active') {
        throw new HttpError(
          409,
          `Bonus ${id} is already ${row.status}: only an active bonus can be forfeited`,
        );
      }
      return viewOf(tx, await end(tx, row, 'forfeited'));
    });
  }

  /**
   * The player declines a bonus not used yet (nothing counted, its whole amount still on the account): its
   * money is removed, status declined. Declining again answers it; a used or ended bonus is a 409.
   */
  async function decline(playerId: number, id: number): Promise<BonusView> {
    return db.transaction(async (tx) => {
      const row = await ownLocked(tx, playerId, id);
      if (row.status === 'declined') return viewOf(tx, row);
      if (row.status !== 'active') {
        throw new HttpError(
          409,
          `Bonus ${id} is already ${row.status}: only an active bonus can be declined`,
        );
      }
      const current = await viewOf(tx, row);
      if (!current.canDecline) {
        throw new HttpError(
          409,
          `Bonus ${id} has been used already (stakes were made with it): it can be forfeited, not declined`,
        );
      }
      return viewOf(tx, await end(tx, row, 'declined'));
    });
  }

  /** Expires every active bonus whose time is up (each in its own transaction). Answers how many. */
  async function expireDue(at: number = clock.now()): Promise<number> {
    const due = await db
      .select({ id: bonus.id, playerId: bonus.playerId })
      .from(bonus)
      .where(and(eq(bonus.status, 'active'), lte(bonus.expiresAt, new Date(at))))
      .orderBy(asc(bonus.expiresAt))
      .limit(100);
    let expired = 0;
    for (const { id, playerId } of due) {
      const done = await db.transaction(async (tx) => {
        const row = await ownLocked(tx, playerId, id);
        if (row.status !== 'active' || row.expiresAt.getTime() > at) return false;
        await end(tx, row, 'expired');
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  /** Grants a bonus in its own transaction (promotions, an operator's manual bonus); refusals throw. */
  async function grant(input: GrantInput): Promise<BonusView> {
    return db.transaction(async (tx) => {
      const outcome = await grantBonus(tx, { money, now: clock.now() }, input);
      if (!outcome.ok) throw outcome.error;
      return viewOf(tx, outcome.bonus);
    });
  }

  /**
   * Grants a bonus in the caller's transaction (a promo code's use is written with it): the bonus as its player
   * sees it, or why it was not granted (nothing of it was written).
   */
  async function grantIn(
    tx: Tx,
    input: GrantInput,
  ): Promise<{ ok: true; bonus: BonusView; replayed: boolean } | { ok: false; error: HttpError }> {
    const outcome = await grantBonus(tx, { money, now: clock.now() }, input);
    if (!outcome.ok) return outcome;
    return { ok: true, bonus: await viewOf(tx, outcome.bonus), replayed: outcome.replayed };
  }

  /** One bonus of the player as the player sees it, read in the caller's transaction. */
  async function viewById(tx: Tx, id: number): Promise<BonusView | undefined> {
    const [row] = await tx.select().from(bonus).where(eq(bonus.id, id));
    return row ? viewOf(tx, row) : undefined;
  }

  /** Whether the player's bonus account of the currency holds an active bonus. */
  async function hasActive(playerId: number, currencyId: number, run: Executor = db): Promise<boolean> {
    const [row] = await run
      .select({ id: bonus.id })
      .from(bonus)
      .where(and(eq(bonus.playerId, playerId), eq(bonus.currencyId, currencyId), eq(bonus.status, 'active')));
    return row !== undefined;
  }

  const wagering: Wagering = { prepare, count };
  return { wagering, grant, grantIn, viewById, hasActive, list, forfeit, decline, expireDue };
}

export type Bonuses = ReturnType<typeof createBonuses>;

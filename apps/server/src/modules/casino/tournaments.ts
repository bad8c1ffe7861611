/**
 * Casino tournaments with a leaderboard (docs/adr/0017-live-crash-and-tournaments.md). Points are computed from
 * the players' money rounds (`casino_round`) of the tournament's games inside its window, so a round counts
 * exactly once and the board is never out of step with the ledger:
 * - `turnover`: the sum of stakes in the tournament's currency (minor units);
 * - `multiplier`: the best win/stake of one round, in hundredths (any currency).
 * Ties go to who got there first, then to the lower player id. Recurring tournaments run over the current UTC
 * day or ISO week of the server's clock.
 */
import { and, asc, count, eq, gte, inArray, lt, max, min, or, sql, sum } from 'drizzle-orm';
import type { LeaderboardEntry, Tournament } from '@betline/contracts';
import { currencyOf } from '@betline/core';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { casinoRound, casinoTournament } from './tables';

type TournamentRow = typeof casinoTournament.$inferSelect;

const DAY_MS = 86_400_000;

export const TOURNAMENT_NOT_FOUND = 'CASINO_TOURNAMENT_NOT_FOUND';

/** The current window of a tournament on the server's clock (epoch ms, end excluded). */
export function tournamentWindow(
  row: Pick<TournamentRow, 'recurrence' | 'startsAt' | 'endsAt'>,
  now: number,
): { start: number; end: number } {
  if (row.recurrence === 'daily') {
    const start = Math.floor(now / DAY_MS) * DAY_MS;
    return { start, end: start + DAY_MS };
  }
  if (row.recurrence === 'weekly') {
    const day = Math.floor(now / DAY_MS);
    // 1970-01-01 was a Thursday: ISO weeks start on Monday, three days later.
    const start = (day - ((day + 3) % 7)) * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  return { start: (row.startsAt as Date).getTime(), end: (row.endsAt as Date).getTime() };
}

/** A login shown on a public board: its first two and last two characters. */
export function maskLogin(login: string): string {
  if (login.length <= 4) return `${login.slice(0, 1)}***`;
  return `${login.slice(0, 2)}***${login.slice(-2)}`;
}

export interface TournamentOptions {
  db: Db;
  clock: Clock;
  /** The login of a player (the identity module). */
  loginOf: (playerId: number) => Promise<string | undefined>;
}

export function createTournaments({ db, clock, loginOf }: TournamentOptions) {
  function toWire(row: TournamentRow, now: number): Tournament {
    const { start, end } = tournamentWindow(row, now);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      games: row.games,
      scoring: row.scoring as Tournament['scoring'],
      currency: currencyOf(row.currencyId).iso,
      prizePool: row.prizePool,
      prizes: row.prizes,
      recurrence: (row.recurrence as Tournament['recurrence']) ?? null,
      startsAt: Math.floor(start / 1000),
      endsAt: Math.floor(end / 1000),
      status: now < start ? 'upcoming' : now >= end ? 'finished' : 'running',
    };
  }

  async function byId(id: string): Promise<TournamentRow> {
    const [row] = await db.select().from(casinoTournament).where(eq(casinoTournament.id, id));
    if (!row) throw new HttpError(404, `no tournament '${id}'`, TOURNAMENT_NOT_FOUND);
    return row;
  }

  return {
    async list() {
      const now = clock.now();
      const rows = await db
        .select()
        .from(casinoTournament)
        .orderBy(asc(casinoTournament.sort), asc(casinoTournament.id));
      return { tournaments: rows.map((r) => toWire(r, now)) };
    },

    async one(id: string) {
      return toWire(await byId(id), clock.now());
    },

    /** The top `limit` places and the caller's own place (when signed in and scoring). */
    async leaderboard(id: string, limit: number, callerId: number | null) {
      const row = await byId(id);
      const now = clock.now();
      const { start, end } = tournamentWindow(row, now);
      const points =
        row.scoring === 'turnover'
          ? sql<string>`${sum(casinoRound.stake)}`
          : sql<string>`${max(sql`(${casinoRound.win} * 100) / ${casinoRound.stake}`)}`;
      const ranked = db
        .select({
          playerId: casinoRound.playerId,
          points: points.as('points'),
          rounds: count().as('rounds'),
          place:
            sql<string>`row_number() over (order by ${points} desc, ${min(casinoRound.createdAt)} asc, ${casinoRound.playerId} asc)`.as(
              'place',
            ),
        })
        .from(casinoRound)
        .where(
          and(
            inArray(casinoRound.game, row.games),
            gte(casinoRound.createdAt, new Date(start)),
            lt(casinoRound.createdAt, new Date(end)),
            row.scoring === 'turnover' ? eq(casinoRound.currencyId, row.currencyId) : undefined,
          ),
        )
        .groupBy(casinoRound.playerId)
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(
          or(sql`${ranked.place} <= ${limit}`, callerId === null ? undefined : eq(ranked.playerId, callerId)),
        )
        .orderBy(asc(ranked.place));
      const entries: (LeaderboardEntry & { playerId: number })[] = [];
      for (const r of rows) {
        const rank = Number(r.place);
        const share = row.prizes[rank - 1] ?? 0;
        entries.push({
          playerId: r.playerId,
          rank,
          player: maskLogin((await loginOf(r.playerId)) ?? `player${r.playerId}`),
          points: Number(r.points),
          rounds: Number(r.rounds),
          prize: Math.floor((row.prizePool * share) / 100),
        });
      }
      const strip = ({ playerId: _id, ...entry }: LeaderboardEntry & { playerId: number }) => entry;
      const mine = callerId === null ? undefined : entries.find((e) => e.playerId === callerId);
      return {
        tournament: toWire(row, now),
        entries: entries.filter((e) => e.rank <= limit).map(strip),
        me: mine ? strip(mine) : null,
      };
    },
  };
}

export type Tournaments = ReturnType<typeof createTournaments>;

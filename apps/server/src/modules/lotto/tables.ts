/**
 * Tables of the lotto (docs/adr/0051-lotto.md): the draws of each lottery, created ahead on the clock with their
 * server seed (its hash published, the seed kept until drawn), and the players' tickets.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LotteryId } from '@betline/games/lotto';
import { player } from '../identity/tables';

export type LottoDrawStatus = 'open' | 'drawn';

export const lottoDraw = pgTable(
  'lotto_draw',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lotteryId: text('lottery_id').$type<LotteryId>().notNull(),
    /** The draw's time divided by the lottery's period: the nonce of its fair stream. */
    number: bigint('number', { mode: 'number' }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LottoDrawStatus>().notNull(),
    /** 64 hex characters: secret until the draw is drawn. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    numbers: jsonb('numbers').$type<number[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lotto_draw_number').on(t.lotteryId, t.number),
    index('lotto_draw_status').on(t.status, t.drawAt),
    index('lotto_draw_lottery').on(t.lotteryId, t.drawAt),
    check('lotto_draw_status', sql`${t.status} in ('open', 'drawn')`),
  ],
);

export type LottoTicketStatus = 'open' | 'won' | 'lost';

export const lottoTicket = pgTable(
  'lotto_ticket',
  {
    /** Chosen by the client: buying the same ticket again answers it. */
    id: uuid('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lottoDraw.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    numbers: jsonb('numbers').$type<number[]>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The account's balance after the stake. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    status: text('status').$type<LottoTicketStatus>().notNull(),
    matches: smallint('matches'),
    /** Decided when the draw is drawn; paid when the status leaves `open`. */
    payout: bigint('payout', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lotto_ticket_player').on(t.playerId, t.createdAt),
    index('lotto_ticket_draw').on(t.drawId, t.status),
    check('lotto_ticket_status', sql`${t.status} in ('open', 'won', 'lost')`),
    check('lotto_ticket_stake', sql`${t.stake} > 0`),
  ],
);

/**
 * Tables of the promotions module (docs/adr/0046-promotions-promo-codes.md): a brand's promotions with their texts
 * per language, the promo codes and each code's uses (one per player; the use records the bonus it credited, or the bonus-game plays it gave).
 * Amounts are integers in minor units of their currency.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionCategory, PromotionEligibility, PromotionOffer } from '@betline/contracts';
import type { BonusGameId } from '@betline/games';
import { bonus } from '../bonuses/tables';
import { bonusGamePass } from '../bonusGames/tables';
import { player } from '../identity/tables';

export const promotion = pgTable(
  'promotion',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    slug: text('slug').notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    offer: text('offer').$type<PromotionOffer>().notNull(),
    /** Who may take it (`PromotionEligibility`). */
    eligibility: jsonb('eligibility').$type<PromotionEligibility>().notNull(),
    /** Slugs of the casino games its bonus counts on (`casino_game.slug`). */
    games: text('games')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Order among promotions starting at the same time (lower first). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_brand_slug').on(t.brand, t.slug),
    check('promotion_offer', sql`${t.offer} in ('first_deposit', 'promo_code', 'automatic')`),
    check('promotion_period', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A promotion's text in one language; HTML is stored cleaned (content's allow-list). */
export const promotionText = pgTable(
  'promotion_text',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    lng: text('lng').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    html: text('html').notNull(),
    rulesHtml: text('rules_html').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.lng] }),
    check('promotion_text_lng', sql`${t.lng} ~ '^[a-z]{2}$'`),
  ],
);

/**
 * A promo code of a promotion (`code`: upper case). It gives a `promo` bonus of `amounts[iso]` minor units in the
 * player's currency, once per player, at most `max_uses` times in all (`uses` counts them, under the row's lock),
 * between the promotion's dates. `public`: listed on the promo-code showcase. With a `game`, it gives `plays`
 * free plays of that bonus game instead (docs/adr/0049-bonus-games.md), each prize unit worth `amounts[iso]`.
 */
export const bonusCode = pgTable(
  'bonus_code',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotion.id, { onDelete: 'cascade' }),
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    public: boolean('public').notNull().default(true),
    /** The bonus game whose free plays it gives (null: a bonus). */
    game: text('game').$type<BonusGameId>(),
    plays: integer('plays'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_code_brand_code').on(t.brand, t.code),
    check(
      'bonus_code_game',
      sql`(${t.game} is null and ${t.plays} is null) or (${t.game} in ('fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon') and ${t.plays} between 1 and 100)`,
    ),
    check('bonus_code_format', sql`${t.code} ~ '^[A-Z0-9]{3,32}$'`),
    check('bonus_code_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** A player's use of a code (one per player and code) and the bonus it credited, or the plays it gave. */
export const bonusCodeUse = pgTable(
  'bonus_code_use',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => bonusCode.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    bonusId: integer('bonus_id').references(() => bonus.id),
    passId: integer('pass_id').references(() => bonusGamePass.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.playerId] }),
    index('bonus_code_use_player').on(t.playerId),
    check('bonus_code_use_gift', sql`(${t.bonusId} is null) <> (${t.passId} is null)`),
  ],
);

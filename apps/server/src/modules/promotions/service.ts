/**
 * The promotions module (docs/adr/0046-promotions-promo-codes.md): a brand's promotions with their texts per
 * language (English where a language has none), and the promo codes that give a bonus, or free plays of a bonus
 * game (docs/adr/0049-bonus-games.md).
 *
 * A code is used in one transaction under the player's money lock and the code's row lock: the checks (dates,
 * uses left, this player's first use, eligibility), the bonus's grant through the bonuses module (the wallet's
 * money path: player protection refuses a bonus to an excluded player), the use and the count. Either all of
 * it is written or none. A player using a code again is answered the bonus it gave the first time.
 */
import {
  casinoGamePath,
  currencyOf,
  FALLBACK_LANGUAGE,
  isKnownCurrency,
  PROMOTION_CATEGORIES,
} from '@betline/core';
import type {
  CurrencyAmount,
  PromoCheckResponse,
  PromoCodePlays,
  PromoCodeRefusal,
  PromoCodesResponse,
  PromoRedeemResponse,
  Promotion,
  PromotionCategory,
  PromotionEligibility,
  PromotionsResponse,
  PromotionSummary,
} from '@betline/contracts';
import type { CasinoGame } from '@betline/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { lockPlayers } from '../../infra/playerLock';
import type { Bonuses } from '../bonuses/service';
import type { BonusGames } from '../bonusGames/service';
import { cleanHtml } from '../content/sanitize';
import { phoneCountryById } from '../identity/phoneCountries';
import { bonusCode, bonusCodeUse, promotion, promotionText } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

type PromotionRow = typeof promotion.$inferSelect;
type TextRow = typeof promotionText.$inferSelect;
type CodeRow = typeof bonusCode.$inferSelect;

/** What is known of a player for a promotion's eligibility. */
interface PlayerFacts {
  registeredAt: Date;
  /** Lowercase ISO 3166 code, or null when unknown. */
  country: string | null;
  /** The player's own currency (the main account's). */
  iso: string;
  currencyId: number;
  deposits: number;
}

/** Why a code cannot be used, with its HTTP status when a redeem meets it. */
const REFUSAL_STATUS: Record<PromoCodeRefusal, number> = {
  unknown: 404,
  not_started: 409,
  ended: 409,
  used_up: 409,
  already_used: 409,
  not_new: 403,
  deposits: 403,
  currency: 403,
  country: 403,
  bonus_active: 409,
  protection: 403,
  coupon_code: 422,
};

const REFUSAL_MESSAGE: Record<PromoCodeRefusal, string> = {
  unknown: 'there is no such promo code',
  not_started: 'its promotion has not started yet',
  ended: 'its promotion has ended',
  used_up: 'every use of it has been taken',
  already_used: 'you have used it already',
  not_new: 'it is for new players only',
  deposits: 'it needs more successful deposits first',
  currency: 'it gives nothing in your currency',
  country: 'it is not offered in your country',
  bonus_active:
    'your bonus account of this currency holds an active bonus: a new one can be granted once it ends',
  protection: 'bonuses are not given while your account is excluded or restricted',
  coupon_code: 'it is a bet-slip code: enter it in the bet slip when you place a bet',
};

/** What the module asks of the others (handed over by the composition root; ADR 0035). */
export interface PromotionsOptions {
  db: Db;
  brand: string;
  clock: Clock;
  bonuses: Bonuses;
  /** Identity: when the player registered, their country and currency. */
  profileOf(
    playerId: number,
    run: Executor,
  ): Promise<{ createdAt: Date; countryId: number; currencyId: number } | undefined>;
  /** Wallet: how many of the player's deposits succeeded. */
  depositsOf(run: Executor, playerId: number): Promise<number>;
  /** Sportsbook: whether a code is one of the bet slip's. */
  isCouponCode(run: Executor, code: string): Promise<boolean>;
  /** Bonus games: a code's plays granted (inside the code's transaction), and a pass as the player sees it. */
  plays: Pick<BonusGames, 'grantPassIn' | 'passById'>;
  /** Casino: the games of these slugs (unknown ones left out). */
  gamesOf(slugs: readonly string[]): Promise<Pick<CasinoGame, 'id' | 'slug' | 'name' | 'sections'>[]>;
}

export function createPromotions({
  db,
  brand,
  clock,
  bonuses,
  profileOf,
  depositsOf,
  isCouponCode,
  plays,
  gamesOf: casinoGames,
}: PromotionsOptions) {
  const languagesFor = (lng: string) => (lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE]);

  /** The texts of the promotions in `lng`, or English where `lng` has none. */
  async function textsOf(ids: number[], lng: string, run: Executor = db): Promise<Map<number, TextRow>> {
    if (ids.length === 0) return new Map();
    const rows = await run
      .select()
      .from(promotionText)
      .where(and(inArray(promotionText.promotionId, ids), inArray(promotionText.lng, languagesFor(lng))));
    const texts = new Map<number, TextRow>();
    for (const row of rows) {
      // The asked language wins over the fallback.
      if (!texts.has(row.promotionId) || row.lng === lng) texts.set(row.promotionId, row);
    }
    return texts;
  }

  const running = (row: PromotionRow, at: number) =>
    row.startsAt.getTime() <= at && (row.endsAt === null || row.endsAt.getTime() > at);

  function summaryOf(row: PromotionRow, text: TextRow, code: string | null): PromotionSummary {
    return {
      slug: row.slug,
      category: row.category,
      offer: row.offer,
      title: text.title,
      summary: text.summary,
      contentLng: text.lng,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      code,
    };
  }

  /** The public code of each promotion (the first public one). */
  async function publicCodes(ids: number[], run: Executor = db): Promise<Map<number, CodeRow>> {
    if (ids.length === 0) return new Map();
    const rows = await run
      .select()
      .from(bonusCode)
      .where(and(inArray(bonusCode.promotionId, ids), eq(bonusCode.public, true)))
      .orderBy(asc(bonusCode.id));
    const codes = new Map<number, CodeRow>();
    for (const row of rows) if (!codes.has(row.promotionId)) codes.set(row.promotionId, row);
    return codes;
  }

  async function runningRows(at: number): Promise<PromotionRow[]> {
    const rows = await db
      .select()
      .from(promotion)
      .where(eq(promotion.brand, brand))
      .orderBy(asc(promotion.position), desc(promotion.startsAt), asc(promotion.id));
    return rows.filter((row) => running(row, at));
  }

  /** The running promotions in `lng` (of one category; `all_bonuses` or none: all of them). */
  async function list(lng: string, category?: PromotionCategory): Promise<PromotionsResponse> {
    const rows = await runningRows(clock.now());
    const ids = rows.map((row) => row.id);
    const [texts, codes] = await Promise.all([textsOf(ids, lng), publicCodes(ids)]);
    const shown = rows.filter((row) => texts.has(row.id));
    const present = new Set(shown.map((row) => row.category));
    return {
      lng,
      categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)),
      promotions: shown
        .filter((row) => category === undefined || category === 'all_bonuses' || row.category === category)
        .map((row) => summaryOf(row, texts.get(row.id)!, codes.get(row.id)?.code ?? null)),
    };
  }

  /** The bonus-game plays a code gives instead of a bonus, or null. */
  const playsOf = (code: CodeRow | undefined): PromoCodePlays | null =>
    code?.game && code.plays !== null ? { game: code.game, plays: code.plays } : null;

  const amountsOf = (code: CodeRow | undefined): CurrencyAmount[] =>
    code
      ? Object.entries(code.amounts)
          .filter(([, amount]) => Number.isSafeInteger(amount) && amount > 0)
          .map(([iso, amount]) => ({ iso, amount }))
      : [];

  /** The games a promotion's bonus counts on, with their pages in `lng`. */
  async function gamesOf(row: PromotionRow, lng: string) {
    if (row.games.length === 0) return [];
    const bySlug = new Map((await casinoGames(row.games)).map((g) => [g.slug, g]));
    return row.games.flatMap((slug) => {
      const game = bySlug.get(slug);
      return game ? [{ id: game.slug, name: game.name, path: casinoGamePath(lng, game) }] : [];
    });
  }

  /**
   * One promotion in `lng` by its slug (or its id): a running one, or one that has ended (a link to it still says what it was and
   * that it is over); one not started yet is not found.
   */
  async function get(slug: string, lng: string): Promise<Promotion> {
    const [bySlug] = await db
      .select()
      .from(promotion)
      .where(and(eq(promotion.brand, brand), eq(promotion.slug, slug)));
    // A number that is no promotion's slug names one by its id (the casino's `bonus/casino/{id}`).
    const [row] =
      bySlug || !/^[1-9][0-9]{0,8}$/.test(slug)
        ? [bySlug]
        : await db
            .select()
            .from(promotion)
            .where(and(eq(promotion.brand, brand), eq(promotion.id, Number(slug))));
    const text =
      row && row.startsAt.getTime() <= clock.now() ? (await textsOf([row.id], lng)).get(row.id) : undefined;
    if (!row || !text) throw new HttpError(404, `Promotion ${slug} not found`);
    const code = (await publicCodes([row.id])).get(row.id);
    return {
      ...summaryOf(row, text, code?.code ?? null),
      ended: !running(row, clock.now()),
      html: text.html,
      rulesHtml: text.rulesHtml,
      eligibility: row.eligibility,
      amounts: row.offer === 'promo_code' ? amountsOf(code) : [],
      plays: row.offer === 'promo_code' ? playsOf(code) : null,
      games: await gamesOf(row, lng),
    };
  }

  /** The public codes of the running promotions (the promo-code showcase). */
  async function codes(lng: string): Promise<PromoCodesResponse> {
    const rows = (await runningRows(clock.now())).filter((row) => row.offer === 'promo_code');
    const ids = rows.map((row) => row.id);
    const [texts, found] = await Promise.all([textsOf(ids, lng), publicCodes(ids)]);
    return {
      lng,
      codes: rows.flatMap((row) => {
        const code = found.get(row.id);
        const text = texts.get(row.id);
        return code && text
          ? [
              {
                code: code.code,
                promotion: summaryOf(row, text, code.code),
                amounts: amountsOf(code),
                plays: playsOf(code),
              },
            ]
          : [];
      }),
    };
  }

  async function factsOf(playerId: number, run: Executor): Promise<PlayerFacts> {
    const profile = await profileOf(playerId, run);
    if (!profile) throw new HttpError(401, 'sign in first: the session has no player');
    return {
      registeredAt: profile.createdAt,
      country: phoneCountryById(profile.countryId)?.country_code ?? null,
      iso: currencyOf(profile.currencyId).iso,
      currencyId: profile.currencyId,
      deposits: await depositsOf(run, playerId),
    };
  }

  /** Whether the player may take a promotion of this eligibility now (the first reason it may not). */
  function eligibilityRefusal(
    rule: PromotionEligibility,
    facts: PlayerFacts,
    at: number,
  ): PromoCodeRefusal | null {
    if (rule.newPlayersDays !== null && at - facts.registeredAt.getTime() > rule.newPlayersDays * DAY_MS) {
      return 'not_new';
    }
    if (facts.deposits < rule.minDeposits) return 'deposits';
    if (rule.currencies.length > 0 && !rule.currencies.includes(facts.iso)) return 'currency';
    if (rule.countries.length > 0 && (facts.country === null || !rule.countries.includes(facts.country))) {
      return 'country';
    }
    return null;
  }

  interface Found {
    code: CodeRow;
    promotion: PromotionRow;
  }

  async function findCode(wanted: string, run: Executor, lock: boolean): Promise<Found | undefined> {
    const query = run
      .select()
      .from(bonusCode)
      .innerJoin(promotion, eq(promotion.id, bonusCode.promotionId))
      .where(and(eq(bonusCode.brand, brand), eq(bonusCode.code, wanted)));
    const [row] = lock ? await query.for('update', { of: bonusCode }) : await query;
    return row ? { code: row.bonus_code, promotion: row.promotion } : undefined;
  }

  /** The checks every caller meets, before the player's own. */
  function codeRefusal(found: Found, at: number): PromoCodeRefusal | null {
    if (found.promotion.startsAt.getTime() > at) return 'not_started';
    if (found.promotion.endsAt !== null && found.promotion.endsAt.getTime() <= at) return 'ended';
    if (found.code.maxUses !== null && found.code.uses >= found.code.maxUses) return 'used_up';
    return null;
  }

  /**
   * What a code gives and whether it can be used now: by anyone (no session), or by this player (the player's
   * currency, first use, eligibility and an active bonus are checked too; protection is decided at the use).
   */
  async function check(wanted: string, playerId: number | null, lng: string): Promise<PromoCheckResponse> {
    const at = clock.now();
    const found = await findCode(wanted, db, false);
    if (!found) {
      const refusal: PromoCodeRefusal = (await isCouponCode(db, wanted)) ? 'coupon_code' : 'unknown';
      return {
        code: wanted,
        usable: false,
        refusal,
        promotion: null,
        amounts: [],
        plays: null,
        eligibility: null,
      };
    }
    const text = (await textsOf([found.promotion.id], lng)).get(found.promotion.id);
    const promotionOut = text
      ? summaryOf(found.promotion, text, found.code.public ? found.code.code : null)
      : null;
    let amounts = amountsOf(found.code);
    const plays = playsOf(found.code);
    let refusal = codeRefusal(found, at);
    if (playerId !== null) {
      const facts = await factsOf(playerId, db);
      amounts = amounts.filter((a) => a.iso === facts.iso);
      if (refusal === null) {
        const [used] = await db
          .select({ bonusId: bonusCodeUse.bonusId })
          .from(bonusCodeUse)
          .where(and(eq(bonusCodeUse.codeId, found.code.id), eq(bonusCodeUse.playerId, playerId)));
        refusal = used
          ? 'already_used'
          : (eligibilityRefusal(found.promotion.eligibility, facts, at) ??
            (amounts.length === 0
              ? 'currency'
              : // Plays are not a bonus: an active bonus does not stand in their way.
                plays === null && (await bonuses.hasActive(playerId, facts.currencyId))
                ? 'bonus_active'
                : null));
      }
    }
    return {
      code: found.code.code,
      usable: refusal === null,
      refusal,
      promotion: promotionOut,
      amounts,
      plays,
      eligibility: found.promotion.eligibility,
    };
  }

  const refuse = (code: string, refusal: PromoCodeRefusal) =>
    new HttpError(
      REFUSAL_STATUS[refusal],
      `Promo code ${code} cannot be used: ${REFUSAL_MESSAGE[refusal]}`,
      refusal,
    );

  /**
   * The player uses a code: its bonus is credited and the use recorded in one transaction. Using it again
   * answers the bonus of the first use (nothing moves); a refusal answers why, and nothing is written.
   */
  async function redeem(playerId: number, wanted: string): Promise<PromoRedeemResponse> {
    if (await isCouponCode(db, wanted)) throw refuse(wanted, 'coupon_code');
    return db.transaction(async (tx: Tx) => {
      // The lock order of every money movement: the player's money lock, then the code's row.
      await lockPlayers(tx, [playerId]);
      const found = await findCode(wanted, tx, true);
      if (!found) throw refuse(wanted, 'unknown');
      const [used] = await tx
        .select({ bonusId: bonusCodeUse.bonusId, passId: bonusCodeUse.passId })
        .from(bonusCodeUse)
        .where(and(eq(bonusCodeUse.codeId, found.code.id), eq(bonusCodeUse.playerId, playerId)));
      if (used?.passId != null) {
        return { code: found.code.code, bonus: null, pass: await plays.passById(tx, used.passId) };
      }
      if (used?.bonusId != null) {
        const first = await bonuses.viewById(tx, used.bonusId);
        if (first) return { code: found.code.code, bonus: first, pass: null };
      }
      const at = clock.now();
      const codeWhy = codeRefusal(found, at);
      if (codeWhy) throw refuse(found.code.code, codeWhy);
      const facts = await factsOf(playerId, tx);
      const why = eligibilityRefusal(found.promotion.eligibility, facts, at);
      if (why) throw refuse(found.code.code, why);
      const amount = found.code.amounts[facts.iso];
      if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) {
        throw refuse(found.code.code, 'currency');
      }
      const gives = playsOf(found.code);
      if (gives) {
        const pass = await plays.grantPassIn(tx, {
          playerId,
          game: gives.game,
          plays: gives.plays,
          unit: amount,
          iso: facts.iso,
          key: `bonus-code:${found.code.id}:player:${playerId}`,
          source: `promo:${found.code.code}`,
        });
        await recordUse(tx, found.code, playerId, at, { passId: pass.id });
        return { code: found.code.code, bonus: null, pass };
      }
      const granted = await bonuses.grantIn(tx, {
        playerId,
        currencyId: facts.currencyId,
        kind: 'promo',
        amount,
        key: `bonus-code:${found.code.id}:player:${playerId}`,
        meta: { code: found.code.code, promotion: found.promotion.slug },
      });
      if (!granted.ok) {
        if (granted.error.statusCode === 409) throw refuse(found.code.code, 'bonus_active');
        if (granted.error.statusCode === 403) {
          throw new HttpError(
            403,
            `Promo code ${found.code.code} cannot be used: ${granted.error.message}`,
            'protection',
          );
        }
        throw granted.error;
      }
      await recordUse(tx, found.code, playerId, at, { bonusId: granted.bonus.id });
      return { code: found.code.code, bonus: granted.bonus, pass: null };
    });
  }

  /** A code's use by the player, with what it gave, and one use more on the code (under its row lock). */
  async function recordUse(
    tx: Tx,
    code: CodeRow,
    playerId: number,
    at: number,
    gift: { bonusId: number } | { passId: number },
  ): Promise<void> {
    await tx.insert(bonusCodeUse).values({ codeId: code.id, playerId, usedAt: new Date(at), ...gift });
    await tx
      .update(bonusCode)
      .set({ uses: code.uses + 1 })
      .where(eq(bonusCode.id, code.id));
  }

  /** Unknown ISO codes among `codes` (a 400 names them). */
  const unknownCurrencies = (codes: readonly string[]) => codes.filter((iso) => !isKnownCurrency(iso));

  /**
   * Operator: creates or replaces a promotion and the texts sent with it (each language's text replaced whole;
   * others kept). HTML is cleaned with the content module's allow-list. A new promotion needs an English text.
   */
  async function upsert(
    slug: string,
    body: OperatorPromotionBody,
  ): Promise<{ slug: string; languages: string[]; created: boolean }> {
    const unknown = unknownCurrencies(body.eligibility.currencies);
    if (unknown.length > 0)
      throw new HttpError(400, `Unknown currencies in eligibility: ${unknown.join(', ')}`);
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: promotion.id })
        .from(promotion)
        .where(and(eq(promotion.brand, brand), eq(promotion.slug, slug)))
        .for('update');
      if (!existing && body.texts.en === undefined) {
        throw new HttpError(400, `Promotion ${slug} is new: send its English text (texts.en) too`);
      }
      const values = {
        category: body.category,
        offer: body.offer,
        eligibility: body.eligibility,
        games: body.games,
        startsAt: new Date(body.startsAt),
        endsAt: body.endsAt === null ? null : new Date(body.endsAt),
        position: body.position,
      };
      const id = existing
        ? (await tx.update(promotion).set(values).where(eq(promotion.id, existing.id)).returning())[0]!.id
        : (
            await tx
              .insert(promotion)
              .values({ brand, slug, ...values })
              .returning()
          )[0]!.id;
      for (const [lng, text] of Object.entries(body.texts)) {
        const row = {
          title: text.title,
          summary: text.summary,
          html: cleanHtml(text.html).html,
          rulesHtml: cleanHtml(text.rulesHtml).html,
        };
        await tx
          .insert(promotionText)
          .values({ promotionId: id, lng, ...row })
          .onConflictDoUpdate({ target: [promotionText.promotionId, promotionText.lng], set: row });
      }
      const languages = await tx
        .select({ lng: promotionText.lng })
        .from(promotionText)
        .where(eq(promotionText.promotionId, id));
      return { slug, languages: languages.map((l) => l.lng).sort(), created: !existing };
    });
  }

  async function promotionId(slug: string, run: Executor = db): Promise<number> {
    const [row] = await run
      .select({ id: promotion.id })
      .from(promotion)
      .where(and(eq(promotion.brand, brand), eq(promotion.slug, slug)));
    if (!row) throw new HttpError(404, `Promotion ${slug} not found`);
    return row.id;
  }

  const codeOut = (row: CodeRow) => ({
    code: row.code,
    amounts: row.amounts,
    maxUses: row.maxUses,
    uses: row.uses,
    public: row.public,
    plays: playsOf(row),
  });

  /** Operator: a promotion's codes with their uses. */
  async function codesOf(slug: string) {
    const id = await promotionId(slug);
    const rows = await db
      .select()
      .from(bonusCode)
      .where(eq(bonusCode.promotionId, id))
      .orderBy(asc(bonusCode.id));
    return { slug, codes: rows.map(codeOut) };
  }

  /**
   * Operator: creates or changes a code of a promotion (amounts, maximum uses, public); its uses are kept. A code
   * of another promotion is a 409; a maximum below the uses already made is a 409.
   */
  async function putCode(
    slug: string,
    code: string,
    body: {
      amounts: Record<string, number>;
      maxUses: number | null;
      public: boolean;
      plays: PromoCodePlays | null;
    },
  ): Promise<{ created: boolean; code: ReturnType<typeof codeOut> }> {
    const unknown = unknownCurrencies(Object.keys(body.amounts));
    if (unknown.length > 0) throw new HttpError(400, `Unknown currencies in amounts: ${unknown.join(', ')}`);
    return db.transaction(async (tx) => {
      const id = await promotionId(slug, tx);
      const [existing] = await tx
        .select()
        .from(bonusCode)
        .where(and(eq(bonusCode.brand, brand), eq(bonusCode.code, code)))
        .for('update');
      if (existing && existing.promotionId !== id) {
        throw new HttpError(409, `Code ${code} belongs to another promotion`);
      }
      if (existing && body.maxUses !== null && body.maxUses < existing.uses) {
        throw new HttpError(
          409,
          `Code ${code} has been used ${existing.uses} times: maxUses cannot be lower`,
        );
      }
      const values = {
        amounts: body.amounts,
        maxUses: body.maxUses,
        public: body.public,
        game: body.plays?.game ?? null,
        plays: body.plays?.plays ?? null,
      };
      const [row] = existing
        ? await tx.update(bonusCode).set(values).where(eq(bonusCode.id, existing.id)).returning()
        : await tx
            .insert(bonusCode)
            .values({ brand, code, promotionId: id, ...values })
            .returning();
      return { created: !existing, code: codeOut(row!) };
    });
  }

  return { list, get, codes, check, redeem, upsert, codesOf, putCode };
}

/** An operator's promotion, as the contract checked it. */
export interface OperatorPromotionBody {
  category: PromotionCategory;
  offer: PromotionSummary['offer'];
  eligibility: PromotionEligibility;
  games: string[];
  startsAt: string;
  endsAt: string | null;
  position: number;
  texts: Record<string, { title: string; summary: string; html: string; rulesHtml: string }>;
}

export type Promotions = ReturnType<typeof createPromotions>;

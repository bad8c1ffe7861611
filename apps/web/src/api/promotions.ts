import type {
  BonusGame,
  BonusGamesResponse,
  BonusPlay,
  CashbackExchangeResponse,
  CashbackResponse,
  PromoCheckResponse,
  PromoCodesResponse,
  PromoRedeemResponse,
  Promotion,
  PromotionCategory,
  PromotionsResponse,
  ReferralsResponse,
} from '@betline/contracts';
import {
  BONUS_GAME_PATHS,
  CASHBACK_PATHS,
  IDEMPOTENCY_HEADER,
  PROMOTION_PATHS,
  REFERRAL_PATHS,
  pathWith,
} from '@betline/contracts/paths';
import { http } from './client';
import { checkAnswer } from './validate';

/** Promotions and promo codes (docs/adr/0046-promotions-promo-codes.md). */

/** The running promotions in `lng` (of one category; `all_bonuses` or none: all). */
export async function fetchPromotions(
  lng: string,
  category: PromotionCategory | undefined,
  signal?: AbortSignal,
): Promise<PromotionsResponse> {
  const { data } = await http.get<unknown>(PROMOTION_PATHS.list, {
    params: category === undefined ? { lng } : { lng, category },
    signal,
    quiet: true,
  });
  return checkAnswer<PromotionsResponse>('promotionsResponseSchema', data, 'promotions');
}

/** One promotion with its text, terms, eligibility and games. */
export async function fetchPromotion(slug: string, lng: string, signal?: AbortSignal): Promise<Promotion> {
  const { data } = await http.get<unknown>(pathWith(PROMOTION_PATHS.promotion, { slug }), {
    params: { lng },
    signal,
    quiet: true,
  });
  return checkAnswer<Promotion>('promotionSchema', data, 'promotion');
}

/** The public codes of the running promotions. */
export async function fetchPromoCodes(lng: string, signal?: AbortSignal): Promise<PromoCodesResponse> {
  const { data } = await http.get<unknown>(PROMOTION_PATHS.codes, { params: { lng }, signal, quiet: true });
  return checkAnswer<PromoCodesResponse>('promoCodesResponseSchema', data, 'promo codes');
}

/** What a code gives and whether it can be used now (by the signed-in player, when there is one). */
export async function checkPromoCode(code: string, lng: string): Promise<PromoCheckResponse> {
  const { data } = await http.post<unknown>(PROMOTION_PATHS.checkCode, { code, lng }, { quiet: true });
  return checkAnswer<PromoCheckResponse>('promoCheckResponseSchema', data, 'promo code check');
}

/** Uses a code: its bonus is credited. Using it again answers the same bonus. */
export async function redeemPromoCode(code: string): Promise<PromoRedeemResponse> {
  const { data } = await http.post<unknown>(PROMOTION_PATHS.redeemCode, { code }, { quiet: true });
  return checkAnswer<PromoRedeemResponse>('promoRedeemResponseSchema', data, 'promo code');
}

/** The player's bring-a-friend code, its terms and the friends who registered through it. */
export async function fetchReferrals(signal?: AbortSignal): Promise<ReferralsResponse> {
  const { data } = await http.get<unknown>(REFERRAL_PATHS.mine, { signal, quiet: true });
  return checkAnswer<ReferralsResponse>('referralsResponseSchema', data, 'bring a friend');
}

/** The player's cashback: this week so far, the terms, the points and the past awards (ACC-027). */
export async function fetchCashback(signal?: AbortSignal): Promise<CashbackResponse> {
  const { data } = await http.get<unknown>(CASHBACK_PATHS.mine, { signal, quiet: true });
  return checkAnswer<CashbackResponse>('cashbackResponseSchema', data, 'cashback');
}

/** Exchanges the points' whole hundreds for money, once per key (a retry with the key answers the same). */
export async function exchangeCashbackPoints(key: string): Promise<CashbackExchangeResponse> {
  const { data } = await http.post<unknown>(CASHBACK_PATHS.exchange, undefined, {
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });
  return checkAnswer<CashbackExchangeResponse>('cashbackExchangeResponseSchema', data, 'cashback exchange');
}

/** The player's passes of free bonus-game plays, open plays and recent plays (docs/adr/0049-bonus-games.md). */
export async function fetchBonusGames(signal?: AbortSignal): Promise<BonusGamesResponse> {
  const { data } = await http.get<unknown>(BONUS_GAME_PATHS.mine, { signal, quiet: true });
  return checkAnswer<BonusGamesResponse>('bonusGamesResponseSchema', data, 'bonus games');
}

/** Starts a play of a bonus game on one of the player's free plays; the same play id answers the same play. */
export async function startBonusPlay(game: BonusGame, playId: string): Promise<BonusPlay> {
  const { data } = await http.post<unknown>(
    pathWith(BONUS_GAME_PATHS.start, { game }),
    { playId },
    { quiet: true },
  );
  return checkAnswer<BonusPlay>('bonusPlaySchema', data, 'bonus game play');
}

/** The next action of an open play; `step` (actions before it) makes a retry answer the same play. */
export async function actBonusPlay(playId: string, step: number, action: object): Promise<BonusPlay> {
  const { data } = await http.post<unknown>(
    pathWith(BONUS_GAME_PATHS.act, { playId }),
    { step, action },
    { quiet: true },
  );
  return checkAnswer<BonusPlay>('bonusPlaySchema', data, 'bonus game action');
}

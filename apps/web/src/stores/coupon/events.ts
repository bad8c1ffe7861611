import type { BetNames } from '@betline/ui';
import type { SportsGame, SportsMarket } from '../../api/types';
import type { Stores } from '../index';
import { couponOf, type CouponStore } from './state';

/** Options of a price click (COUPON-015: skip-one-click flag, manual block id, source, page type). */
export interface SelectionOptions {
  /** Add to the slip even when one-click bets are on. */
  skipOneClick?: boolean;
  /** Put the bet in this block (0: the lobby, the bankers). */
  manualBlockId?: number | null;
  /** Where the click came from ('board', 'game', 'search'...). */
  source?: string | null;
  /** The page type (the bet's pageType). */
  pageType?: string | null;
  /** The names as the board shows them (translated); the feed's English names otherwise. */
  names?: BetNames;
}

/** The game fields a coupon event carries. */
export type CouponEventGame = Pick<
  SportsGame,
  | 'gameId'
  | 'sportId'
  | 'champId'
  | 'nameEng'
  | 'sportNameEng'
  | 'champNameEng'
  | 'gameStatusId'
  | 'isLive'
  | 'isFinished'
  | 'gameStartDateTime'
  | 'scoreFormatted'
>;

/** COUPON-015: the internal coupon add/update events. */
export interface CouponEvent {
  /** 'add': a new selection; 'update': it replaces the selection of the same game. */
  type: 'add' | 'update';
  market: SportsMarket;
  game: CouponEventGame;
  skipOneClick: boolean;
  manualBlockId: number | null;
  source: string | null;
  pageType: string | null;
}

export type CouponListener = (event: CouponEvent) => void;

/** A tiny typed emitter of the instance's coupon add/update events (analytics, the board's own reactions). */
export function couponEvents(stores: Stores) {
  const { listeners } = couponOf(stores).runtime;
  return {
    subscribe(listener: CouponListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function emitCouponEvent(store: CouponStore, event: CouponEvent): void {
  for (const listener of [...store.runtime.listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.warn('coupon event listener failed:', error instanceof Error ? error.message : error);
    }
  }
}

export function eventGame(game: SportsGame): CouponEventGame {
  return {
    gameId: game.gameId,
    sportId: game.sportId,
    champId: game.champId,
    nameEng: game.nameEng,
    sportNameEng: game.sportNameEng,
    champNameEng: game.champNameEng,
    gameStatusId: game.gameStatusId,
    isLive: game.isLive,
    isFinished: game.isFinished,
    gameStartDateTime: game.gameStartDateTime,
    scoreFormatted: game.scoreFormatted,
  };
}

import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { betId } from '@betline/core';
import { couponOf, updatePrices } from '../../stores/coupon';
import { useStores } from '../../stores';
import { useLive, usePushSubscription } from '../push/usePush';

/**
 * Keeps the coupon's prices live wherever the player is: subscribes to the games of the coupon's bets and hands
 * every price change (or suspension) to the coupon store, which shows "odds changed" against the price the
 * player saw.
 */
export function useCouponLivePrices(): void {
  const stores = useStores();
  const live = useLive();
  const { coupon } = useSnapshot(couponOf(stores));
  const bets = coupon.bets.filter((bet) => Number(bet.market.sportId) !== 0);
  const key = bets.map((bet) => `${betId(bet)}@${String(bet.market.gameId)}`).join(',');
  const entries = useMemo(
    () =>
      key === ''
        ? []
        : key.split(',').map((part) => {
            const [id, gameId] = part.split('@') as [string, string];
            return { id, gameId: Number(gameId) };
          }),
    [key],
  );
  const gameIds = useMemo(() => [...new Set(entries.map((e) => e.gameId))].filter((id) => id > 0), [entries]);
  usePushSubscription({ gameIds });
  useEffect(() => {
    if (entries.length === 0) return;
    const push = () => {
      const prices: Record<string, number | null> = {};
      for (const { id, gameId } of entries) {
        const price = live.prices.get(Number(id));
        const game = live.games.get(gameId);
        if (price === undefined) continue;
        const closed =
          (game !== undefined && (game.suspended || game.status === 'finished')) ||
          price.thousandths === null;
        prices[id] = closed ? null : (price.thousandths as number) / 1000;
      }
      updatePrices(stores, prices);
    };
    const stops = entries.flatMap(({ id, gameId }) => [
      live.prices.subscribe(Number(id), push),
      live.games.subscribe(gameId, push),
    ]);
    push();
    return () => stops.forEach((stop) => stop());
  }, [live, entries, stores]);
}

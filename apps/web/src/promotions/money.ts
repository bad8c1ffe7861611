import { useSnapshot } from 'valtio';
import type { CurrencyAmount } from '@betline/contracts';
import { currencyById } from '@betline/core';
import { accountOf, mainAccount } from '../stores/account';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';

/**
 * The currency a promotion's amounts are shown in: the signed-in player's own (the main account's), or for a
 * guest the site's (its config's currency), with "or the same worth in your currency".
 */
export function useShownCurrency(): { iso: string; own: boolean } {
  const stores = useStores();
  const user = useSnapshot(stores.user);
  const account = useSnapshot(accountOf(stores));
  const { siteConfig } = useSnapshot(stores.global);
  const own = isSignedIn(user) ? mainAccount(account)?.iso : undefined;
  if (own !== undefined) return { iso: own, own: true };
  return { iso: currencyById(siteConfig.config?.currencyId ?? 2)?.iso ?? 'USD', own: false };
}

/** The amount of `iso` among a code's amounts (the first one when it has none in `iso`). */
export function amountIn(amounts: readonly CurrencyAmount[], iso: string): CurrencyAmount | undefined {
  return amounts.find((a) => a.iso === iso) ?? amounts[0];
}

import { resetConsent } from '../stores/consent';
import { resetCouponStore } from '../stores/coupon';
import { resetPushStore } from '../sportsbook/push/store';
import { resetSiteNotices } from '../site/config';

/**
 * The stores that are still module singletons back to their first state: what a server render of the first
 * screen (entry-server.tsx) and every test start from. The stores of an app instance (`createStores`) start fresh
 * with their instance.
 */
export function resetAppStores(): void {
  resetConsent();
  resetSiteNotices();
  resetCouponStore();
  resetPushStore();
}

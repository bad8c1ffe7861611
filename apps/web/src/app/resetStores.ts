import { resetGlobalStore } from '../stores/global';
import { resetSiteStore } from '../stores/site';
import { resetUserStore } from '../stores/user';
import { resetAccount } from '../stores/account';
import { resetLimits } from '../stores/limits';
import { resetConsent } from '../stores/consent';
import { resetCouponStore } from '../stores/coupon';
import { resetPushStore } from '../sportsbook/push/store';
import { resetSiteNotices } from '../site/config';

/**
 * Every store back to its first state: what a server render of the first screen (entry-server.tsx) and every
 * test start from.
 */
export function resetAppStores(): void {
  resetGlobalStore();
  resetSiteStore();
  resetUserStore();
  resetAccount();
  resetLimits();
  resetConsent();
  resetSiteNotices();
  resetCouponStore();
  resetPushStore();
}

import { describe, expect, it } from 'vitest';
import {
  COUPON_NOTIFICATION_DELAY_MS,
  isCouponNotificationDue,
  markCouponNotificationShown,
  scheduleCouponNotification,
} from './notification';

const now = 1_800_000_000_000;

describe('coupon notification', () => {
  it('COUPON-010 a record has id, timeToShow and isShown', () => {
    const record = scheduleCouponNotification(null, 'm-1', false, now);
    expect(Object.keys(record).sort()).toEqual(['id', 'isShown', 'timeToShow']);
    expect(record).toEqual({ id: 'm-1', timeToShow: now + 300_000, isShown: false });
  });

  it('COUPON-061 a live selection schedules it 30 s later', () => {
    const record = scheduleCouponNotification(null, 'm-live', true, now);
    expect(COUPON_NOTIFICATION_DELAY_MS.live).toBe(30_000);
    expect(isCouponNotificationDue(record, now + 29_999)).toBe(false);
    expect(isCouponNotificationDue(record, now + 30_000)).toBe(true);
  });

  it('COUPON-062 a line selection schedules it 5 min later', () => {
    const record = scheduleCouponNotification(null, 'm-line', false, now);
    expect(isCouponNotificationDue(record, now + 299_999)).toBe(false);
    expect(isCouponNotificationDue(record, now + 300_000)).toBe(true);
  });

  it('COUPON-060 it shows at most once per session: a shown record is never due again nor rescheduled', () => {
    const first = scheduleCouponNotification(null, 'm-1', true, now);
    const shown = markCouponNotificationShown(first);
    expect(isCouponNotificationDue(shown, now + 10 * 60_000)).toBe(false);
    const again = scheduleCouponNotification(shown, 'm-2', true, now + 60_000);
    expect(again).toBe(shown);
    expect(isCouponNotificationDue(again, now + 10 * 60_000)).toBe(false);
    // A second selection before the first showed keeps the first schedule.
    expect(scheduleCouponNotification(first, 'm-3', false, now + 1000)).toBe(first);
    expect(isCouponNotificationDue(null, now)).toBe(false);
  });
});

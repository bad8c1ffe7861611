/**
 * The coupon notification (SPEC §3, §4): a reminder about the coupon, shown at most once per session, 30 s
 * after a live selection was added or 5 min after a line one. The session keeps one record.
 */
export interface CouponNotification {
  /** The selection (market id) that scheduled it. */
  id: string;
  /** Epoch milliseconds from which it may be shown. */
  timeToShow: number;
  isShown: boolean;
}

/** Delays before the coupon notification shows (COUPON-061, COUPON-062). */
export const COUPON_NOTIFICATION_DELAY_MS = Object.freeze({ live: 30_000, line: 300_000 });

/**
 * The session's notification after a selection is added: the existing record is kept when there is one (once
 * per session, COUPON-060), otherwise a new record due after the live or line delay.
 */
export function scheduleCouponNotification(
  existing: CouponNotification | null | undefined,
  id: string,
  isLive: boolean,
  now: number,
): CouponNotification {
  if (existing) return existing;
  const delay = isLive ? COUPON_NOTIFICATION_DELAY_MS.live : COUPON_NOTIFICATION_DELAY_MS.line;
  return { id, timeToShow: now + delay, isShown: false };
}

/** Whether the notification should show now: scheduled, not shown yet, and its time has come. */
export function isCouponNotificationDue(
  notification: CouponNotification | null | undefined,
  now: number,
): boolean {
  return !!notification && !notification.isShown && now >= notification.timeToShow;
}

/** The record after it was shown; it stays in the session so it never shows again. */
export function markCouponNotificationShown(notification: CouponNotification): CouponNotification {
  return { ...notification, isShown: true };
}

import {
  isCouponNotificationDue,
  markCouponNotificationShown,
  realBets,
  scheduleCouponNotification,
  type CouponNotification,
} from '@betline/core';
import { readString, removeItem, STORAGE_KEYS, writeString } from '../../lib/storage';
import { pushNotice } from '../notices';
import type { Stores } from '../index';
import { bettingT, couponOf, openSlip } from './state';

/** The coupon reminder (COUPON-010, COUPON-060..062): its record in session storage, its timer per app instance. */

function parseNotification(text: string | null): CouponNotification | null {
  let value: unknown;
  try {
    value = text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (
    typeof record.id !== 'string' ||
    typeof record.timeToShow !== 'number' ||
    typeof record.isShown !== 'boolean'
  )
    return null;
  return { id: record.id, timeToShow: record.timeToShow, isShown: record.isShown };
}

function readNotification(): CouponNotification | null {
  return parseNotification(readString(STORAGE_KEYS.couponNotification, 'session'));
}

function writeNotification(record: CouponNotification): void {
  writeString(STORAGE_KEYS.couponNotification, JSON.stringify(record), 'session');
}

function armNotification(stores: Stores, record: CouponNotification | null): void {
  const { runtime } = couponOf(stores);
  clearTimeout(runtime.notificationTimer);
  runtime.notificationTimer = undefined;
  if (!record || record.isShown) return;
  runtime.notificationTimer = setTimeout(
    () => showNotificationIfDue(stores),
    Math.max(0, record.timeToShow - Date.now()),
  );
}

/** The session's reminder, armed again (a restored coupon). */
export function armSavedNotification(stores: Stores): void {
  armNotification(stores, readNotification());
}

/** A selection was added: the session's reminder is scheduled (30 s live, 5 min line), unless one exists. */
export function scheduleNotification(stores: Stores, id: string, isLive: boolean): void {
  const existing = readNotification();
  const record = scheduleCouponNotification(existing, id, isLive, Date.now());
  if (record !== existing) writeNotification(record);
  if (record !== existing || couponOf(stores).runtime.notificationTimer === undefined)
    armNotification(stores, record);
}

/**
 * Shows the reminder when its time has come and the slip still holds selections; it is shown at most once per
 * session (COUPON-060). With an empty slip the schedule is dropped: the next selection schedules it again.
 */
export function showNotificationIfDue(stores: Stores, now = Date.now()): boolean {
  const record = readNotification();
  if (!record || record.isShown) return false;
  if (!isCouponNotificationDue(record, now)) {
    armNotification(stores, record);
    return false;
  }
  const store = couponOf(stores);
  const count = realBets(store.coupon.bets).length;
  if (count === 0 || store.placed) {
    removeItem(STORAGE_KEYS.couponNotification, 'session');
    return false;
  }
  const t = bettingT();
  pushNotice(stores.notices, {
    id: 'coupon-notification',
    kind: 'info',
    message: t('slip.notification.text', { count }),
    action: { label: t('slip.notification.open'), run: () => openSlip(stores, true) },
  });
  writeNotification(markCouponNotificationShown(record));
  return true;
}

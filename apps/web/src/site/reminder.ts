import { readString, writeString, STORAGE_KEYS } from '../lib/storage';

export interface ReminderTiming {
  delaySeconds: number;
  intervalMinutes: number;
}

/**
 * REG-020..022: how long until the registration reminder may show: the configured delay after arrival, and
 * not before the next-allowed time kept in local storage (set to now + interval each time it shows).
 */
export function reminderWaitMs(timing: ReminderTiming, arrivedAt: number, now = Date.now()): number {
  const nextAllowed = Number(readString(STORAGE_KEYS.registrationReminderNextAt)) || 0;
  const afterDelay = arrivedAt + timing.delaySeconds * 1000;
  return Math.max(0, afterDelay - now, nextAllowed - now);
}

/** REG-021/022: the reminder was shown; the next one waits the configured interval. */
export function reminderShown(timing: ReminderTiming, now = Date.now()): void {
  writeString(STORAGE_KEYS.registrationReminderNextAt, String(now + timing.intervalMinutes * 60_000));
}

import { useEffect, useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { Time } from './LiveTimer.styles';

/** "mm:ss" of a number of seconds; minutes keep counting past 60 as match clocks do ("92:05"). */
export function formatClock(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Seconds played at `now`: the clock read at `clockAt`, plus the time since when it runs. */
export function clockAtTime(
  clockSec: number,
  clockAt: number | undefined,
  running: boolean,
  now: number,
): number {
  if (!running || clockAt === undefined) return clockSec;
  return clockSec + Math.max(0, Math.floor((now - clockAt) / 1000));
}

export interface LiveTimerProps {
  /** Seconds played when the clock was read. */
  clockSec: number;
  /** Epoch ms when `clockSec` was read (the timer runs from there); omit for a fixed display. */
  clockAt?: number;
  /** Whether the clock runs (default true); false shows the time stopped (half-time, a break). */
  running?: boolean;
  /** Translated period label shown before the time ("2nd half"). */
  period?: string;
  /** The current time source (tests, stories); defaults to Date.now. */
  now?: () => number;
}

/**
 * The running clock of a live event. It ticks once a second in place; it is a `timer` role with no live
 * announcements (a ticking clock read aloud every second would drown everything else).
 */
export function LiveTimer({ clockSec, clockAt, running = true, period, now = Date.now }: LiveTimerProps) {
  const { t } = useUiTranslation();
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    if (!running || clockAt === undefined) return;
    const id = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(id);
  }, [running, clockAt, now]);
  const time = formatClock(clockAtTime(clockSec, clockAt, running, current));
  return (
    <Time role="timer" aria-label={[period, t('betting.elapsed', { time })].filter(Boolean).join(', ')}>
      {period ? `${period} ` : ''}
      {time}
    </Time>
  );
}

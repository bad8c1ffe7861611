import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAtTime, formatClock, LiveTimer } from './LiveTimer';

describe('LiveTimer', () => {
  afterEach(() => vi.useRealTimers());

  it('formats match clocks past the hour and counts from the moment the clock was read', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5525)).toBe('92:05');
    expect(clockAtTime(60, 1_000, true, 4_500)).toBe(63);
    expect(clockAtTime(60, 1_000, false, 4_500)).toBe(60);
  });

  it('ticks once a second while running and stands still when stopped', () => {
    vi.useFakeTimers();
    let now = 10_000;
    const clock = () => now;
    const { rerender } = render(<LiveTimer clockSec={600} clockAt={10_000} now={clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    act(() => {
      now += 3_000;
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('10:03');
    rerender(<LiveTimer clockSec={603} clockAt={13_000} running={false} now={clock} />);
    act(() => {
      now += 5_000;
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('10:03');
  });
});

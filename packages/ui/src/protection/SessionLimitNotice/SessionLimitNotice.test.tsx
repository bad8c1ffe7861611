import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionLimitNotice } from './SessionLimitNotice';

describe('SessionLimitNotice', () => {
  it('RG-030 is a permanent error: an alert with no close button that stays past the 10 s error time', () => {
    vi.useFakeTimers();
    try {
      const onLogout = vi.fn();
      render(<SessionLimitNotice onLogout={onLogout} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Your session limit has ended. Visit us tomorrow.');
      expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(onLogout).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('RG-031 closing it logs the player out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<SessionLimitNotice onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

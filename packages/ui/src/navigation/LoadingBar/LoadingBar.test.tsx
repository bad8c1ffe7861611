import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  it('CONST-008 CONST-009 shows only after 200 ms of loading and fills over 5000 ms', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<LoadingBar isLoading />);
      act(() => vi.advanceTimersByTime(199));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('data-duration', '5000');
      rerender(<LoadingBar isLoading={false} />);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      rerender(<LoadingBar isLoading />);
      act(() => vi.advanceTimersByTime(150));
      rerender(<LoadingBar isLoading={false} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OddsPauseToggle, useFrozenWhilePaused } from './OddsPauseToggle';

describe('OddsPauseToggle', () => {
  it('values stay frozen while paused and follow again after resume (WCAG 2.2.2)', () => {
    const { result, rerender } = renderHook(({ v, p }) => useFrozenWhilePaused(v, p), {
      initialProps: { v: 1.5, p: false },
    });
    expect(result.current).toBe(1.5);
    rerender({ v: 1.6, p: true });
    expect(result.current).toBe(1.6);
    rerender({ v: 1.9, p: true });
    expect(result.current).toBe(1.6);
    rerender({ v: 2.1, p: false });
    expect(result.current).toBe(2.1);
  });

  it('is a toggle button that says what it will do', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<OddsPauseToggle paused={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause odds updates', pressed: false }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<OddsPauseToggle paused onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Resume odds updates', pressed: true })).toBeInTheDocument();
  });
});

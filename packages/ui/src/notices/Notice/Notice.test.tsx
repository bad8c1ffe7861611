import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultNoticeTitleKey, Notice, noticeAutoCloseMs } from './Notice';

describe('Notice', () => {
  it('NOTICE-002 maps kinds to the seed title keys', () => {
    expect(defaultNoticeTitleKey('error')).toBe('main_error');
    expect(defaultNoticeTitleKey('success')).toBe('main_done');
    expect(defaultNoticeTitleKey('info')).toBe('main_ok');
    expect(defaultNoticeTitleKey('question')).toBe('main_ok');
  });

  it('NOTICE-003 errors auto-close after 10 000 ms unless permanent', () => {
    expect(noticeAutoCloseMs('error')).toBe(10_000);
    expect(noticeAutoCloseMs('error', true)).toBeNull();
    expect(noticeAutoCloseMs('success', false, 3_000)).toBe(3_000);
  });

  it('a success, an info and a warning close after 10 s too; a question or a notice with actions waits', () => {
    expect(noticeAutoCloseMs('success')).toBe(10_000);
    expect(noticeAutoCloseMs('info')).toBe(10_000);
    expect(noticeAutoCloseMs('warning')).toBe(10_000);
    expect(noticeAutoCloseMs('question')).toBeNull();
    expect(noticeAutoCloseMs('info', false, undefined, true)).toBeNull();
    expect(noticeAutoCloseMs('error', false, undefined, true)).toBe(10_000);
  });

  it('the timer waits while the pointer rests on the notice or focus is inside it, then runs in full', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(
        <Notice kind="success" onClose={onClose}>
          Bet placed.
        </Notice>,
      );
      const notice = screen.getByRole('status');
      act(() => vi.advanceTimersByTime(9_000));
      fireEvent.pointerEnter(notice);
      act(() => vi.advanceTimersByTime(60_000));
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.pointerLeave(notice);
      act(() => vi.advanceTimersByTime(9_999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);

      screen.getByRole('button', { name: 'Close notification' }).focus();
      act(() => vi.advanceTimersByTime(60_000));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a question carries its answers as actions and closes with its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Notice
        kind="question"
        title="Accept odds changes?"
        actions={<button type="button">Yes</button>}
        onClose={onClose}
      >
        Odds have moved.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Accept odds changes?Odds have moved.Yes');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

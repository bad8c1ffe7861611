import { render, screen } from '@testing-library/react';
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
    expect(noticeAutoCloseMs('success')).toBeNull();
    expect(noticeAutoCloseMs('success', false, 3_000)).toBe(3_000);
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

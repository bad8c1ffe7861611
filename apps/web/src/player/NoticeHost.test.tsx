import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pushNotice } from '../stores/notices';
import { renderWithStores, testStores } from '../test/app';
import NoticeHost from './NoticeHost';

describe('the app notices', () => {
  it('a "Done" notice closes itself after 10 s; one offering an action waits for the player', async () => {
    vi.useFakeTimers();
    try {
      renderWithStores(<NoticeHost />);
      const stores = testStores();
      act(() => {
        pushNotice(stores.notices, { kind: 'success', message: 'Coupon No. 12 was cashed out' });
        pushNotice(stores.notices, {
          kind: 'info',
          message: 'A new version is ready',
          action: { label: 'Reload', run: () => undefined },
        });
      });
      expect(screen.getByText('Coupon No. 12 was cashed out')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(9_999));
      expect(screen.getByText('Coupon No. 12 was cashed out')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Coupon No. 12 was cashed out')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(5 * 60_000));
      expect(screen.getByText('A new version is ready')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

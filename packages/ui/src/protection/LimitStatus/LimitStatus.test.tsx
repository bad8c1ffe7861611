import { DAY_MS, HOUR_MS, type PlayerLimit } from '@betline/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LimitStatus } from './LimitStatus';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const limit = (over: Partial<PlayerLimit>): PlayerLimit => ({
  type: 21,
  value: 1000,
  startedAt: NOW - 10 * DAY_MS,
  endsAt: null,
  pending: null,
  ...over,
});

describe('LimitStatus', () => {
  it('RG-002 an active deposit limit shows ACTIVE and its value in money', async () => {
    const { container } = render(<LimitStatus limit={limit({})} currency="EUR" now={NOW} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('€1,000.00')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('RG-016 RG-017 session -1 reads "Not set" and a 7-day deposit of 999999999 reads "No limit"', () => {
    const { unmount } = render(
      <LimitStatus limit={limit({ type: 31, value: -1 })} currency="EUR" now={NOW} />,
    );
    expect(screen.getByText('Not set')).toBeInTheDocument();
    unmount();
    render(<LimitStatus limit={limit({ type: 21, value: 999_999_999 })} currency="EUR" now={NOW} />);
    expect(screen.getByText('No limit')).toBeInTheDocument();
  });

  it('RG-027 RG-025 a pending increase counts down its 24 h cooling-off and offers no approval before it', () => {
    const onApprove = vi.fn();
    render(
      <LimitStatus
        limit={limit({ pending: { value: 2000, requestedAt: NOW - 20 * HOUR_MS } })}
        currency="EUR"
        now={NOW}
        onApprove={onApprove}
      />,
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Increase to €2,000.00')).toBeInTheDocument();
    expect(screen.getByText(/Can be confirmed in 4 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply change' })).not.toBeInTheDocument();
  });

  it('RG-026 a pending change to a lower value shows as a decrease', () => {
    render(
      <LimitStatus
        limit={limit({ pending: { value: 500, requestedAt: NOW - HOUR_MS } })}
        currency="EUR"
        now={NOW}
      />,
    );
    expect(screen.getByText('Decrease to €500.00')).toBeInTheDocument();
  });

  it('RG-022 RG-023 RG-025 once 24 h have passed the player can approve or reject', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    const onReject = vi.fn();
    render(
      <LimitStatus
        limit={limit({ type: 20, pending: { value: null, requestedAt: NOW - DAY_MS } })}
        currency="EUR"
        now={NOW}
        onApprove={onApprove}
        onReject={onReject}
      />,
    );
    expect(screen.getByText('Removal of the limit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply change' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep current limit' }));
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('RG-028 RG-029 an active self-exclusion or time-out says it cannot be cancelled and when it ends', () => {
    const { unmount } = render(
      <LimitStatus
        limit={limit({ type: 30, value: 90, endsAt: NOW + 90 * DAY_MS })}
        currency="EUR"
        now={NOW}
      />,
    );
    expect(screen.getByText('90 days')).toBeInTheDocument();
    expect(screen.getByText('Cannot be cancelled while active.')).toBeInTheDocument();
    expect(screen.getByText(/Ends Feb 21, 2027/)).toBeInTheDocument();
    unmount();
    render(<LimitStatus limit={limit({ type: 33, value: 7, endsAt: NOW - 1 })} currency="EUR" now={NOW} />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByText('Cannot be cancelled while active.')).not.toBeInTheDocument();
  });
});

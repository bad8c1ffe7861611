import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PlacedResult } from './PlacedResult';

describe('PlacedResult', () => {
  it('shows coupon id, stake, possible win and booking code, offers print/share/copy and announces the result', async () => {
    const onPrint = vi.fn();
    const onShare = vi.fn();
    const { container } = render(
      <PlacedResult
        placed={{
          couponId: '8841-2209',
          bookingCode: 'BX7Q2',
          amount: 1_000,
          possibleWin: 3_450,
          currency: 'EUR',
        }}
        onPrint={onPrint}
        onShare={onShare}
        onCopyCode={vi.fn()}
        onNewBet={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bet placed' })).toBeInTheDocument();
    expect(screen.getByText('Coupon 8841-2209')).toBeInTheDocument();
    expect(screen.getByText('€34.50')).toBeInTheDocument();
    expect(screen.getByText('BX7Q2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onPrint).toHaveBeenCalled();
    expect(onShare).toHaveBeenCalled();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'Bet placed. Coupon 8841-2209.',
      ),
    );
    await expectNoAxeViolations(container);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accounts, bet, coupon, names, settings, siteConfig } from '../../test/coupon';
import { CouponSheet } from './CouponSheet';

function Sheet() {
  const [open, setOpen] = useState(false);
  const state = coupon({ typeId: 1, bets: [bet(1, 1.5), bet(2, 2)], amount: 1_000 });
  return (
    <CouponSheet
      isOpen={open}
      onOpenChange={setOpen}
      coupon={state}
      settings={settings}
      siteConfig={siteConfig}
      accounts={accounts}
      coefViewId={0}
      betNames={names(state.bets)}
      onCouponChange={vi.fn()}
      onSettingsChange={vi.fn()}
      onPlace={vi.fn()}
    />
  );
}

describe('CouponSheet', { timeout: 30_000 }, () => {
  it('the bar shows count and total odds and opens the compact slip in a bottom sheet; Escape returns focus', async () => {
    render(<Sheet />);
    const bar = screen.getByRole('button', { name: /2 selections$/ });
    expect(bar).toHaveTextContent('2 Bet slip 3.00, 2 selections');
    await userEvent.click(bar);
    const dialog = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    expect(screen.getByRole('button', { name: 'Place bet €10.00' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // React Aria restores focus after the sheet's exit.
    await waitFor(() => expect(bar).toHaveFocus());
  });
});

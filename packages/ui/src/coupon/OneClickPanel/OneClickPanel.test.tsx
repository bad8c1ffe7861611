import { createCouponSettings } from '@betline/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bet, coupon, siteConfig } from '../../test/coupon';
import { OneClickPanel } from './OneClickPanel';

const settings = createCouponSettings();
const withBets = coupon({ bets: [bet(1, 2), bet(2, 3)], typeId: 1 });

describe('OneClickPanel', () => {
  it('COUPON-039 COUPON-040 switching on with bets asks first; confirming clears the slip and switches on', async () => {
    const onSettingsChange = vi.fn();
    const onCouponChange = vi.fn();
    render(
      <OneClickPanel
        settings={settings}
        coupon={withBets}
        siteConfig={siteConfig}
        currency="EUR"
        step={250}
        onSettingsChange={onSettingsChange}
        onCouponChange={onCouponChange}
      />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'One-click bets' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Switch on one-click bets?' });
    expect(dialog).toHaveTextContent('Your bet slip will be cleared (2 selections).');
    expect(onSettingsChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear and switch on' }));
    expect(onCouponChange).toHaveBeenCalledWith(expect.objectContaining({ bets: [] }));
    expect(onSettingsChange).toHaveBeenCalledWith(expect.objectContaining({ isActiveOneClick: true }));
  });

  it('COUPON-041 cancelling leaves one-click off and the slip untouched', async () => {
    const onSettingsChange = vi.fn();
    const onCouponChange = vi.fn();
    render(
      <OneClickPanel
        settings={settings}
        coupon={withBets}
        siteConfig={siteConfig}
        currency="EUR"
        step={250}
        onSettingsChange={onSettingsChange}
        onCouponChange={onCouponChange}
      />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'One-click bets' }));
    await userEvent.keyboard('{Escape}');
    expect(onCouponChange).not.toHaveBeenCalled();
    expect(onSettingsChange).toHaveBeenCalledWith(expect.objectContaining({ isActiveOneClick: false }));
  });

  it('COUPON-044 one-click shows only when the site config shows it; when on, its stake is editable', () => {
    const props = {
      coupon: coupon({}),
      currency: 'EUR',
      step: 250,
      onSettingsChange: vi.fn(),
      onCouponChange: vi.fn(),
    };
    const { rerender } = render(
      <OneClickPanel
        {...props}
        settings={{ ...settings, isActiveOneClick: true }}
        siteConfig={{ show_one_click: false }}
      />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    rerender(
      <OneClickPanel
        {...props}
        settings={{ ...settings, isActiveOneClick: true, oneClickAmount: 1_000 }}
        siteConfig={{ show_one_click: true }}
      />,
    );
    expect(screen.getByRole('switch', { name: 'One-click bets' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'One-click stake (EUR)' })).toHaveValue('10');
  });
});

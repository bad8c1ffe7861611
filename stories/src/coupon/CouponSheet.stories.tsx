import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { createCouponSettings } from '@betline/core';
import { CouponSheet } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { demoBet, demoCoupon, demoNames, slipSpies, storyAccounts, storySiteConfig } from './demo';

function MobileSlip({ onPlace }: { onPlace: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [coupon, setCoupon] = useState(() =>
    demoCoupon({ typeId: 1, bets: [demoBet(0), demoBet(1), demoBet(2)], amount: 1_000 }),
  );
  const [settings, setSettings] = useState(() => createCouponSettings());
  return (
    <div style={{ maxWidth: 390 }}>
      <CouponSheet
        isOpen={open}
        onOpenChange={setOpen}
        coupon={coupon}
        settings={settings}
        siteConfig={storySiteConfig}
        accounts={storyAccounts}
        coefViewId={0}
        betNames={demoNames(t, coupon.bets)}
        onCouponChange={setCoupon}
        onSettingsChange={setSettings}
        onPlace={onPlace}
      />
    </div>
  );
}

/** The mobile slip: a bar that opens the compact slip in a bottom sheet. */
const meta = {
  title: 'Coupon/CouponSheet',
  component: MobileSlip,
  args: { onPlace: slipSpies().onPlace },
} satisfies Meta<typeof MobileSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the bar by keyboard, places from the sheet, Escape closes and returns focus to the bar. */
export const MobileBottomSheet: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const bar = canvas.getByRole('button', {
      name: new RegExp(uiText(globals, 'coupon.count', { count: 3 })),
    });
    await userEvent.tab();
    await expect(bar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: uiText(globals, 'coupon.title') });
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    await waitFor(() => expect(dialog.querySelector('button[data-state="ready"]')).not.toBeNull());
    const place = dialog.querySelector<HTMLElement>('button[data-state="ready"]');
    if (!place) throw new Error('no place button');
    await userEvent.click(place);
    await expect(args.onPlace).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bar).toHaveFocus());
  },
};

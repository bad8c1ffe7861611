import {
  cancelOneClick,
  confirmOneClick,
  isOneClickActive,
  requestOneClick,
  type CouponSettings,
  type CouponSiteConfig,
  type CouponState,
  type Minor,
} from '@betline/core';
import { useState } from 'react';
import { Switch } from '../../forms/Switch';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { useUiTranslation } from '../../i18n';
import { StakeInput } from '../StakeInput';
import { Panel } from './OneClickPanel.styles';

export interface OneClickPanelProps {
  /** Coupon settings (controlled). */
  settings: CouponSettings;
  /** The coupon: enabling one-click with bets in it asks first (COUPON-039). */
  coupon: CouponState;
  /** Site config: the panel shows only when `show_one_click` is on (COUPON-044). */
  siteConfig: Pick<CouponSiteConfig, 'show_one_click'>;
  /** ISO code of the account currency. */
  currency: string;
  /** Step of the stake's ± buttons in minor units. */
  step: Minor;
  /** Called with new settings. */
  onSettingsChange: (settings: CouponSettings) => void;
  /** Called with the cleared coupon when the player confirms (COUPON-040). */
  onCouponChange: (coupon: CouponState) => void;
}

/**
 * One-click bets: a switch and the one-click stake. Switching on with bets in the slip opens a confirmation
 * ("the slip will be cleared"); confirming clears it and switches on, cancelling leaves one-click off
 * (core's requestOneClick / confirmOneClick / cancelOneClick, COUPON-039..041).
 */
export function OneClickPanel({
  settings,
  coupon,
  siteConfig,
  currency,
  step,
  onSettingsChange,
  onCouponChange,
}: OneClickPanelProps) {
  const { t } = useUiTranslation();
  const [asking, setAsking] = useState<number | null>(null);
  if (!siteConfig.show_one_click) return null;
  const active = isOneClickActive(settings, siteConfig);
  return (
    <Panel>
      <Switch
        isSelected={active}
        onChange={(on) => {
          const outcome = requestOneClick(settings, on, coupon, siteConfig);
          if (outcome.kind === 'applied') onSettingsChange(outcome.settings);
          else if (outcome.kind === 'needsConfirmation') setAsking(outcome.betCount);
        }}
      >
        {t('coupon.oneClick')}
      </Switch>
      {active && (
        <StakeInput
          label={t('coupon.oneClickAmount', { currency })}
          currency={currency}
          value={settings.oneClickAmount}
          step={step}
          onChange={(amount) => onSettingsChange({ ...settings, oneClickAmount: amount })}
        />
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('coupon.oneClickConfirmTitle')}
        confirmLabel={t('coupon.oneClickConfirm')}
        onConfirm={() => {
          const next = confirmOneClick(settings, coupon);
          setAsking(null);
          onCouponChange(next.coupon);
          onSettingsChange(next.settings);
        }}
        onCancel={() => {
          setAsking(null);
          onSettingsChange(cancelOneClick(settings));
        }}
      >
        {t('coupon.oneClickConfirmText', { count: asking ?? 0 })}
      </ConfirmDialog>
    </Panel>
  );
}

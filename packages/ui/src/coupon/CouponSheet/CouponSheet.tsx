import { couponCoef, formatCoef, realBets } from '@betline/core';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { Drawer } from '../../overlays/Drawer';
import { useUiTranslation } from '../../i18n';
import { CouponSlip, type CouponSlipProps } from '../CouponSlip';
import { Bar, BarCoef, BarCount, BarTitle } from './CouponSheet.styles';

export interface CouponSheetProps extends Omit<CouponSlipProps, 'compact'> {
  /** The sheet is open (controlled). */
  isOpen: boolean;
  /** Called when the player opens or closes the sheet. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The mobile slip: a bar with the selection count and total odds that opens the compact CouponSlip in a
 * bottom sheet (the kit's Drawer, focus trapped and returned to the bar).
 */
export function CouponSheet({ isOpen, onOpenChange, ...slip }: CouponSheetProps) {
  const { t } = useUiTranslation();
  const count = realBets(slip.coupon.bets).length;
  const total = couponCoef(slip.coupon);
  return (
    <>
      <Bar type="button" aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        {/* Named by its visible text (count, title, total odds) plus the count in words. */}
        <BarCount>{count}</BarCount>
        <BarTitle> {t('coupon.title')}</BarTitle>
        {total !== null && <BarCoef> {formatCoef(total, slip.coefViewId)}</BarCoef>}
        <VisuallyHidden>, {t('coupon.count', { count })}</VisuallyHidden>
      </Bar>
      <Drawer placement="bottom" isOpen={isOpen} onOpenChange={onOpenChange} title={t('coupon.title')}>
        <CouponSlip {...slip} compact />
      </Drawer>
    </>
  );
}

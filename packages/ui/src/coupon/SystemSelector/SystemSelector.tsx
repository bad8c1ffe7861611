import { systemVariants, type CouponState } from '@betline/core';
import { Select } from '../../forms/Select';
import { useUiTranslation } from '../../i18n';
import { Wrap } from './SystemSelector.styles';

export interface SystemSelectorProps {
  /** The coupon (type 2 or 4); its variants come from core's `systemVariants` (COUPON-024, 028, 029). */
  coupon: CouponState;
  /** Called with the chosen system value k. */
  onChange: (value: number) => void;
  /** Not changeable. */
  isDisabled?: boolean;
}

/** The system choice: "k of n (lines)" for every k core allows (2 .. n − 1), with its line count. */
export function SystemSelector({ coupon, onChange, isDisabled }: SystemSelectorProps) {
  const { t } = useUiTranslation();
  const variants = systemVariants(coupon);
  if (variants.length === 0) return null;
  return (
    <Wrap>
      <Select
        label={t('coupon.system')}
        value={String(coupon.systemValue)}
        isDisabled={isDisabled}
        onChange={(v) => onChange(Number(v))}
        options={variants.map((v) => ({
          value: String(v.value),
          label: t('coupon.systemOption', { value: v.value, offset: v.offset, combo: v.combo }),
        }))}
      />
    </Wrap>
  );
}

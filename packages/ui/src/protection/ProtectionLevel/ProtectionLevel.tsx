import { Label } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import {
  Fill,
  MeterLabel,
  MeterValue,
  StyledMeter,
  Track,
  type ProtectionStatus,
} from './ProtectionLevel.styles';

export type { ProtectionStatus };

export interface ProtectionLevelProps {
  /** The account's protection level, 0 to 100 (user config `protection_level`). */
  level: number;
  /**
   * Its status, as `protectionStatus(level)` of @betline/contracts answers (ACC-016..019: bad up to 30,
   * normal below 70, good to 99, full at 100). Colour and words follow it.
   */
  status: ProtectionStatus;
}

/** The account protection meter (React Aria Meter): a bar with the percentage and the status in words. */
export function ProtectionLevel({ level, status }: ProtectionLevelProps) {
  const { t, i18n } = useUiTranslation();
  const value = Math.min(100, Math.max(0, level));
  const percent = new Intl.NumberFormat(i18n.language || 'en', { style: 'percent' }).format(value / 100);
  const valueLabel = t('protectionLevel.value', { percent, status: t(`protectionLevel.${status}`) });
  return (
    <StyledMeter value={value} valueLabel={valueLabel} data-status={status}>
      {({ percentage }) => (
        <>
          <Label>
            <MeterLabel>{t('protectionLevel.label')}</MeterLabel>
          </Label>
          <MeterValue>{valueLabel}</MeterValue>
          <Track>
            {/* token-exempt: the bar's length is data, not a design value */}
            <Fill $status={status} style={{ width: `${percentage}%` }} />
          </Track>
        </>
      )}
    </StyledMeter>
  );
}

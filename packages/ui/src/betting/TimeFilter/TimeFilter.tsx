import { SegmentedControl } from '../../forms/SegmentedControl';
import { useUiTranslation } from '../../i18n';
import { Wrap } from './TimeFilter.styles';

/**
 * The seed's time filter options (SPEC §9, CONST-011): 0 all, 1 upcoming, 2 first period, 3 second period,
 * 6 recommended. The server applies them; the kit only offers and reports the choice.
 */
export const TIME_FILTER_VALUES = [0, 1, 2, 3, 6] as const;
export type TimeFilterValue = (typeof TIME_FILTER_VALUES)[number];

const LABEL_KEYS = {
  0: 'betting.timeAll',
  1: 'betting.timeUpcoming',
  2: 'betting.timeFirstPeriod',
  3: 'betting.timeSecondPeriod',
  6: 'betting.timeRecommended',
} as const;

export interface TimeFilterProps {
  /** Selected option (0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended). */
  value: TimeFilterValue;
  /** Called with the chosen option. */
  onChange: (value: TimeFilterValue) => void;
  /** Options to offer (default all five; the line has no periods to filter by). */
  options?: readonly TimeFilterValue[];
}

/** The board's time filter (a single-select toggle group). */
export function TimeFilter({ value, onChange, options = TIME_FILTER_VALUES }: TimeFilterProps) {
  const { t } = useUiTranslation();
  return (
    <Wrap>
      <SegmentedControl
        aria-label={t('betting.timeFilter')}
        value={String(value)}
        onChange={(v) => onChange(Number(v) as TimeFilterValue)}
        options={options.map((option) => ({ value: String(option), label: t(LABEL_KEYS[option]) }))}
      />
    </Wrap>
  );
}

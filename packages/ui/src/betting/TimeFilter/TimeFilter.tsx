import { useId } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { Group, Segment } from './TimeFilter.styles';

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

/** The board's time filter: a radio group (arrow keys move the choice) drawn as segments. */
export function TimeFilter({ value, onChange, options = TIME_FILTER_VALUES }: TimeFilterProps) {
  const { t } = useUiTranslation();
  const name = useId();
  return (
    <Group role="radiogroup" aria-labelledby={`${name}-legend`}>
      <VisuallyHidden as="legend" id={`${name}-legend`}>
        {t('betting.timeFilter')}
      </VisuallyHidden>
      {options.map((option) => (
        <Segment key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
          />
          {t(LABEL_KEYS[option])}
        </Segment>
      ))}
    </Group>
  );
}

import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { SegmentedControl } from '../../forms/SegmentedControl';
import { useUiTranslation } from '../../i18n';
import { Wrap } from './TimeFilter.styles';

/** The time filter's choices in hours; 0 means all events. */
export const TIME_FILTER_HOURS = [0, 1, 2, 3, 6] as const;
export type TimeFilterHours = (typeof TIME_FILTER_HOURS)[number];

/** Whether an event starting at `startTime` (epoch ms) passes the filter at `now`: within `hours`, 0 = all. */
export function matchesTimeFilter(startTime: number, hours: TimeFilterHours, now: number): boolean {
  if (hours === 0) return true;
  return startTime >= now && startTime - now <= hours * 3_600_000;
}

export interface TimeFilterProps {
  /** Selected hours (0 all, 1, 2, 3, 6). */
  value: TimeFilterHours;
  /** Called with the chosen hours. */
  onChange: (hours: TimeFilterHours) => void;
}

/** "Starts within" filter of the line: all, 1, 2, 3 or 6 hours (a single-select toggle group). */
export function TimeFilter({ value, onChange }: TimeFilterProps) {
  const { t } = useUiTranslation();
  return (
    <Wrap>
      <SegmentedControl
        aria-label={t('betting.timeFilter')}
        value={String(value)}
        onChange={(v) => onChange(Number(v) as TimeFilterHours)}
        options={TIME_FILTER_HOURS.map((h) => ({
          value: String(h),
          label:
            h === 0 ? (
              t('betting.timeAll')
            ) : (
              <>
                <span aria-hidden="true">{t('betting.timeHours', { count: h })}</span>
                <VisuallyHidden>{t('betting.timeHoursLong', { count: h })}</VisuallyHidden>
              </>
            ),
        }))}
      />
    </Wrap>
  );
}

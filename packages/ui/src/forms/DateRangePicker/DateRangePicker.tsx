import { parseDate, toCalendarDate } from '@internationalized/date';
import { FieldError, type DateValue } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { CalendarIcon } from '../../icons/CalendarIcon';
import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { FloatingPanel } from '../../overlays/Popover/Popover.styles';
import { ErrorText, SelectLabel } from '../Select/Select.styles';
import {
  Calendar,
  CalendarDialog,
  Cell,
  Dash,
  Dates,
  Grid,
  MonthHeading,
  NavButton,
  OpenButton,
  PickerGroup,
  Segment,
  StyledPicker,
} from './DateRangePicker.styles';

/** A period of whole days as ISO dates ("2026-11-01"), both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  /** The visible label. */
  label: string;
  /** The period (controlled); null for none. */
  value?: DateRange | null;
  /** The period at first (uncontrolled). */
  defaultValue?: DateRange;
  /** Called with the new period once both ends are set. */
  onChange?: (value: DateRange | null) => void;
  /** Earliest day that can be chosen (ISO date). */
  minValue?: string;
  /** Latest day that can be chosen (ISO date). */
  maxValue?: string;
  /** Error text: marks the field invalid and is announced with it. */
  error?: string;
  /** Not changeable. */
  isDisabled?: boolean;
  /** Required in a form. */
  isRequired?: boolean;
  /** Form field names of the two ends. */
  startName?: string;
  endName?: string;
}

const toRange = (range: DateRange | null | undefined) =>
  range ? { start: parseDate(range.start), end: parseDate(range.end) } : range;

/**
 * A period of days (React Aria DateRangePicker + @internationalized/date): two date fields typed segment by
 * segment in the locale's order, and a range calendar in a popover (arrows move by day, Page Up / Down by
 * month, Enter picks each end). Values are plain ISO dates, so the app never handles time zones here.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  error,
  ...props
}: DateRangePickerProps) {
  const { t } = useUiTranslation();
  return (
    <StyledPicker
      {...props}
      {...(value === undefined ? {} : { value: toRange(value) })}
      defaultValue={toRange(defaultValue)}
      onChange={(next: { start: DateValue; end: DateValue } | null) =>
        onChange?.(
          next
            ? { start: toCalendarDate(next.start).toString(), end: toCalendarDate(next.end).toString() }
            : null,
        )
      }
      minValue={minValue ? parseDate(minValue) : undefined}
      maxValue={maxValue ? parseDate(maxValue) : undefined}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
    >
      <SelectLabel>{label}</SelectLabel>
      <PickerGroup>
        <Dates slot="start">{(segment) => <Segment segment={segment} />}</Dates>
        <Dash aria-hidden="true">–</Dash>
        <Dates slot="end">{(segment) => <Segment segment={segment} />}</Dates>
        <OpenButton aria-label={t('dateRange.openCalendar')}>
          <CalendarIcon aria-hidden="true" />
        </OpenButton>
      </PickerGroup>
      <FieldError>
        <ErrorText>{error ?? t('dateRange.invalid')}</ErrorText>
      </FieldError>
      <FloatingPanel placement="bottom start" offset={4}>
        <CalendarDialog>
          <Calendar>
            <header>
              <NavButton slot="previous">
                <ChevronLeftIcon aria-hidden="true" />
              </NavButton>
              <MonthHeading />
              <NavButton slot="next">
                <ChevronRightIcon aria-hidden="true" />
              </NavButton>
            </header>
            <Grid>{(date) => <Cell date={date} />}</Grid>
          </Calendar>
        </CalendarDialog>
      </FloatingPanel>
    </StyledPicker>
  );
}

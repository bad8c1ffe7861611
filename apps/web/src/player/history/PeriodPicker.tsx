import { DateRangePicker, type DateRange } from '@betline/ui';

/**
 * The custom period of the bet history: the kit's date range picker (typed day by day or chosen in a
 * calendar). Its own chunk, loaded when the player picks custom dates (DESIGN "Budgets": date pickers load
 * when shown).
 */
export default function PeriodPicker({
  label,
  value,
  minValue,
  maxValue,
  onChange,
}: {
  label: string;
  value: DateRange;
  minValue: string;
  maxValue: string;
  onChange: (range: DateRange) => void;
}) {
  return (
    <DateRangePicker
      label={label}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      onChange={(range) => {
        if (range !== null && range.start >= minValue && range.end <= maxValue && range.start <= range.end) {
          onChange(range);
        }
      }}
    />
  );
}

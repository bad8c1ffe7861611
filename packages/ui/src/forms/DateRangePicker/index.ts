export { DateRangePicker, type DateRange, type DateRangePickerProps } from './DateRangePicker';

export {
  matchesTimeFilter,
  TIME_FILTER_HOURS,
  TimeFilter,
  type TimeFilterHours,
  type TimeFilterProps,
} from './TimeFilter';

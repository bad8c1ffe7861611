export { TIME_FILTER_VALUES, TimeFilter, type TimeFilterProps, type TimeFilterValue } from './TimeFilter';

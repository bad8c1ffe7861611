export { SegmentedControl, type SegmentOption, type SegmentedControlProps } from './SegmentedControl';

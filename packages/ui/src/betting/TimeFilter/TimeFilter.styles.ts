// The board's time filter has the segmented look of SegmentedControl, on the same native radio buttons; its five
// options go on to a second row on a narrow screen.
export { WrappingGroup as Group, Segment } from '../../forms/SegmentedControl/SegmentedControl.styles';

import { vars } from '@betline/tokens';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import styled from 'styled-components';

export const StyledPicker = styled(RACDateRangePicker)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const PickerGroup = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  height: ${vars.size.control.md};
  padding-inline-start: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.input.borderColor.rest};
  border-radius: ${vars.input.borderRadius};
  background-color: ${vars.input.bgColor.rest};
  color: ${vars.input.fgColor.rest};
  font-variant-numeric: tabular-nums;

  &[data-hovered] {
    border-color: ${vars.input.borderColor.hover};
  }

  &[data-focus-within] {
    border-color: ${vars.input.borderColor.focus};
  }

  &[data-invalid] {
    border-color: ${vars.input.invalid.borderColor};
  }

  &[data-disabled] {
    background-color: ${vars.input.bgColor.disabled};
    color: ${vars.input.fgColor.disabled};
  }
`;

export const Dates = styled(DateInput)`
  display: inline-flex;
`;

export const Segment = styled(DateSegment)`
  padding: 0 ${vars.space[0]};
  border-radius: ${vars.radius.sm};
  outline: none;

  &[data-placeholder] {
    color: ${vars.input.placeholder.fgColor};
  }

  &[data-type='literal'] {
    color: ${vars.fgColor.muted};
  }

  &[data-focused] {
    background-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }
`;

export const Dash = styled.span`
  color: ${vars.fgColor.muted};
`;

export const OpenButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  width: ${vars.size.control.md};
  margin-inline-start: auto;
  border: none;
  background: transparent;
  color: ${vars.fgColor.muted};
  cursor: ${vars.cursor.interactive};

  & svg {
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${vars.space[3]};
  outline: none;
`;

export const Calendar = styled(RangeCalendar)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }
`;

export const MonthHeading = styled(Heading)`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const NavButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.fgColor.default};
  cursor: ${vars.cursor.interactive};

  &[data-hovered] {
    background-color: ${vars.bgColor.hover};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
  }

  & svg {
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
  }
`;

export const Grid = styled(CalendarGrid)`
  border-collapse: collapse;

  & th {
    padding-bottom: ${vars.space[1]};
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.medium};
  }

  & td {
    padding: 0;
  }
`;

export const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: ${vars.cursor.interactive};
  outline: none;

  &[data-outside-month] {
    display: none;
  }

  &[data-hovered] {
    background-color: ${vars.bgColor.hover};
  }

  &[data-selected] {
    background-color: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.default};
  }

  &[data-selection-start],
  &[data-selection-end] {
    border-radius: ${vars.radius.md};
    background-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }

  &[data-disabled],
  &[data-unavailable] {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

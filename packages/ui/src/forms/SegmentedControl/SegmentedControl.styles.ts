import { vars } from '@betline/tokens';
import styled from 'styled-components';

/**
 * Segments on native radio buttons (SegmentedControl, TimeFilter): no React Aria on the pages that show them, and
 * the browser gives the radio group its keyboard (arrows, one tab stop) and its semantics.
 */
export const Group = styled.fieldset`
  display: inline-flex;
  margin: 0;
  min-width: 0;
  padding: ${vars.space[1]};
  gap: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.inset};
`;

export const Segment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.medium};
  cursor: ${vars.cursor.interactive};

  &:has(input:checked) {
    background-color: ${vars.bgColor.raised};
    color: ${vars.fgColor.default};
    box-shadow: ${vars.shadow.sm};
  }

  &:has(input:focus-visible) {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;

/** A group whose segments go on to a second row when they do not fit (the board's five time filters). */
export const WrappingGroup = styled(Group)`
  flex-wrap: wrap;
`;

import { vars } from '@betline/tokens';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';

export const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  padding: ${vars.space[1]};
  gap: ${vars.space[1]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.inset};
`;

export const Segment = styled(ToggleButton)`
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bgColor.transparent};
  color: ${vars.fgColor.muted};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  cursor: ${vars.cursor.interactive};

  &[data-selected] {
    background-color: ${vars.bgColor.raised};
    color: ${vars.fgColor.default};
    box-shadow: ${vars.shadow.sm};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-disabled] {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

import { vars } from '@betline/tokens';
import { Switch as RACSwitch } from 'react-aria-components';
import styled from 'styled-components';

export const StyledSwitch = styled(RACSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  cursor: ${vars.cursor.interactive};

  & .track {
    position: relative;
    flex-shrink: 0;
    width: ${vars.size.control.md};
    height: ${vars.size.icon.md};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.strong};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bgColor.inset};
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }

  & .thumb {
    position: absolute;
    inset-block: ${vars.borderWidth.thick};
    inset-inline-start: ${vars.borderWidth.thick};
    aspect-ratio: 1;
    border-radius: ${vars.radius.full};
    background-color: ${vars.fgColor.muted};
    transition: inset-inline-start ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }

  &[data-selected] .track {
    background-color: ${vars.bgColor.accent.emphasis};
    border-color: ${vars.bgColor.accent.emphasis};
  }

  &[data-selected] .thumb {
    inset-inline-start: calc(100% - ${vars.size.icon.md} + ${vars.borderWidth.thick});
    background-color: ${vars.fgColor.onAccent};
  }

  &[data-focus-visible] .track {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-disabled] {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

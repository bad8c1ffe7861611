import { vars } from '@betline/tokens';
import { Checkbox as RACCheckbox } from 'react-aria-components';
import styled from 'styled-components';

export const StyledCheckbox = styled(RACCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  cursor: ${vars.cursor.interactive};

  & .box {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.strong};
    border-radius: ${vars.radius.sm};
    background-color: ${vars.input.bgColor.rest};
    color: ${vars.fgColor.onAccent};
  }

  & .box svg {
    width: 100%;
    height: 100%;
    visibility: hidden;
  }

  &[data-selected] .box,
  &[data-indeterminate] .box {
    background-color: ${vars.bgColor.accent.emphasis};
    border-color: ${vars.bgColor.accent.emphasis};
  }

  &[data-selected] .box svg {
    visibility: visible;
  }

  &[data-focus-visible] .box {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-invalid] .box {
    border-color: ${vars.input.invalid.borderColor};
  }

  &[data-disabled] {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

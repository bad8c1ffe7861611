import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const StyledInput = styled.input`
  display: block;
  width: 100%;
  height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  background-color: ${vars.input.bgColor.rest};
  color: ${vars.input.fgColor.rest};
  border: ${vars.borderWidth.default} solid ${vars.input.borderColor.rest};
  border-radius: ${vars.input.borderRadius};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::placeholder {
    color: ${vars.input.placeholder.fgColor};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${vars.input.borderColor.hover};
  }

  &:focus {
    border-color: ${vars.input.borderColor.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.input.invalid.borderColor};
    border-width: ${vars.borderWidth.thick};
  }

  &:disabled {
    background-color: ${vars.input.bgColor.disabled};
    color: ${vars.input.fgColor.disabled};
    border-color: ${vars.input.borderColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Control = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${vars.space[1]};
`;

export const AmountInputBox = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  gap: ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.input.borderColor.rest};
  border-radius: ${vars.input.borderRadius};
  background-color: ${vars.input.bgColor.rest};
  color: ${vars.input.fgColor.rest};

  &:hover {
    border-color: ${vars.input.borderColor.hover};
  }

  &:focus-within {
    border-color: ${vars.input.borderColor.focus};
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-invalid] {
    border-color: ${vars.input.invalid.borderColor};
  }

  &[data-disabled] {
    border-color: ${vars.input.borderColor.disabled};
    background-color: ${vars.input.bgColor.disabled};
    color: ${vars.input.fgColor.disabled};
  }
`;

export const AmountNativeInput = styled.input`
  flex: 1;
  min-width: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: end;
  outline: none;
`;

export const Currency = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

export const QuickAmounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

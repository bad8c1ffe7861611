import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const OptionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

export const OptionLabel = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[2]};
  align-items: start;
  cursor: ${vars.cursor.interactive};

  & input {
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
    margin: 0;
    accent-color: ${vars.bgColor.accent.emphasis};
  }

  & input:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const OptionName = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

export const OptionText = styled.span`
  grid-column: 2;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { StyledInput } from '../Input/Input.styles';

export const Wrap = styled.div`
  position: relative;
  width: 100%;
`;

export const StyledNativeSelect = styled(StyledInput).attrs({ as: 'select' })`
  appearance: none;
  padding-inline-end: calc(${vars.space[3]} * 2 + ${vars.size.icon.md});
  cursor: pointer;
`;

export const Chevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${vars.space[3]};
  display: flex;
  align-items: center;
  color: ${vars.fgColor.muted};
  pointer-events: none;
`;

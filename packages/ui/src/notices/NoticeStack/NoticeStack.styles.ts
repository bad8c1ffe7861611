import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const StackRoot = styled.section`
  position: fixed;
  inset-block-start: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(${vars.notice.width}, calc(100% - ${vars.space[8]}));
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  &:empty {
    display: none;
  }
`;

import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Scroller = styled.div`
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  background-color: ${vars.bgColor.surface};
  contain: strict;
`;

export const Sizer = styled.div`
  position: relative;
  width: 100%;
`;

export const Item = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

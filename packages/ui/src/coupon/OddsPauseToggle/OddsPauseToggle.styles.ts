import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** Two bars of a pause sign drawn with borders, sized like an icon. */
export const PauseGlyph = styled.span`
  display: inline-block;
  width: ${vars.size.icon.sm};
  height: ${vars.size.icon.sm};
  border-inline: calc(${vars.size.icon.sm} / 3) solid currentColor;
  box-sizing: border-box;
`;

import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** The wordmark is as tall as a medium control; its width follows the viewBox (the name's length). */
export const Svg = styled.svg`
  display: block;
  flex: none;
  height: ${vars.size.control.md};
  width: auto;
`;

export const Mark = styled.rect`
  fill: ${vars.bgColor.accent.emphasis};
`;

export const MarkGlyph = styled.path`
  fill: ${vars.fgColor.onAccent};
`;

export const MarkLetter = styled.text`
  fill: ${vars.fgColor.onAccent};
  font-family: ${vars.fontFamily.sans};
  font-weight: ${vars.fontWeight.bold};
`;

export const Word = styled.text`
  fill: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.sans};
  font-weight: ${vars.fontWeight.bold};
`;

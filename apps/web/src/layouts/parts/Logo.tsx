import styled from 'styled-components';
import { vars } from '@betline/tokens';

const Svg = styled.svg`
  display: block;
  height: ${vars.size.control.md};
  width: auto;
`;

const Mark = styled.rect`
  fill: ${vars.bgColor.accent.emphasis};
`;

const MarkGlyph = styled.path`
  fill: ${vars.fgColor.onAccent};
`;

const Word = styled.text`
  fill: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.sans};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.02em;
`;

/**
 * The Betline wordmark as inline SVG. Its colours are tokens (accent and default text), so a partner brand
 * book or the colour mode restyles it without another asset. Decorative: the link around it carries the name.
 */
export function Logo() {
  return (
    <Svg viewBox="0 0 136 32" aria-hidden="true" focusable="false">
      <Mark x="0" y="2" width="28" height="28" rx="7" />
      <MarkGlyph d="M9 8.5h6.4c3.1 0 5 1.5 5 3.9 0 1.6-.9 2.8-2.4 3.3 1.8.4 3 1.8 3 3.7 0 2.7-2.1 4.4-5.4 4.4H9V8.5zm3.4 2.8v3.6h2.6c1.3 0 2-.7 2-1.8s-.8-1.8-2-1.8h-2.6zm0 6.3v4.1h2.8c1.5 0 2.3-.8 2.3-2.1 0-1.2-.9-2-2.3-2h-2.8z" />
      <Word x="36" y="24" fontSize="22">
        Betline
      </Word>
    </Svg>
  );
}

import { vars } from '@betline/tokens';
import styled from 'styled-components';

/**
 * The symbol art reads its colours from the slot tokens through classes, so a partner brand recolours the
 * symbols without touching the drawings. Geometry lives in the SVG's 100 × 100 viewBox.
 */
export const GlyphSvg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  overflow: visible;

  & .ink {
    stroke: ${vars.slot.symbol.outline};
    stroke-linejoin: round;
    stroke-linecap: round;
  }

  & .noFill {
    fill: none;
  }

  & .hl {
    fill: ${vars.slot.symbol.highlight};
    opacity: 0.6;
  }

  & .hlStroke {
    fill: none;
    stroke: ${vars.slot.symbol.highlight};
    stroke-linecap: round;
    opacity: 0.6;
  }

  & .shade {
    fill: ${vars.slot.symbol.shade};
    opacity: 0.16;
  }

  & .shadeStroke {
    fill: none;
    stroke: ${vars.slot.symbol.shade};
    stroke-linecap: round;
    opacity: 0.25;
  }

  & .leaf {
    fill: ${vars.slot.symbol.leaf};
  }

  & .stem {
    fill: none;
    stroke: ${vars.slot.symbol.leaf};
    stroke-linecap: round;
  }

  & .gold {
    fill: ${vars.slot.symbol.gold};
  }

  & .goldStroke {
    stroke: ${vars.slot.symbol.gold};
  }

  & .wild {
    fill: ${vars.slot.symbol.wild};
  }

  & .scatter {
    fill: ${vars.slot.symbol.scatter};
  }

  & .seven {
    fill: ${vars.slot.symbol.seven};
  }

  & .bar {
    fill: ${vars.slot.symbol.bar};
  }

  & .barText {
    fill: ${vars.slot.symbol.barText};
  }

  & .bell {
    fill: ${vars.slot.symbol.bell};
  }

  & .plum {
    fill: ${vars.slot.symbol.plum};
  }

  & .orange {
    fill: ${vars.slot.symbol.orange};
  }

  & .lemon {
    fill: ${vars.slot.symbol.lemon};
  }

  & .cherry {
    fill: ${vars.slot.symbol.cherry};
  }

  & text {
    font-family: inherit;
    font-weight: ${vars.fontWeight.bold};
    paint-order: stroke;
  }
`;

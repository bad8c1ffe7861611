import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Root = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/**
 * The wheel scales with its column (up to a form column's width, and never taller than most of the screen);
 * the viewBox is centred on the wheel's hub, so the turning group rotates about the origin. Four functional
 * emphasis colours alternate round the wheel, each with the text colour the token build checks against it.
 */
export const Wheel = styled.svg`
  display: block;
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
  height: auto;
  max-height: 70vh;
  overflow: visible;

  .turn {
    transform-origin: 0 0;
    transform-box: view-box;
  }

  /* Waiting for the answer: steady turns (two per step, stepped on again at each step's end). */
  .turn[data-phase='waiting'] {
    transition: transform calc(${vars.motion.duration.spinner} * 3) ${vars.motion.easing.linear};
  }

  /* A few turns slowing down onto the prize. */
  .turn[data-phase='landing'],
  .turn[data-phase='stopping'] {
    transition: transform calc(${vars.motion.duration.slow} * 10) ${vars.motion.easing.enter};
  }

  .segment path {
    stroke: ${vars.bgColor.surface};
    stroke-width: 1;
  }

  .segment text {
    font-family: ${vars.fontFamily.sans};
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }

  .segment[data-tone='0'] path {
    fill: ${vars.bgColor.accent.emphasis};
  }

  .segment[data-tone='0'] text {
    fill: ${vars.fgColor.onAccent};
  }

  .segment[data-tone='1'] path {
    fill: ${vars.bgColor.warning.emphasis};
  }

  .segment[data-tone='1'] text {
    fill: ${vars.fgColor.onWarning};
  }

  .segment[data-tone='2'] path {
    fill: ${vars.bgColor.danger.emphasis};
  }

  .segment[data-tone='2'] text {
    fill: ${vars.fgColor.onEmphasis};
  }

  .segment[data-tone='3'] path {
    fill: ${vars.bgColor.success.emphasis};
  }

  .segment[data-tone='3'] text {
    fill: ${vars.fgColor.onEmphasis};
  }

  .segment[data-landed='true'] text {
    font-weight: ${vars.fontWeight.bold};
  }

  /* The prize the wheel rests on: ringed over a halo, so the mark holds on every segment colour. */
  .landedHalo {
    fill: none;
    stroke: ${vars.slot.line.haloColor};
    stroke-width: 6;
    stroke-linejoin: round;
  }

  .landedMark {
    fill: none;
    stroke: ${vars.slot.cell.win.borderColor};
    stroke-width: 3;
    stroke-linejoin: round;
  }

  .rim {
    fill: none;
    stroke: ${vars.slot.cabinet.trim.to};
    stroke-width: 7;
  }

  .rimEdge {
    fill: none;
    stroke: ${vars.slot.symbol.outline};
    stroke-width: 1;
  }

  .stud {
    fill: ${vars.slot.cabinet.trim.from};
    stroke: ${vars.slot.symbol.outline};
    stroke-width: 0.6;
  }

  .hub {
    fill: ${vars.slot.cabinet.trim.from};
    stroke: ${vars.slot.cabinet.trim.to};
    stroke-width: 4;
  }

  .hubCap {
    fill: ${vars.slot.symbol.gold};
    stroke: ${vars.slot.symbol.outline};
    stroke-width: 1;
  }

  .pointer {
    fill: ${vars.slot.symbol.gold};
    stroke: ${vars.slot.symbol.outline};
    stroke-width: 2;
    stroke-linejoin: round;
  }

  /* No turning under reduced motion: the wheel is simply on its prize. */
  @media (prefers-reduced-motion: reduce) {
    .turn[data-phase] {
      transition: none;
    }
  }
`;

export const Caption = styled.figcaption`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

export const Root = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const turn = keyframes`
  from {
    transform: rotate(0deg);
  }

  to {
    transform: rotate(360deg);
  }
`;

/**
 * The wheel scales with its column up to the roulette token's width; the viewBox is centred on the hub, so the
 * turning group rotates about the origin. Pockets take the roulette pocket tokens (red, black, green).
 */
export const Wheel = styled.svg`
  display: block;
  width: 100%;
  max-width: ${vars.roulette.wheel.maxWidth};
  height: auto;

  .rim {
    fill: ${vars.roulette.rim.color};
  }

  .turn {
    transform-origin: 0 0;
    transform-box: view-box;
  }

  /* Waiting for the answer: steady turns. */
  .turn[data-phase='waiting'] {
    animation: ${turn} calc(${vars.motion.duration.spinner} * 2) ${vars.motion.easing.linear} infinite;
  }

  /* A few turns slowing down onto the number. */
  .turn[data-phase='landing'] {
    transition: transform calc(${vars.motion.duration.slow} * 8) ${vars.motion.easing.enter};
  }

  @media (prefers-reduced-motion: reduce) {
    .turn[data-phase] {
      animation: none;
      transition: none;
    }
  }

  .pocket path {
    stroke: ${vars.roulette.rim.color};
    stroke-width: 0.6;
  }

  .pocket text {
    font-family: ${vars.fontFamily.sans};
    font-weight: ${vars.fontWeight.semibold};
  }

  .pocket[data-colour='red'] path {
    fill: ${vars.roulette.pocket.red.bgColor};
  }

  .pocket[data-colour='red'] text {
    fill: ${vars.roulette.pocket.red.fgColor};
  }

  .pocket[data-colour='black'] path {
    fill: ${vars.roulette.pocket.black.bgColor};
  }

  .pocket[data-colour='black'] text {
    fill: ${vars.roulette.pocket.black.fgColor};
  }

  .pocket[data-colour='green'] path {
    fill: ${vars.roulette.pocket.green.bgColor};
  }

  .pocket[data-colour='green'] text {
    fill: ${vars.roulette.pocket.green.fgColor};
  }

  .bowl {
    fill: ${vars.roulette.felt.bgColor};
    stroke: ${vars.roulette.rim.color};
    stroke-width: 2;
  }

  .hub {
    fill: ${vars.roulette.rim.color};
  }

  .ball {
    fill: ${vars.roulette.ball.color};
    stroke: ${vars.roulette.pocket.black.bgColor};
    stroke-width: 1;
  }
`;

export const Caption = styled.figcaption`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** Under reduced motion the ring does not turn; it breathes slowly instead. */
const breathe = keyframes`
  50% {
    opacity: 0.4;
  }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const SpinnerSvg = styled.svg<{ $size: SpinnerSize; $tone: 'accent' | 'current' }>`
  display: block;
  width: ${(p) => vars.size.spinner[p.$size]};
  height: ${(p) => vars.size.spinner[p.$size]};
  color: ${(p) => (p.$tone === 'accent' ? vars.spinner.fgColor : 'currentColor')};
  animation: ${spin} ${vars.motion.duration.spinner} ${vars.motion.easing.linear} infinite;

  & .track {
    stroke: ${(p) => (p.$tone === 'accent' ? vars.spinner.trackColor : 'currentColor')};
    ${(p) =>
      p.$tone === 'current' &&
      css`
        opacity: 0.3;
      `}
  }

  & .arc {
    stroke: currentColor;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: ${breathe} ${vars.motion.duration.spinner} ${vars.motion.easing.standard} infinite;
  }
`;

import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const Drawing = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: auto;
  border-radius: ${vars.radius.md};
  overflow: hidden;

  .zone,
  .ball {
    transition:
      transform ${vars.motion.duration.slow} ${vars.motion.easing.standard},
      opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
`;

export const Caption = styled.figcaption`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;
`;

export const Swatch = styled.span<{ $side: 0 | 1 }>`
  display: inline-block;
  inline-size: ${vars.space[2]};
  block-size: ${vars.space[2]};
  margin-inline-end: ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background-color: ${(p) => (p.$side === 0 ? vars.matchTracker.first.color : vars.matchTracker.second.color)};
  box-shadow: 0 0 0 ${vars.borderWidth.default} ${vars.borderColor.default};
`;

import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Wrap = styled.div`
  position: relative;

  & > input {
    padding-inline-end: ${vars.size.control.md};
  }
`;

export const Toggle = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  align-items: center;
`;

export type StrengthLevel = 'weak' | 'fair' | 'strong';

const colors: Record<StrengthLevel, string> = {
  weak: vars.fgColor.danger,
  fair: vars.fgColor.warning,
  strong: vars.fgColor.success,
};

export const Meter = styled.div<{ $level: StrengthLevel; $score: number }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[1]};
  color: ${(p) => colors[p.$level]};
  font-size: ${vars.fontSize.sm};

  &::before {
    content: '';
    height: ${vars.space[1]};
    width: ${(p) => `calc(${p.$score} * ${vars.space[6]})`};
    border-radius: ${vars.radius.full};
    background-color: currentColor;
  }
`;

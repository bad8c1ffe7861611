import { vars } from '@betline/tokens';
import styled from 'styled-components';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextTone = 'default' | 'muted' | 'accent' | 'danger' | 'success';
export type TextWeight = 'regular' | 'medium' | 'bold';

const tones: Record<TextTone, string> = {
  default: vars.fgColor.default,
  muted: vars.fgColor.muted,
  accent: vars.fgColor.accent,
  danger: vars.fgColor.danger,
  success: vars.fgColor.success,
};

export const StyledText = styled.p<{
  $size: TextSize;
  $tone: TextTone;
  $weight: TextWeight;
  $tabular: boolean;
}>`
  margin: 0;
  color: ${(p) => tones[p.$tone]};
  font-size: ${(p) => vars.fontSize[p.$size]};
  font-weight: ${(p) => vars.fontWeight[p.$weight]};
  line-height: ${vars.lineHeight.normal};
  font-variant-numeric: ${(p) => (p.$tabular ? 'tabular-nums' : 'normal')};
`;

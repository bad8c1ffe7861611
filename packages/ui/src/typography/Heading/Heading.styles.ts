import { vars } from '@betline/tokens';
import styled from 'styled-components';

export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

const fontSize: Record<HeadingSize, string> = {
  sm: vars.fontSize.lg,
  md: vars.fontSize.xl,
  lg: vars.fontSize['2xl'],
  xl: vars.fontSize['3xl'],
};

export const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${(p) => fontSize[p.$size]};
  font-weight: ${(p) => (p.$size === 'sm' ? vars.fontWeight.semibold : vars.fontWeight.bold)};
  line-height: ${vars.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

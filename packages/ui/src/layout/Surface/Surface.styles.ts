import { vars } from '@betline/tokens';
import styled from 'styled-components';
import type { SpaceKey } from '../Stack';

export type SurfaceElevation = 0 | 1 | 2;
export type SurfaceRadius = 'sm' | 'md' | 'lg';

const background: Record<SurfaceElevation, string> = {
  0: vars.bgColor.surface,
  1: vars.bgColor.raised,
  2: vars.bgColor.raised,
};
const shadow: Record<SurfaceElevation, string> = { 0: 'none', 1: vars.shadow.sm, 2: vars.shadow.md };

export const StyledSurface = styled.div<{
  $elevation: SurfaceElevation;
  $padding: SpaceKey;
  $radius: SurfaceRadius;
}>`
  background-color: ${(p) => background[p.$elevation]};
  color: ${vars.fgColor.default};
  border: ${vars.borderWidth.default} solid
    ${(p) => (p.$elevation === 0 ? vars.borderColor.default : vars.borderColor.muted)};
  border-radius: ${(p) => vars.radius[p.$radius]};
  box-shadow: ${(p) => shadow[p.$elevation]};
  padding: ${(p) => vars.space[p.$padding]};
`;

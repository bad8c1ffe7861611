import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { SpaceKey } from '../Stack';
import { StyledSurface, type SurfaceElevation, type SurfaceRadius } from './Surface.styles';

export type { SurfaceElevation, SurfaceRadius };

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** 0 flat with a border, 1 raised (small shadow), 2 floating (larger shadow). Default 0. */
  elevation?: SurfaceElevation;
  /** Inner padding (a key of the space scale); 4 (16px) by default. */
  padding?: SpaceKey;
  radius?: SurfaceRadius;
  as?: ElementType;
  children?: ReactNode;
}

/** A panel on the canvas: cards, the coupon slip, menus. */
export function Surface({ elevation = 0, padding = 4, radius = 'md', as, children, ...rest }: SurfaceProps) {
  return (
    <StyledSurface as={as} $elevation={elevation} $padding={padding} $radius={radius} {...rest}>
      {children}
    </StyledSurface>
  );
}

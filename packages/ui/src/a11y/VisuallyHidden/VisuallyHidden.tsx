import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; a span by default. */
  as?: ElementType;
  children?: ReactNode;
}

/** Content for assistive technology only. */
export function VisuallyHidden({ as, children, ...rest }: VisuallyHiddenProps) {
  return (
    <StyledVisuallyHidden as={as} {...rest}>
      {children}
    </StyledVisuallyHidden>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { StyledHeading, type HeadingSize } from './Heading.styles';

export type { HeadingSize };
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** The document outline level (h1..h6). */
  level: HeadingLevel;
  /** Visual size, independent of the level; defaults from the level (1 xl, 2 lg, 3 md, 4-6 sm). */
  size?: HeadingSize;
  children?: ReactNode;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export function Heading({ level, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} {...rest}>
      {children}
    </StyledHeading>
  );
}

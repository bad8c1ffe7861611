import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { FlexAlign, FlexJustify, SpaceKey } from '../Stack';
import { StyledInline } from './Inline.styles';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children (a key of the space scale); 2 (8px) by default. */
  gap?: SpaceKey;
  /** Cross axis (vertical); center by default. */
  align?: FlexAlign;
  /** Main axis (horizontal); start by default. */
  justify?: FlexJustify;
  /** Wrap onto more lines when there is no room. */
  wrap?: boolean;
  as?: ElementType;
  children?: ReactNode;
}

/** Children in a row with a token gap. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = false,
  as,
  children,
  ...rest
}: InlineProps) {
  return (
    <StyledInline
      as={as}
      $direction="row"
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    >
      {children}
    </StyledInline>
  );
}

import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { Flex, type FlexAlign, type FlexJustify, type SpaceKey } from './Stack.styles';

export type { FlexAlign, FlexJustify, SpaceKey };

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children (a key of the space scale); 3 (12px) by default. */
  gap?: SpaceKey;
  /** Cross axis (horizontal); stretch by default. */
  align?: FlexAlign;
  /** Main axis (vertical); start by default. */
  justify?: FlexJustify;
  as?: ElementType;
  children?: ReactNode;
}

/** Children in a column with a token gap. */
export function Stack({ gap = 3, align = 'stretch', justify = 'start', as, children, ...rest }: StackProps) {
  return (
    <Flex as={as} $direction="column" $gap={gap} $align={align} $justify={justify} $wrap={false} {...rest}>
      {children}
    </Flex>
  );
}

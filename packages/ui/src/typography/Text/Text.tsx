import type { HTMLAttributes, ReactNode } from 'react';
import { StyledText, type TextSize, type TextTone, type TextWeight } from './Text.styles';

export type { TextSize, TextTone, TextWeight };

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** Element to render; a paragraph by default. */
  as?: 'p' | 'span' | 'div' | 'label' | 'strong';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  /** Tabular figures, for odds, money and times. */
  tabular?: boolean;
  /** For `as="label"`. */
  htmlFor?: string;
  children?: ReactNode;
}

/** Body text. Green and red tones are for results and odds movement only, never the only signal. */
export function Text({
  as = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  tabular = false,
  children,
  ...rest
}: TextProps) {
  return (
    <StyledText as={as} $size={size} $tone={tone} $weight={weight} $tabular={tabular} {...rest}>
      {children}
    </StyledText>
  );
}

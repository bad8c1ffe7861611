import { vars } from '@betline/tokens';
import { useId, type ReactNode } from 'react';
import type { SpaceKey } from '../../layout/Stack/Stack.styles';
import { Label, Rule, Separator, type DividerOrientation, type DividerTone } from './Divider.styles';

export type { DividerOrientation, DividerTone };

export interface DividerProps {
  /** A horizontal rule between stacked content, or a vertical one between items of a row. */
  orientation?: DividerOrientation;
  /** A short text in the middle of the line (translated), e.g. "or" between two ways to sign in. */
  label?: ReactNode;
  /** The line's colour: the `default` border colour, or `muted` (fainter) or `strong`. */
  tone?: DividerTone;
  /** Space on both sides of the line (a key of the space scale); none by default. */
  spacing?: SpaceKey;
  /** A class for the line's element, e.g. to size a vertical divider. */
  className?: string;
}

/**
 * A line that separates content. Horizontal: an `<hr>`; vertical: `role="separator"` with
 * `aria-orientation="vertical"` (it stretches to the height of its flex row). A label sits in the middle
 * of the line and names the separator.
 */
export function Divider({
  orientation = 'horizontal',
  label,
  tone = 'default',
  spacing = 0,
  className,
}: DividerProps) {
  const labelId = `${useId()}-label`;
  const labelled = label !== undefined && label !== null && label !== '';
  if (orientation === 'horizontal' && !labelled) {
    return <Rule $tone={tone} $spacing={vars.space[spacing]} className={className} />;
  }
  return (
    <Separator
      role="separator"
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      aria-labelledby={labelled ? labelId : undefined}
      $orientation={orientation}
      $labelled={labelled}
      $tone={tone}
      $spacing={vars.space[spacing]}
      className={className}
      data-orientation={orientation}
    >
      {labelled && <Label id={labelId}>{label}</Label>}
    </Separator>
  );
}

import type { ReactNode } from 'react';
import { GroupLabel, StyledRadio, StyledRadioGroup } from './RadioGroup.styles';

export interface RadioOption {
  /** The value reported by onChange. */
  value: string;
  /** The visible, translated label. */
  label: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The visible group label. */
  label: string;
  /** The options in order. */
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the selected value. */
  onChange?: (value: string) => void;
  /** Vertical (default) or horizontal. */
  orientation?: 'vertical' | 'horizontal';
  /** Form field name. */
  name?: string;
  /** The whole group is disabled. */
  isDisabled?: boolean;
}

/** A group of radio buttons (React Aria): one tab stop, arrows move and select. */
export function RadioGroup({ label, options, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <StyledRadioGroup orientation={orientation} {...props}>
      <GroupLabel>{label}</GroupLabel>
      {options.map((o) => (
        <StyledRadio key={o.value} value={o.value} isDisabled={o.disabled}>
          {o.label}
        </StyledRadio>
      ))}
    </StyledRadioGroup>
  );
}

import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
import { StyledCheckbox } from './Checkbox.styles';

export interface CheckboxProps {
  /** The visible label. */
  children: ReactNode;
  /** Checked (controlled). */
  isSelected?: boolean;
  /** Checked at first (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Not changeable. */
  isDisabled?: boolean;
  /** Marks the checkbox invalid (pair it with an error text). */
  isInvalid?: boolean;
  /** Must be checked to submit a form. */
  isRequired?: boolean;
  /** Form field name. */
  name?: string;
  /** Form value. */
  value?: string;
}

/** A checkbox (React Aria): a native input underneath, Space toggles, the label is clickable. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props}>
      <span className="box" aria-hidden="true">
        <CheckIcon />
      </span>
      {children}
    </StyledCheckbox>
  );
}

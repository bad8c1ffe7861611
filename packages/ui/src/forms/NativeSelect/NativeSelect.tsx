import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { Chevron, StyledNativeSelect, Wrap } from './NativeSelect.styles';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly NativeSelectOption[];
  /** A first, empty choice ("Choose...") when nothing is chosen yet. */
  placeholder?: string;
  /** Marks the value as invalid (aria-invalid); Field sets it from its error. */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The browser's own select, styled with the input tokens: the platform's picker on phones (wheel, search by
 * typing, screen-reader support built in) and a fraction of the weight of the listbox Select. Use it in forms
 * where the options are plain text; give it a name through Field.
 */
export function NativeSelect({ options, placeholder, invalid, ref, ...rest }: NativeSelectProps) {
  const ariaInvalid = invalid ? true : rest['aria-invalid'];
  return (
    <Wrap>
      <StyledNativeSelect ref={ref} {...rest} aria-invalid={ariaInvalid}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledNativeSelect>
      <Chevron aria-hidden="true">
        <ChevronDownIcon />
      </Chevron>
    </Wrap>
  );
}

import type { Key } from 'react';
import { FieldError } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { FloatingPanel } from '../../overlays/Popover/Popover.styles';
import { ErrorText, Option, Options, SelectButton, SelectLabel, StyledSelect, Value } from './Select.styles';

export interface SelectOption {
  /** The value reported by onChange. */
  value: string;
  /** The visible, translated label. */
  label: string;
  /** Not selectable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label. */
  label: string;
  /** The options in order. */
  options: readonly SelectOption[];
  /** Selected value (controlled); null for none. */
  value?: string | null;
  /** Selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the selected value. */
  onChange?: (value: string) => void;
  /** Shown when nothing is selected; defaults to the kit's "Select an option". */
  placeholder?: string;
  /** Error text: marks the select invalid and is announced with it. */
  error?: string;
  /** Form field name. */
  name?: string;
  /** Required in a form. */
  isRequired?: boolean;
  /** Not changeable. */
  isDisabled?: boolean;
}

/** A single-choice list in a popover (React Aria): arrows, typing to find, Enter to choose, Escape to close. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  error,
  ...props
}: SelectProps) {
  const { t } = useUiTranslation();
  return (
    <StyledSelect
      {...props}
      {...(value === undefined ? {} : { selectedKey: value })}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key: Key | null) => key !== null && onChange?.(String(key))}
      placeholder={placeholder ?? t('select.placeholder')}
      isInvalid={Boolean(error)}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.value)}
    >
      <SelectLabel>{label}</SelectLabel>
      <SelectButton>
        <Value />
        <ChevronDownIcon aria-hidden="true" />
      </SelectButton>
      {error && (
        <FieldError>
          <ErrorText>{error}</ErrorText>
        </FieldError>
      )}
      <FloatingPanel placement="bottom start" offset={4}>
        <Options>
          {options.map((o) => (
            <Option key={o.value} id={o.value} textValue={o.label}>
              {o.label}
            </Option>
          ))}
        </Options>
      </FloatingPanel>
    </StyledSelect>
  );
}

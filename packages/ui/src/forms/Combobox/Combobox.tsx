import type { Key } from 'react';
import { FieldError } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { SearchIcon } from '../../icons/SearchIcon';
import { FloatingPanel } from '../../overlays/Popover/Popover.styles';
import { ErrorText, Option, Options, SelectLabel } from '../Select/Select.styles';
import { Description, Empty, InputGroup, SearchInput, StyledComboBox, ToggleButton } from './Combobox.styles';

export interface ComboboxOption {
  /** The value reported by onChange. */
  value: string;
  /** The visible, translated label; typing filters on it. */
  label: string;
  /** Extra text at the end of the row (a dialling code, a count). */
  description?: string;
  /** Not selectable. */
  disabled?: boolean;
}

export interface ComboboxProps {
  /** The visible label. */
  label: string;
  /** The options in order. */
  options: readonly ComboboxOption[];
  /** Selected value (controlled); null for none. */
  value?: string | null;
  /** Selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the selected value (null when the text is cleared). */
  onChange?: (value: string | null) => void;
  /** Shown in the empty search field. */
  placeholder?: string;
  /** Error text: marks the field invalid and is announced with it. */
  error?: string;
  /** Form field name. */
  name?: string;
  /** Required in a form. */
  isRequired?: boolean;
  /** Not changeable. */
  isDisabled?: boolean;
  /** Test id / analytics hook. */
  'data-testid'?: string;
}

/**
 * A list with a search field (React Aria ComboBox): typing filters the options (locale-aware "contains"),
 * arrows move, Enter chooses, Escape closes and restores the text; "Nothing found" when no option matches.
 */
export function Combobox({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  error,
  'data-testid': testId,
  ...props
}: ComboboxProps) {
  const { t } = useUiTranslation();
  return (
    <StyledComboBox
      {...props}
      data-testid={testId}
      {...(value === undefined ? {} : { selectedKey: value })}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      isInvalid={Boolean(error)}
      menuTrigger="focus"
      allowsEmptyCollection
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.value)}
    >
      <SelectLabel>{label}</SelectLabel>
      <InputGroup>
        <SearchIcon aria-hidden="true" />
        <SearchInput placeholder={placeholder} />
        <ToggleButton aria-label={t('combobox.showOptions')}>
          <ChevronDownIcon aria-hidden="true" />
        </ToggleButton>
      </InputGroup>
      {error && (
        <FieldError>
          <ErrorText>{error}</ErrorText>
        </FieldError>
      )}
      <FloatingPanel placement="bottom start" offset={4}>
        <Options renderEmptyState={() => <Empty>{t('combobox.noResults')}</Empty>}>
          {options.map((o) => (
            <Option key={o.value} id={o.value} textValue={o.label}>
              {o.label}
              {o.description && <Description>{o.description}</Description>}
            </Option>
          ))}
        </Options>
      </FloatingPanel>
    </StyledComboBox>
  );
}

import { useId, useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { AmountInputBox as InputBox } from '../AmountInput/AmountInput.styles';
import { Combobox } from '../Combobox';
import { FieldError, FieldHint, FieldLabel } from '../Field/Field.styles';
import { Dial, Full, NumberBox, PhoneNumberInput, PhoneRoot } from './PhoneInput.styles';

/** A country of the phone picker with its mask (the seed's phone countries and masks, given as data). */
export interface PhoneCountry {
  /** The service's country id. */
  id: number;
  /** ISO 3166 code, for search and display. */
  iso: string;
  /** The translated country name. */
  name: string;
  /** Dialling code with the plus ("+44"). */
  dialCode: string;
  /** The national number's mask: `#` is a digit, anything else is shown as typed ("(###) ###-##-##"). */
  mask: string;
  /** Fewest digits of a complete number; defaults to the number of `#` in the mask. */
  minDigits?: number;
}

export interface PhoneValue {
  /** The chosen country's id. */
  countryId: number;
  /** The national number's digits only. */
  digits: string;
}

export interface PhoneInputProps {
  /** The visible label of the whole field. */
  label: string;
  /** The countries offered, in order. */
  countries: readonly PhoneCountry[];
  /** Country and digits (controlled). */
  value: PhoneValue;
  /** Called with the new country and digits (digits are cut to the mask's length). */
  onChange: (value: PhoneValue) => void;
  /** An error from outside (the server's check); wins over the field's own length check. */
  error?: string;
  /** Not editable. */
  isDisabled?: boolean;
  /** Form field name of the number (sent as the full international number). */
  name?: string;
}

const DIGIT = '#';

/** Fills the mask with the digits; literal characters show only up to the last digit typed. */
export function applyPhoneMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === DIGIT) out += digits[i++];
    else out += ch;
  }
  return out;
}

/** The number of digits a mask holds. */
export function maskDigits(mask: string): number {
  return [...mask].filter((ch) => ch === DIGIT).length;
}

/**
 * A phone number: a country picker with search (the kit's Combobox on React Aria) and the national number
 * formatted by that country's mask as the player types. Only digits are kept; the mask's length caps them.
 */
export function PhoneInput({
  label,
  countries,
  value,
  onChange,
  error,
  isDisabled = false,
  name,
}: PhoneInputProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const country = countries.find((c) => c.id === value.countryId) ?? countries[0];
  const mask = country?.mask ?? '';
  const max = maskDigits(mask) || 15;
  const min = country?.minDigits ?? maskDigits(mask);
  const ownError =
    touched && value.digits.length > 0 && value.digits.length < min
      ? t('phone.tooShort', { country: country?.name ?? '' })
      : undefined;
  const shownError = error ?? ownError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <PhoneRoot disabled={isDisabled}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      <Combobox
        label={t('phone.country')}
        isDisabled={isDisabled}
        options={countries.map((c) => ({ value: String(c.id), label: c.name, description: c.dialCode }))}
        value={country ? String(country.id) : null}
        onChange={(next) => {
          if (next === null) return;
          const nextCountry = countries.find((c) => String(c.id) === next);
          if (!nextCountry) return;
          onChange({
            countryId: nextCountry.id,
            digits: value.digits.slice(0, maskDigits(nextCountry.mask) || 15),
          });
        }}
      />
      <NumberBox>
        <FieldLabel htmlFor={id}>{t('phone.number')}</FieldLabel>
        <InputBox data-invalid={shownError ? '' : undefined} data-disabled={isDisabled ? '' : undefined}>
          <Dial aria-hidden="true">{country?.dialCode}</Dial>
          <PhoneNumberInput
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            disabled={isDisabled}
            placeholder={mask.replaceAll(DIGIT, '0')}
            value={applyPhoneMask(value.digits, mask)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
            onBlur={() => setTouched(true)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, max);
              onChange({ countryId: value.countryId, digits });
            }}
          />
        </InputBox>
        {name && <input type="hidden" name={name} value={`${country?.dialCode ?? ''}${value.digits}`} />}
      </NumberBox>
      <Full>
        <FieldHint id={hintId}>{t('phone.format', { mask: `${country?.dialCode ?? ''} ${mask}` })}</FieldHint>
        {shownError && (
          <FieldError id={errorId} role="alert">
            {shownError}
          </FieldError>
        )}
      </Full>
    </PhoneRoot>
  );
}

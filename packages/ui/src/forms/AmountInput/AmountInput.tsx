import {
  amountStep,
  currencyDecimals,
  formatMinor,
  parseAmount,
  stepAmount,
  type Minor,
} from '@betline/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../actions/Button';
import { formatMoney, useUiTranslation, type UiT } from '../../i18n';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from '../Field/Field.styles';
import { decimalSeparator, dropCommaGrouping } from './amountText';
import {
  AmountInputBox as InputBox,
  AmountNativeInput as NativeInput,
  Control,
  Currency,
  QuickAmounts,
} from './AmountInput.styles';

export interface AmountInputProps {
  /** The visible label. */
  label: string;
  /** ISO code of the account's currency: decides decimals, the step and the formatting. */
  currency: string;
  /** The amount in minor units (controlled); null when the field is empty or unreadable. */
  value: Minor | null;
  /** Called with the amount in minor units, or null when the text is empty or not an amount. */
  onChange: (value: Minor | null) => void;
  /** Smallest allowed amount in minor units: the down step stops there; a lower amount shows an error. */
  min?: Minor;
  /** Largest allowed amount in minor units: the up step stops there; a higher amount shows an error. */
  max?: Minor;
  /** Step of the arrow keys and the -/+ buttons in minor units; defaults to the currency's step (`amountStep`). */
  step?: Minor;
  /** Amounts in minor units offered as one-click buttons. */
  quickAmounts?: readonly Minor[];
  /** Help text under the field. */
  hint?: string;
  /** An error from outside (for example the server's refusal); wins over the field's own check. */
  error?: string;
  /** Not editable. */
  isDisabled?: boolean;
  /** Form field name. */
  name?: string;
}

/** The currency's symbol in the locale (₽, $, €), shown next to the field. */
function currencySymbol(currency: string, locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

/** The amount as the player edits it: no grouping, the locale's decimal separator. */
function editText(minor: Minor, currency: string, locale: string): string {
  return formatMinor(minor, currency).replace('.', decimalSeparator(locale));
}

/** The amount as shown at rest: Intl grouping and the currency's decimals. */
function displayText(minor: Minor, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/** Reads the text with `@betline/core` (never rounds) and checks the bounds; answers the amount or an error text. */
export function readAmount(
  text: string,
  currency: string,
  locale: string,
  t: UiT,
  min?: Minor,
  max?: Minor,
): { minor: Minor | null; error: string | null } {
  const parsed = parseAmount(dropCommaGrouping(text, locale), currency);
  if (!parsed.ok) {
    const { error } = parsed;
    return {
      minor: null,
      error: t(
        `amount.errors.${error.code}`,
        error.code === 'AMOUNT_TOO_PRECISE' ? { decimals: error.decimals } : {},
      ),
    };
  }
  if (min !== undefined && parsed.minor < min) {
    return { minor: parsed.minor, error: t('amount.belowMin', { min: formatMoney(min, currency, locale) }) };
  }
  if (max !== undefined && parsed.minor > max) {
    return { minor: parsed.minor, error: t('amount.aboveMax', { max: formatMoney(max, currency, locale) }) };
  }
  return { minor: parsed.minor, error: null };
}

/**
 * A money amount in the account's currency. The text is read by `@betline/core` (`parseAmount`: the
 * currency's decimals, never rounded), the step comes from `amountStep` (RUB 100, USD 2.5, ...), ArrowUp /
 * ArrowDown and the -/+ buttons step within min and max, and the value at rest is formatted with Intl.
 * A plain text input rather than React Aria's NumberField: NumberField snaps every typed value to a multiple
 * of its step, which would turn the initial RUB 150 into 200.
 */
export function AmountInput({
  label,
  currency,
  value,
  onChange,
  min,
  max,
  step,
  quickAmounts,
  hint,
  error,
  isDisabled = false,
  name,
}: AmountInputProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const id = useId();
  const stepMinor = step ?? amountStep(currency);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [text, setText] = useState(() => (value === null ? '' : editText(value, currency, locale)));
  const emitted = useRef<Minor | null>(value);

  // A value set from outside (a quick amount, a reset, auto-max) replaces the text.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value === null ? '' : editText(value, currency, locale));
    }
  }, [value, currency, locale]);

  const own =
    text === '' && !touched ? { minor: null, error: null } : readAmount(text, currency, locale, t, min, max);
  const shownError = error ?? (touched ? own.error : null);

  const emit = (minor: Minor | null, nextText?: string) => {
    emitted.current = minor;
    if (nextText !== undefined) setText(nextText);
    onChange(minor);
  };

  const clamp = (minor: Minor) => Math.min(max ?? Number.MAX_SAFE_INTEGER, Math.max(min ?? 0, minor));
  const stepBy = (direction: 1 | -1) => {
    const next = clamp(stepAmount(own.minor ?? value ?? 0, stepMinor, direction));
    emit(next, editText(next, currency, locale));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const stepLabel = formatMoney(stepMinor, currency, locale);
  const readable = text.trim() === '' ? null : readAmount(text, currency, locale, t).minor;
  const shown = !focused && readable !== null ? displayText(readable, currency, locale) : text;

  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control>
        <Button
          variant="secondary"
          aria-label={t('amount.decrease', { step: stepLabel })}
          disabled={isDisabled || (own.minor ?? value ?? 0) <= (min ?? 0)}
          onClick={() => stepBy(-1)}
        >
          −
        </Button>
        <InputBox data-invalid={shownError ? '' : undefined} data-disabled={isDisabled ? '' : undefined}>
          <NativeInput
            id={id}
            name={name}
            inputMode={currencyDecimals(currency) > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={shown}
            disabled={isDisabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setTouched(true);
            }}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              emit(next.trim() === '' ? null : readAmount(next, currency, locale, t).minor);
            }}
          />
          <Currency aria-hidden="true">{currencySymbol(currency, locale)}</Currency>
        </InputBox>
        <Button
          variant="secondary"
          aria-label={t('amount.increase', { step: stepLabel })}
          disabled={isDisabled || (max !== undefined && (own.minor ?? value ?? 0) >= max)}
          onClick={() => stepBy(1)}
        >
          +
        </Button>
      </Control>
      {quickAmounts && quickAmounts.length > 0 && (
        <QuickAmounts role="group" aria-label={t('amount.quick')}>
          {quickAmounts.map((amount) => (
            <Button
              key={amount}
              size="sm"
              variant={value === amount ? 'secondary' : 'ghost'}
              disabled={isDisabled}
              aria-pressed={value === amount}
              onClick={() => {
                setTouched(true);
                emit(amount, editText(amount, currency, locale));
              }}
            >
              {formatMoney(amount, currency, locale)}
            </Button>
          ))}
        </QuickAmounts>
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {shownError && (
        <FieldError id={errorId} role="alert">
          {shownError}
        </FieldError>
      )}
    </FieldRoot>
  );
}

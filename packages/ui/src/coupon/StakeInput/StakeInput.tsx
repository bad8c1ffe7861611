import {
  currencyDecimals,
  formatMinor,
  parseAmount,
  stepAmount,
  type AmountParseError,
  type Minor,
} from '@betline/core';
import { useId, useState } from 'react';
import { Button } from '../../actions/Button';
import { dropCommaGrouping } from '../../forms/AmountInput/amountText';
import { FieldError } from '../../forms/Field/Field.styles';
import { Input } from '../../forms/Input';
import { useUiTranslation, type UiT } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { Controls, Hint, LabelText, QuickStakes, Root } from './StakeInput.styles';

/** The stake as typed in an input: the currency's decimals without trailing zeros ("100", "12.5"). */
export function stakeText(minor: Minor, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) return '';
  const text = formatMinor(minor, currency);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * Reads a typed stake: core's `parseAmount` in the account currency, after dropping a comma grouping in a
 * locale whose decimal separator is a dot ("1,000" is a thousand in English). A comma or a dot is the decimal
 * separator, spaces group thousands; anything else ("12abc", "1.2.3", "12,5.0") is not an amount.
 */
export function readStake(text: string, currency: string, locale: string) {
  return parseAmount(dropCommaGrouping(text, locale), currency);
}

/** What the field says under a text that is not a stake: why, with an example in the locale's notation. */
function stakeErrorText(error: AmountParseError, text: string, currency: string, locale: string, t: UiT) {
  const decimals = currencyDecimals(currency);
  const example = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(decimals > 0 ? 12.5 : 12);
  if (error.code === 'AMOUNT_TOO_PRECISE') {
    return decimals === 0
      ? t('coupon.stakeWhole', { example })
      : t('coupon.stakeTooPrecise', { decimals, example });
  }
  return t('coupon.stakeUnreadable', { text: text.trim(), example });
}

export interface StakeInputProps {
  /** Visible label (translated). */
  label: string;
  /** ISO code of the account currency. */
  currency: string;
  /** Stake in minor units (controlled); 0 for none. */
  value: Minor;
  /**
   * Called with the stake in minor units when the typed text is a valid amount; with 0 when it is cleared or is
   * not an amount ("12abc" is no stake at all, never 12: the field says why and nothing is placed).
   */
  onChange: (minor: Minor) => void;
  /** The +/− step in minor units (core's `amountStep` for the currency, COUPON-054). */
  step: Minor;
  /** The stake "max" sets (core's `autoMaxAmount`); no max button without it. */
  autoMax?: Minor | null;
  /** Called when the player presses max (after onChange with `autoMax`). */
  onAutoMax?: () => void;
  /** A hint under the field (min and max). */
  hint?: string;
  /** Marks the field invalid; the message lives in the slip's issue list, named by `describedBy`. */
  invalid?: boolean;
  /** Ids of elements describing the field (the issue list). */
  describedBy?: string;
  /** Not editable (placing). */
  disabled?: boolean;
  /** One-press stakes in minor units (core's `quickStakes` for the currency): each sets the stake to it. */
  quickAmounts?: readonly Minor[];
}

/**
 * A stake field: typed text is read with core's `parseAmount` in the account currency (`readStake`); a text
 * that is not an amount stakes nothing and the field says why under it. − and + move by the currency's step
 * (`stepAmount`); ArrowUp/ArrowDown in the field do the same; "max" sets the auto-max; a quick stake sets
 * the stake to its amount (pressed while it is the stake).
 */
export function StakeInput({
  label,
  currency,
  value,
  onChange,
  step,
  autoMax,
  onAutoMax,
  hint,
  invalid,
  describedBy,
  disabled,
  quickAmounts,
}: StakeInputProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => stakeText(value, currency));
  // Follow a value set from outside (steps, max, another control) unless the text already reads as it
  // (state adjusted during render, React's pattern for deriving from a changed prop).
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    const current = readStake(text, currency, locale);
    // A text that is not an amount stands for no stake: a value of 0 agrees with it and keeps what was typed.
    if (!(current.ok ? current.minor === value : value === 0)) setText(stakeText(value, currency));
  }
  const typed = readStake(text, currency, locale);
  const typedError =
    !typed.ok && typed.error.code !== 'AMOUNT_EMPTY'
      ? stakeErrorText(typed.error, text, currency, locale, t)
      : null;
  const stepText = formatMoney(step, currency, locale);
  const move = (direction: 1 | -1) => onChange(stepAmount(value, step, direction));
  return (
    <Root>
      <LabelText htmlFor={id}>{label}</LabelText>
      <Controls>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('coupon.decrease', { step: stepText })}
          disabled={disabled || value <= 0}
          onClick={() => move(-1)}
        >
          −
        </Button>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          invalid={invalid || typedError !== null}
          aria-describedby={
            [typedError ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            const parsed = readStake(next, currency, locale);
            onChange(parsed.ok ? parsed.minor : 0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              move(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('coupon.increase', { step: stepText })}
          disabled={disabled}
          onClick={() => move(1)}
        >
          +
        </Button>
        {autoMax !== undefined && autoMax !== null && (
          <Button
            variant="ghost"
            size="sm"
            title={t('coupon.autoMaxHint', { amount: formatMoney(autoMax, currency, locale) })}
            disabled={disabled}
            onClick={() => {
              onChange(autoMax);
              onAutoMax?.();
            }}
          >
            {t('coupon.autoMax')}
          </Button>
        )}
      </Controls>
      {quickAmounts && quickAmounts.length > 0 && (
        <QuickStakes role="group" aria-label={t('coupon.quickStakes')}>
          {quickAmounts.map((amount) => {
            const shown = formatMoney(amount, currency, locale);
            return (
              <Button
                key={amount}
                variant="secondary"
                size="sm"
                aria-label={t('coupon.quickStake', { amount: shown })}
                aria-pressed={value === amount}
                disabled={disabled}
                onClick={() => {
                  setText(stakeText(amount, currency));
                  onChange(amount);
                }}
              >
                {shown}
              </Button>
            );
          })}
        </QuickStakes>
      )}
      {typedError && <FieldError id={errorId}>{typedError}</FieldError>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Root>
  );
}

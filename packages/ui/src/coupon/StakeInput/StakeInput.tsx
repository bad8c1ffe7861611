import { formatMinor, parseAmount, stepAmount, type Minor } from '@betline/core';
import { useId, useState } from 'react';
import { Button } from '../../actions/Button';
import { Input } from '../../forms/Input';
import { useUiTranslation } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { Controls, Hint, LabelText, Root } from './StakeInput.styles';

/** The stake as typed in an input: the currency's decimals without trailing zeros ("100", "12.5"). */
export function stakeText(minor: Minor, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) return '';
  const text = formatMinor(minor, currency);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export interface StakeInputProps {
  /** Visible label (translated). */
  label: string;
  /** ISO code of the account currency. */
  currency: string;
  /** Stake in minor units (controlled); 0 for none. */
  value: Minor;
  /** Called with the stake in minor units when the typed text is a valid amount (0 when cleared). */
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
}

/**
 * A stake field: typed text is read with core's `parseAmount` in the account currency; − and + move by the
 * currency's step (`stepAmount`); ArrowUp/ArrowDown in the field do the same; "max" sets the auto-max.
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
}: StakeInputProps) {
  const { t, i18n } = useUiTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(() => stakeText(value, currency));
  // Follow a value set from outside (steps, max, another control) unless the text already reads as it
  // (state adjusted during render, React's pattern for deriving from a changed prop).
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    const current = parseAmount(text, currency);
    if (!(current.ok && current.minor === value)) setText(stakeText(value, currency));
  }
  const typed = parseAmount(text, currency);
  const typedInvalid = !typed.ok && typed.error.code !== 'AMOUNT_EMPTY';
  const stepText = formatMoney(step, currency, i18n.language);
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
          invalid={invalid || typedInvalid}
          aria-describedby={[hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            const parsed = parseAmount(next, currency);
            if (parsed.ok) onChange(parsed.minor);
            else if (parsed.error.code === 'AMOUNT_EMPTY') onChange(0);
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
            title={t('coupon.autoMaxHint', { amount: formatMoney(autoMax, currency, i18n.language) })}
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
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Root>
  );
}

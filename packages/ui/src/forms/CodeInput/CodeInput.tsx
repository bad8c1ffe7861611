import { useEffect, useId, type Ref } from 'react';
import { announce } from '../../a11y/announce';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Field } from '../Field/Field';
import { StyledInput } from '../Input/Input.styles';

/** Where a code check stands: still typing, the server said wrong code, or the code expired. */
export type CodeStatus = 'idle' | 'wrongCode' | 'timeUp';

export interface CodeInputProps {
  /** The visible label (for example "Code from SMS"). */
  label: string;
  /** Number of digits (SMS codes 4-6, two-step codes 6). */
  length?: number;
  /** The typed code (controlled). */
  value: string;
  /** Called with the digits typed so far (non-digits are dropped). */
  onChange: (value: string) => void;
  /** Called once all digits are in. */
  onComplete?: (code: string) => void;
  /** `wrongCode` and `timeUp` show different messages: retype versus request a new code. */
  status?: CodeStatus;
  /** A check of the form (for example an incomplete code), linked to the field; `status` wins over it. */
  error?: string;
  /** Requests a new code; shown as a button when the code has expired or `resendInSeconds` is 0. */
  onResend?: () => void;
  /** Seconds until a new code may be requested (shown as a countdown). */
  resendInSeconds?: number;
  /** SMS codes can come from the phone's autofill (`one-time-code`). */
  autoComplete?: 'one-time-code' | 'off';
  ref?: Ref<HTMLInputElement>;
}

/**
 * An SMS or two-step code field: one numeric input (paste and autofill work), "wrong code" (retype)
 * versus "time up" (request a new code), both announced to screen readers.
 */
export function CodeInput({
  label,
  length = 6,
  value,
  onChange,
  onComplete,
  status = 'idle',
  error: formError,
  onResend,
  resendInSeconds,
  autoComplete = 'one-time-code',
  ref,
}: CodeInputProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const error =
    status === 'wrongCode' ? t('code.wrongCode') : status === 'timeUp' ? t('code.timeUp') : undefined;
  // The server's verdict is announced here; a form's own check is announced by its error summary.
  useEffect(() => {
    if (error) announce(error, 'assertive');
  }, [error]);
  const canResend =
    onResend && (status === 'timeUp' || resendInSeconds === 0 || resendInSeconds === undefined);
  return (
    <div>
      <Field label={label} error={error ?? formError}>
        <StyledInput
          ref={ref}
          id={id}
          inputMode="numeric"
          autoComplete={autoComplete}
          pattern="[0-9]*"
          maxLength={length}
          value={value}
          disabled={status === 'timeUp'}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, length);
            onChange(digits);
            if (digits.length === length) onComplete?.(digits);
          }}
        />
      </Field>
      {onResend &&
        (canResend ? (
          <Button variant="ghost" size="sm" onClick={onResend}>
            {t('code.resend')}
          </Button>
        ) : (
          <span role="timer">{t('code.resendIn', { seconds: resendInSeconds })}</span>
        ))}
    </div>
  );
}

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { IconButton } from '../../actions/IconButton';
import { useUiTranslation } from '../../i18n';
import { EyeIcon } from '../../icons/EyeIcon';
import { EyeOffIcon } from '../../icons/EyeOffIcon';
import { StyledInput } from '../Input/Input.styles';
import { Meter, Toggle, Wrap, type StrengthLevel } from './PasswordInput.styles';

export type { StrengthLevel };

/**
 * A rough strength score 0..4: length 8+, 12+, mixed case, digits and symbols. Shown as a hint only;
 * the server's password rules decide.
 */
export function passwordStrength(password: string): { score: number; level: StrengthLevel } {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  const level: StrengthLevel = score <= 1 ? 'weak' : score <= 2 ? 'fair' : 'strong';
  return { score, level };
}

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Shows the strength hint under the field (for new passwords). */
  showStrength?: boolean;
  /** Marks the input invalid (Field sets it). */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide button (its label says what it will do) and an optional strength hint,
 * announced politely. Use inside Field for the label and errors.
 */
export function PasswordInput({
  showStrength = false,
  invalid,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: PasswordInputProps) {
  const { t } = useUiTranslation();
  const [visible, setVisible] = useState(false);
  const [current, setCurrent] = useState(String(value ?? defaultValue ?? ''));
  const shown = value === undefined ? current : String(value);
  const strength = passwordStrength(shown);
  return (
    <div>
      <Wrap>
        <StyledInput
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={showStrength ? 'new-password' : 'current-password'}
          spellCheck={false}
          aria-invalid={invalid || rest['aria-invalid'] || undefined}
          value={value}
          defaultValue={defaultValue}
          onChange={(e) => {
            setCurrent(e.target.value);
            onChange?.(e);
          }}
          {...rest}
        />
        <Toggle>
          <IconButton
            label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            size="sm"
            onClick={() => setVisible((v) => !v)}
          />
        </Toggle>
      </Wrap>
      {showStrength && shown && (
        <Meter $level={strength.level} $score={Math.max(1, strength.score)} aria-live="polite">
          {t('password.strength', { level: t(`password.${strength.level}`) })}
        </Meter>
      )}
    </div>
  );
}

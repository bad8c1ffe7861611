import type { ReactNode } from 'react';
import { Button } from '../../actions/Button';
import type { CodeStatus } from '../../forms/CodeInput';
import { useUiTranslation } from '../../i18n';
import { Text } from '../../typography/Text';
import { CodeForm } from '../shared/CodeForm';

export interface TwoStepFormProps {
  /** Called with the complete code (on its last digit or on submit). */
  onSubmit: (code: string) => void | Promise<void>;
  /** The server's verdict on the code: `wrongCode` (retype) or `timeUp` (the sign-in must start again). */
  codeStatus?: CodeStatus;
  /** Any other refusal of the server, translated; shown and announced. */
  error?: string;
  /** Digits of the code (6 by default). */
  codeLength?: number;
  /** Back to the first step (a new sign-in, for example once the code has timed out). */
  onCancel?: () => void;
  /** Extra content under the form. */
  footer?: ReactNode;
}

/**
 * The second step of a login + password sign-in (SPEC §2: a two-step code): the six-digit code of the
 * player's authenticator app. The field has focus when the step appears; the code is sent on its last digit.
 */
export function TwoStepForm({
  onSubmit,
  codeStatus,
  error,
  codeLength = 6,
  onCancel,
  footer,
}: TwoStepFormProps) {
  const { t } = useUiTranslation();
  return (
    <CodeForm
      label={t('auth.twoStepCode')}
      length={codeLength}
      onSubmit={onSubmit}
      status={codeStatus}
      error={error}
      submitLabel={t('login.submit')}
      footer={
        (onCancel || footer) && (
          <>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('back')}
              </Button>
            )}
            {footer}
          </>
        )
      }
    >
      <Text>{t('auth.twoStepIntro', { length: codeLength })}</Text>
    </CodeForm>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { announce } from '../../a11y/announce';
import { Button } from '../../actions/Button';
import type { CodeStatus } from '../../forms/CodeInput';
import { Field } from '../../forms/Field';
import { FormErrorAnnouncer, useZodForm } from '../../forms/Form';
import { Input } from '../../forms/Input';
import { useUiTranslation } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';
import { CodeForm } from '../shared/CodeForm';
import { phoneField } from '../shared/schemas';
import { useCountdown } from '../shared/useCountdown';

const phoneSchema = z.object({ phone: phoneField });

/** The phone the code was sent to (as typed, trimmed) and the code. */
export type SmsCodeValues = { phone: string; code: string };

export interface SmsCodeFormProps {
  /** Sends a code to the phone (as typed; the app normalises it). Resolves once sent; rejects when not (the
   * app says why through `error`). Also used for "send a new code". */
  onSendCode: (phone: string) => Promise<unknown>;
  /** Called with the phone and a complete code (on its last digit or on submit). */
  onSubmit: (values: SmsCodeValues) => void | Promise<void>;
  /** The server's verdict on the code: `wrongCode` (retype) or `timeUp` (ask for a new one). */
  codeStatus?: CodeStatus;
  /** Any other refusal of the server (sending or checking), translated; shown and announced. */
  error?: string;
  /** Digits of the code (6 by default). */
  codeLength?: number;
  /** Seconds before a new code may be asked for (60 by default). */
  resendAfterSeconds?: number;
  /** Extra links under the form. */
  footer?: ReactNode;
  /**
   * A captcha the server asked for (the app's proof-of-work widget) before a code is sent, shown above the error and the button so it
   * comes before them in the tab order.
   */
  captcha?: ReactNode;
}

/**
 * Sign-in by a code sent by SMS (SPEC §2 sign-in forms): the phone, then the code with a countdown to
 * "send a new code". "Time up" (ask for a new code) and "wrong code" (retype) are told apart (AUTH-035, the
 * app's server decides which). The code field gets focus once the code is sent; the number can be changed.
 */
export function SmsCodeForm({
  onSendCode,
  onSubmit,
  codeStatus,
  error,
  codeLength = 6,
  resendAfterSeconds = 60,
  footer,
  captcha,
}: SmsCodeFormProps) {
  const { t } = useUiTranslation();
  const form = useZodForm(phoneSchema, { defaultValues: { phone: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const [sentTo, setSentTo] = useState<string>();
  const [left, startCountdown] = useCountdown();
  const changing = useRef(false);
  const { setFocus } = form;
  useEffect(() => {
    if (sentTo === undefined && changing.current) setFocus('phone');
  }, [sentTo, setFocus]);

  const send = async (phone: string) => {
    try {
      await onSendCode(phone);
    } catch {
      return; // not sent: the app passes the reason as `error`
    }
    setSentTo(phone);
    startCountdown(resendAfterSeconds);
    announce(t('auth.codeSent', { phone }), 'polite');
  };
  const submitPhone = form.handleSubmit(({ phone }) => send(phone));
  const alert = error && (
    <Text role="alert" tone="danger">
      {error}
    </Text>
  );

  if (sentTo !== undefined) {
    return (
      <CodeForm
        label={t('auth.smsCode')}
        length={codeLength}
        onSubmit={(code) => onSubmit({ phone: sentTo, code })}
        status={codeStatus}
        error={error}
        submitLabel={t('login.submit')}
        onResend={() => void send(sentTo)}
        resendInSeconds={left}
        footer={footer}
      >
        <Inline gap={2} align="center">
          <Text>{t('auth.codeSent', { phone: sentTo })}</Text>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              changing.current = true;
              setSentTo(undefined);
            }}
          >
            {t('auth.changePhone')}
          </Button>
        </Inline>
      </CodeForm>
    );
  }
  const message = errors.phone?.message;
  return (
    <form method="post" noValidate onSubmit={(event) => void submitPhone(event)}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        <Field
          label={t('auth.phone')}
          hint={t('auth.phoneHint')}
          error={message && t(message, { defaultValue: message })}
          required
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </Field>
        {captcha}
        {alert}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('auth.sendCode')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../actions/Button';
import { CodeInput, type CodeStatus } from '../../forms/CodeInput';
import { FormErrorAnnouncer, useZodForm } from '../../forms/Form';
import { useUiTranslation } from '../../i18n';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';
import { codeField } from './schemas';

export interface CodeFormProps {
  /** The code field's label. */
  label: string;
  /** Digits of a code. */
  length: number;
  /** Called with a complete code (on the last digit, or on submit). */
  onSubmit: (code: string) => void | Promise<void>;
  /** The server's verdict on the code last submitted. */
  status?: CodeStatus;
  /** Any other refusal, translated. */
  error?: string;
  submitLabel: string;
  /** Asks for a new code; the typed code is cleared. */
  onResend?: () => void;
  /** Seconds until a new code may be asked for. */
  resendInSeconds?: number;
  /** Above the code field (what to enter, where the code went). */
  children?: ReactNode;
  /** Under the button. */
  footer?: ReactNode;
}

/**
 * The code step of the SMS and two-step forms: one code field on React Hook Form. The code is checked on its
 * last digit or on submit; an incomplete code is a form error (linked, focused, announced). The server's
 * "wrong code" / "time up" belongs to the code it checked: it is hidden while checking and once the code is
 * edited. The field gets focus when the step appears (it replaces the step the player just left).
 */
export function CodeForm({
  label,
  length,
  onSubmit,
  status = 'idle',
  error,
  submitLabel,
  onResend,
  resendInSeconds,
  children,
  footer,
}: CodeFormProps) {
  const { t } = useUiTranslation();
  const schema = useMemo(() => z.object({ code: codeField(length) }), [length]);
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const { ref } = form.register('code');
  const code = form.watch('code');
  const [checked, setChecked] = useState<string>();
  const { errors, isSubmitting, submitCount } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setChecked(code);
    await onSubmit(code);
  });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  const shown = isSubmitting || code !== checked ? 'idle' : status;
  const message = errors.code?.message;
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        {children}
        <CodeInput
          ref={ref}
          label={label}
          length={length}
          value={code}
          onChange={(next) => form.setValue('code', next, { shouldValidate: submitCount > 0 })}
          onComplete={() => {
            if (!form.formState.isSubmitting) void submit();
          }}
          status={shown}
          error={message && t(message, { length, defaultValue: message })}
          onResend={
            onResend &&
            (() => {
              form.reset({ code: '' });
              setChecked(undefined);
              onResend();
            })
          }
          resendInSeconds={resendInSeconds}
        />
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { Button } from '../../actions/Button';
import { Field } from '../../forms/Field';
import { FormErrorAnnouncer, useZodForm } from '../../forms/Form';
import { Input } from '../../forms/Input';
import { PasswordInput } from '../../forms/PasswordInput';
import { useUiTranslation } from '../../i18n';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';
import { phoneField } from '../shared/schemas';

/** The default shape of the phone + password form; the app may pass the schema of @betline/contracts. */
export const defaultPhoneLoginSchema = z.object({
  phone: phoneField,
  password: z.string().check(z.minLength(1, 'form.required')),
});

/** The phone as typed (trimmed; the app normalises it for the server) and the password. */
export type PhoneLoginValues = { phone: string; password: string };

export interface PhoneLoginFormProps {
  /** Called with valid values. */
  onSubmit: (values: PhoneLoginValues) => void | Promise<void>;
  /** A zod schema for `{ phone, password }`; messages may be `ui` keys. */
  schema?: zc.$ZodType<PhoneLoginValues, PhoneLoginValues>;
  /** The server's answer when sign-in failed (translated), shown and announced above the button. */
  error?: string;
  /** Extra links under the form (forgot password, registration). */
  footer?: ReactNode;
  /**
   * A captcha the server asked for (the app's proof-of-work widget), shown above the error and the button so it
   * comes before them in the tab order.
   */
  captcha?: ReactNode;
}

/**
 * Phone + password sign-in (SPEC §2 sign-in forms), the LoginForm pattern: React Hook Form with a zod
 * schema, errors linked to their fields, the first invalid field focused and a summary announced.
 */
export function PhoneLoginForm({
  onSubmit,
  schema = defaultPhoneLoginSchema,
  error,
  footer,
  captcha,
}: PhoneLoginFormProps) {
  const { t } = useUiTranslation();
  const form = useZodForm(schema, { defaultValues: { phone: '', password: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined);
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        <Field
          label={t('auth.phone')}
          hint={t('auth.phoneHint')}
          error={message(errors.phone?.message)}
          required
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </Field>
        <Field label={t('login.password')} error={message(errors.password?.message)} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        {captcha}
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('login.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

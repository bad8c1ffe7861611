import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Stack } from '../../layout/Stack';
import { Field } from '../../forms/Field';
import { FormErrorAnnouncer, useZodForm } from '../../forms/Form';
import { Input } from '../../forms/Input';
import { PasswordInput } from '../../forms/PasswordInput';
import { Text } from '../../typography/Text';

/** The default shape of the login + password form; the app passes the schema of @betline/contracts. */
export const defaultLoginSchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1, 'form.required')),
  password: z.string().check(z.minLength(1, 'form.required')),
});

export type LoginValues = { login: string; password: string };

export interface LoginFormProps {
  /** Called with valid values. */
  onSubmit: (values: LoginValues) => void | Promise<void>;
  /** A zod schema for `{ login, password }` (from @betline/contracts); messages may be `ui` keys. */
  schema?: zc.$ZodType<LoginValues, LoginValues>;
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
 * Login + password sign-in (SPEC §2 sign-in forms), on React Hook Form with a zod schema: errors are
 * linked to their fields, the first invalid field gets focus and a summary is announced.
 */
export function LoginForm({ onSubmit, schema = defaultLoginSchema, error, footer, captcha }: LoginFormProps) {
  const { t } = useUiTranslation();
  const form = useZodForm(schema, { defaultValues: { login: '', password: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined);
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        <Field label={t('login.login')} error={message(errors.login?.message)} required>
          <Input autoComplete="username" {...form.register('login')} />
        </Field>
        <Field label={t('login.password')} error={message(errors.password?.message)} required>
          <PasswordInput {...form.register('password')} />
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

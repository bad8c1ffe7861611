import * as z from 'zod/mini';
import type { TFunction } from 'i18next';

/** A new password as the server requires it (contracts `newPasswordSchema`), with the `account` message keys. */
export const newPasswordRule = () =>
  z
    .string()
    .check(
      z.minLength(8, 'form.passwordShort'),
      z.maxLength(128, 'form.passwordLong'),
      z.regex(/[A-Za-z]/, 'form.passwordLetter'),
      z.regex(/[0-9]/, 'form.passwordDigit'),
    );

/** A new password typed twice. */
export const newPasswordPairSchema = z.object({ password: newPasswordRule(), confirm: z.string() }).check(
  z.refine((value) => value.password === value.confirm, {
    message: 'reset.mismatch',
    path: ['confirm'],
  }),
);

/** The translated text of a form error key (`form.required`), or nothing. */
export function formMessage(t: TFunction<'account'>, key: string | undefined): string | undefined {
  return key === undefined ? undefined : t(key as 'form.required');
}

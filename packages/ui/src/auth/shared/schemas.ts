import * as z from 'zod/mini';

/**
 * Field checks shared by the sign-in and registration forms. Messages are keys of the kit's `ui` namespace;
 * the server checks the same rules again (the schemas of @betline/contracts).
 */

/** A phone as typed: an optional `+`, then 7 to 20 digits, spaces, brackets or dashes. */
export const phoneField = z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,20}$/, 'auth.phoneInvalid'));

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(254, 'auth.emailInvalid'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'auth.emailInvalid'),
  );

/** A new password: 8 to 128 characters with a letter and a digit. */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(8, 'auth.passwordShort'),
    z.maxLength(128, 'auth.passwordLong'),
    z.regex(/[A-Za-z]/, 'auth.passwordLetter'),
    z.regex(/[0-9]/, 'auth.passwordDigit'),
  );

/** A code of exactly `length` digits. */
export const codeField = (length: number) =>
  z.string().check(z.regex(new RegExp(`^[0-9]{${length}}$`), 'auth.codeIncomplete'));

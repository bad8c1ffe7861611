import type { CodeSentSchemaType, LoginResponse, RegisterFastResponse, SignedIn, UserConfig } from './types';
import { http } from './client';
import { IDENTITY_PATHS, pathWith } from '@betline/contracts/paths';
import { checkAnswer } from './validate';
import type { Stores } from '../stores';

/** Fields every registration type sends (REG-002, REG-003). */
export interface RegistrationCommon {
  country_id?: number;
  currency_id: number;
  ref_code?: string;
  /** Ours: the bring-a-friend code of the `bf` link the visitor arrived with. */
  friend_code?: string;
  first_deposit_bonus_choice: 0 | 1 | 2;
  language: string;
}

const quiet = { quiet: true } as const;

/** A solved captcha (the widget's payload) when the server asked for one; left out of the JSON when undefined. */
type WithCaptcha = { captcha?: string | undefined };

export async function login(input: { login: string; password: string } & WithCaptcha) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.login, input, quiet);
  return checkAnswer<LoginResponse>('loginResponseSchema', data, 'sign-in');
}

export async function loginPhone(input: { phone: string; password: string } & WithCaptcha) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.loginPhone, input, quiet);
  return checkAnswer<LoginResponse>('loginResponseSchema', data, 'sign-in');
}

export async function sendSmsCode(phone: string, purpose: 'login' | 'reset', captcha?: string) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.sendSms, { phone, purpose, captcha }, quiet);
  return checkAnswer<CodeSentSchemaType>('codeSentSchema', data, 'code sent');
}

export async function loginSms(input: { phone: string; code: string }) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.loginSms, input, quiet);
  return checkAnswer<LoginResponse>('loginResponseSchema', data, 'sign-in');
}

export async function loginTwoStep(input: { challenge: string; code: string }) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.loginTwoStep, input, quiet);
  return checkAnswer<SignedIn>('signedInSchema', data, 'sign-in');
}

export async function registerEmail(
  input: RegistrationCommon & { email: string; password: string } & WithCaptcha,
) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.registerEmail, input, quiet);
  return checkAnswer<{ activationSent: true }>('registerEmailResponseSchema', data, 'registration');
}

export async function registerFast(input: RegistrationCommon & WithCaptcha) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.registerFast, input, quiet);
  return checkAnswer<RegisterFastResponse>('registerFastResponseSchema', data, 'registration');
}

export async function sendCredentials(input: { email: string; password: string }) {
  await http.post(IDENTITY_PATHS.sendCredentials, input, quiet);
}

export async function registerPhoneCode(phone: string, captcha?: string) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.registerPhoneCode, { phone, captcha }, quiet);
  return checkAnswer<CodeSentSchemaType>('codeSentSchema', data, 'code sent');
}

export async function registerPhone(
  input: RegistrationCommon & { phone: string; code: string; password: string },
) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.registerPhone, input, quiet);
  return checkAnswer<SignedIn>('signedInSchema', data, 'registration');
}

export async function activate(token: string) {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.activate, { token }, quiet);
  return checkAnswer<{ activated: true; login: string; userId?: number; csrfToken?: string }>(
    'activateResponseSchema',
    data,
    'activation',
  );
}

/** API-038: the session check; a 401 means no session. */
export async function checkSession(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.check, { signal, quiet: true });
  return checkAnswer<{ userId: number }>('sessionCheckSchema', data, 'session check');
}

/**
 * API-004/005: `GET /web-api/session`, never from a cache. Its answer is not parsed beyond the one flag that
 * says whether the browser's cookie holds a session (a session opened where this page could not see it).
 */
export async function sessionAlive(): Promise<boolean> {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.session, {
    quiet: true,
    headers: { 'cache-control': 'no-cache' },
  });
  return (
    typeof data === 'object' && data !== null && (data as { authenticated?: unknown }).authenticated === true
  );
}

/** AUTH-012: the server revokes the session and clears its cookies. */
export async function disconnect() {
  await http.post(IDENTITY_PATHS.disconnect, undefined, quiet);
}

export async function fetchUserConfig(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.userConfig, { signal, quiet: true });
  return checkAnswer<UserConfig>('userConfigSchema', data, 'user config');
}

export async function requestPasswordReset(email: string, captcha?: string) {
  await http.post(IDENTITY_PATHS.passwordResetRequest, { email, captcha }, quiet);
}

export async function resetPasswordByLink(token: string, password: string) {
  await http.post(IDENTITY_PATHS.passwordResetLink, { token, password }, quiet);
}

export interface PhoneCountry {
  id: number;
  name: string;
  phoneCode: string;
  country_code: string;
}

/**
 * REG-023..025: the countries with their phone codes, loaded once per app instance (kept in `stores.lazy`; a
 * failed load is asked for again next time).
 */
export function fetchPhoneCountries(stores: Pick<Stores, 'lazy'>): Promise<PhoneCountry[]> {
  const { lazy } = stores;
  const countries = (lazy.phoneCountries ??= http
    .get<unknown>(IDENTITY_PATHS.phoneCountries, { quiet: true })
    .then(({ data }) =>
      checkAnswer<{ data: PhoneCountry[] }>('phoneCountriesSchema', data, 'phone countries'),
    )
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      if (lazy.phoneCountries === countries) lazy.phoneCountries = undefined;
      throw error;
    }));
  return countries;
}

/** The full-page address that starts a social sign-up or sign-in (the server runs the OAuth flow). */
export function socialStartUrl(
  provider: string,
  input: { lng: string; country_id?: number; currency_id?: number; returnUrl?: string },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.set(key, String(value));
  return `${pathWith(IDENTITY_PATHS.oauthStart, { provider })}?${params.toString()}`;
}

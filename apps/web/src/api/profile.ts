/**
 * The office's calls for security and settings: password, two-step, sessions, protection, personal data,
 * mailing, and the password reset by SMS. Types come from @betline/contracts as types only (no zod here).
 */
import type { z } from 'zod';
import type {
  PersonalData,
  PersonalDataUpdate,
  mailingSettingsSchema,
  sessionItemSchema,
  twoStepSetupResponseSchema,
} from '@betline/contracts';
import { http } from './client';
import { IDENTITY_PATHS, pathWith } from '@betline/contracts/paths';
import { checkAnswer } from './validate';

export type { PersonalData, PersonalDataUpdate };
export type MailingSettings = z.infer<typeof mailingSettingsSchema>;
export type SessionItem = z.infer<typeof sessionItemSchema>;
export type TwoStepSetup = z.infer<typeof twoStepSetupResponseSchema>;

const quiet = { quiet: true } as const;

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { data } = await http.post<unknown>(
    IDENTITY_PATHS.changePassword,
    { currentPassword, newPassword },
    quiet,
  );
  await checkAnswer('okSchema', data, 'password change');
}

/** A new two-step secret; it is active only after `enableTwoStep` with a code it produced. */
export async function setupTwoStep(): Promise<TwoStepSetup> {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.twoStepSetup, undefined, quiet);
  return checkAnswer<TwoStepSetup>('twoStepSetupResponseSchema', data, 'two-step setup');
}

export async function enableTwoStep(code: string): Promise<void> {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.twoStepEnable, { code }, quiet);
  await checkAnswer('okSchema', data, 'two-step');
}

export async function disableTwoStep(code: string, password: string): Promise<void> {
  const { data } = await http.post<unknown>(IDENTITY_PATHS.twoStepDisable, { code, password }, quiet);
  await checkAnswer('okSchema', data, 'two-step');
}

export async function fetchSessions(signal?: AbortSignal): Promise<SessionItem[]> {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.sessions, { signal, quiet: true });
  const answer = await checkAnswer<{ data: SessionItem[] }>('sessionListSchema', data, 'sessions');
  return answer.data;
}

/** Signs one session out (another device, or this one). */
export async function revokeSession(id: string): Promise<void> {
  await http.delete(pathWith(IDENTITY_PATHS.userSession, { id }), quiet);
}

export async function fetchPersonalData(signal?: AbortSignal): Promise<PersonalData> {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.personalData, { signal, quiet: true });
  return checkAnswer<PersonalData>('personalDataSchema', data, 'personal data');
}

export async function updatePersonalData(update: PersonalDataUpdate): Promise<PersonalData> {
  const { data } = await http.put<unknown>(IDENTITY_PATHS.personalData, update, quiet);
  return checkAnswer<PersonalData>('personalDataSchema', data, 'personal data');
}

export async function fetchMailing(signal?: AbortSignal): Promise<MailingSettings> {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.mailing, { signal, quiet: true });
  return checkAnswer<MailingSettings>('mailingSettingsSchema', data, 'mailing settings');
}

export async function updateMailing(update: Partial<MailingSettings>): Promise<MailingSettings> {
  const { data } = await http.put<unknown>(IDENTITY_PATHS.mailing, update, quiet);
  return checkAnswer<MailingSettings>('mailingSettingsSchema', data, 'mailing settings');
}

/** AUTH-035: the server answers `time_up` for a code entered after its deadline, else `wrong_code`. */
export async function resetPasswordBySms(phone: string, code: string, password: string): Promise<void> {
  const { data } = await http.post<unknown>(
    IDENTITY_PATHS.passwordResetSms,
    { phone, code, password },
    quiet,
  );
  await checkAnswer('okSchema', data, 'password reset');
}

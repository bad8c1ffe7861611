/**
 * What a signed-in player sees and sets about themselves: the user config (SPEC §3, every field),
 * personal data, mail/SMS settings, password change, two-step on/off and the protection level.
 */
import { eq } from 'drizzle-orm';
import { generateURI } from 'otplib';
import {
  AUTH_ERROR_CODES,
  protectionStatus,
  type PersonalData,
  type PersonalDataUpdate,
  type UserConfig,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from './crypto';
import { identityMail } from './messages';
import { phoneCountryById, PHONE_COUNTRIES } from './phoneCountries';
import { ACTIVATION_TTL_SECONDS } from './registration';
import type { IdentityService, Player } from './service';
import { player, type PlayerSettings } from './tables';

const DAY_MS = 24 * 3600_000;

/** Points of each protection method; they add up to 100 (full). */
export const PROTECTION_POINTS = {
  password: 10,
  is_changed_password: 15,
  enable_two_factor_auth: 35,
  enable_phone_binding: 20,
  enable_email_auth: 20,
  enable_security_question: 0,
} as const;

export function protectionMethods(p: Player) {
  return {
    is_changed_password: p.passwordChangedAt !== null,
    enable_two_factor_auth: p.totpEnabled,
    enable_phone_binding: p.phoneVerifiedAt !== null,
    // Security questions are not offered: a weak factor (answers are guessable), left out on purpose.
    enable_security_question: false,
    enable_email_auth: p.emailVerifiedAt !== null,
  };
}

/** The protection level (0..100) computed from what the player has set. */
export function protectionLevel(p: Player): number {
  const methods = protectionMethods(p);
  let level = p.passwordHash ? PROTECTION_POINTS.password : 0;
  for (const key of Object.keys(methods) as (keyof typeof methods)[]) {
    if (methods[key]) level += PROTECTION_POINTS[key];
  }
  return Math.min(level, 100);
}

function activationType(p: Player): 0 | 1 | 2 | 3 {
  const email = p.emailVerifiedAt !== null;
  const phone = p.phoneVerifiedAt !== null;
  if (email && phone) return 2;
  if (email) return 1;
  if (phone) return 3;
  return 0;
}

function splitPhone(phone: string | null): { code: string | null; number: string | null } {
  if (!phone) return { code: null, number: null };
  const country = [...PHONE_COUNTRIES]
    .sort((a, b) => b.phoneCode.length - a.phoneCode.length)
    .find((c) => phone.startsWith(c.phoneCode));
  if (!country) return { code: null, number: phone };
  return { code: country.phoneCode, number: phone.slice(country.phoneCode.length) };
}

/** What the user config tells of a player's verification (ACC-011), from the verification module. */
export type VerificationOf = (playerId: number) => Promise<{
  status: number;
  types: number[];
  requested: string[];
}>;

export function createProfile(identity: IdentityService, verificationOf?: VerificationOf) {
  const { db } = identity;

  async function load(playerId: number): Promise<Player> {
    const found = await identity.findPlayer(playerId);
    if (!found) throw new HttpError(401, 'sign in first: no valid session', AUTH_ERROR_CODES.unauthenticated);
    return found;
  }

  /** ACC-011: the user config. */
  async function userConfig(playerId: number): Promise<UserConfig> {
    const p = await load(playerId);
    const at = identity.now().getTime();
    const pd = p.personalData;
    const phone = splitPhone(p.phone);
    const level = protectionLevel(p);
    const verification = verificationOf
      ? await verificationOf(playerId)
      : { status: p.verificationStatus, types: [], requested: [] };
    return {
      disallow_line_sport: p.settings.disallow_line_sport,
      disallow_live_sport: p.settings.disallow_live_sport,
      phone_number: phone.number,
      phone_code: phone.code,
      user_email: p.email,
      user_name: p.login,
      user_country_code: phoneCountryById(p.countryId)?.country_code ?? '',
      user_country_id: p.countryId,
      activation_type: activationType(p),
      user_ref_id: p.refCode,
      user_msg_count: 0,
      user_hide_balance: p.settings.user_hide_balance,
      changed_pass_day_count: p.passwordChangedAt
        ? Math.floor((at - p.passwordChangedAt.getTime()) / DAY_MS)
        : null,
      user_data: {
        date_birthday: pd.birthDate ?? null,
        document_type_id: pd.documentTypeId ?? null,
        inn: pd.taxNumber ?? null,
        name: pd.name ?? null,
        passport: pd.passportNumber ?? null,
        passport_date: pd.passportIssueDate ?? null,
        passport_end_date: pd.passportEndDate ?? null,
        registration_address: pd.registrationAddress ?? null,
        surname: pd.surname ?? null,
      },
      protection_level: level,
      protection_methods: protectionMethods(p),
      ban_level: p.banLevel,
      ban_version: p.banVersion,
      user_status_id: p.userStatusId,
      verification_status: verification.status,
      verification_types: verification.types,
      requested_additional_document: verification.requested,
      // Deposits are the wallet's: it reports them through its own answers.
      has_deposit: false,
      is_identification_bonus: false,
      is_need_identification: verification.status === 0 && Boolean(pd.passportNumber),
      remaining_days_to_activate: p.active
        ? null
        : Math.max(0, Math.ceil((p.createdAt.getTime() + ACTIVATION_TTL_SECONDS * 1000 - at) / DAY_MS)),
    };
  }

  /** ACC-025. */
  async function personalData(playerId: number): Promise<PersonalData> {
    const p = await load(playerId);
    const pd = p.personalData;
    return {
      name: pd.name ?? null,
      surname: pd.surname ?? null,
      middleName: pd.middleName ?? null,
      birthDate: pd.birthDate ?? null,
      birthPlace: pd.birthPlace ?? null,
      region: pd.region ?? null,
      city: pd.city ?? null,
      country: pd.country ?? null,
      registrationAddress: pd.registrationAddress ?? null,
      passportNumber: pd.passportNumber ?? null,
      passportSeries: pd.passportSeries ?? null,
      passportIssueDate: pd.passportIssueDate ?? null,
      passportEndDate: pd.passportEndDate ?? null,
      documentTypeId: pd.documentTypeId ?? null,
      passportIssuedBy: pd.passportIssuedBy ?? null,
      taxNumber: pd.taxNumber ?? null,
      mainId: p.id,
      activeId: null,
      registrationDate: p.createdAt.toISOString(),
      phone: p.phone,
      email: p.email,
      login: p.login,
      currencyId: p.currencyId,
      countryId: p.countryId,
    };
  }

  async function updatePersonalData(playerId: number, update: PersonalDataUpdate): Promise<PersonalData> {
    const p = await load(playerId);
    if (update.birthDate) {
      const born = new Date(`${update.birthDate}T00:00:00Z`);
      const adult = new Date(identity.now());
      adult.setUTCFullYear(adult.getUTCFullYear() - 18);
      if (Number.isNaN(born.getTime()) || born > adult) {
        throw new HttpError(400, 'body.birthDate: a player is at least 18 years old');
      }
    }
    const merged = { ...p.personalData, ...update };
    await db
      .update(player)
      .set({ personalData: merged, updatedAt: identity.now() })
      .where(eq(player.id, playerId));
    return personalData(playerId);
  }

  /**
   * ACC-026. `first_deposit_bonus_type` is the registration's `first_deposit_bonus_choice` (REG-003), the one
   * the wallet grants on the first deposit: changing it here changes the bonus the first deposit brings.
   */
  function settingsOf(p: Player): PlayerSettings {
    return { ...p.settings, first_deposit_bonus_type: p.firstDepositBonusChoice ?? 0 };
  }

  async function mailing(playerId: number): Promise<PlayerSettings> {
    return settingsOf(await load(playerId));
  }

  async function updateMailing(playerId: number, update: Partial<PlayerSettings>): Promise<PlayerSettings> {
    const p = await load(playerId);
    const merged = { ...settingsOf(p), ...update };
    const [row] = await db
      .update(player)
      .set({
        settings: merged,
        firstDepositBonusChoice: merged.first_deposit_bonus_type,
        updatedAt: identity.now(),
      })
      .where(eq(player.id, playerId))
      .returning();
    return row ? settingsOf(row) : merged;
  }

  async function checkPassword(p: Player, password: string, what: string): Promise<void> {
    const attempts = await identity.limits.hit(`password-check:${p.id}`, 15 * 60_000);
    if (attempts.count > 10) {
      throw new HttpError(429, 'too many wrong passwords: retry in 15 minutes', 'rate_limited', {
        'retry-after': '900',
      });
    }
    if (!p.passwordHash || !(await verifyPassword(p.passwordHash, password))) {
      throw new HttpError(400, `${what}: wrong password`, AUTH_ERROR_CODES.invalidCredentials);
    }
  }

  /** Changes the password; every other session of the player is signed out. */
  async function changePassword(
    playerId: number,
    sessionId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const p = await load(playerId);
    await checkPassword(p, currentPassword, 'body.currentPassword');
    if (currentPassword === newPassword) {
      throw new HttpError(400, 'body.newPassword: the new password is the same as the current one');
    }
    const at = identity.now();
    await db
      .update(player)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: at, updatedAt: at })
      .where(eq(player.id, playerId));
    await identity.revokeAllSessions(playerId, sessionId);
    if (p.email) {
      await identity.outbox.send({
        channel: 'email',
        to: p.email,
        ...identityMail(p.language, 'passwordChanged'),
        meta: { kind: 'password_changed' },
      });
    }
  }

  /** Starts turning two-step on: a new secret, confirmed by `enableTwoStep`. */
  async function setupTwoStep(playerId: number) {
    const p = await load(playerId);
    if (p.totpEnabled) throw new HttpError(409, 'two-step is already on: turn it off first');
    const secret = identity.generateTotpSecret();
    await db
      .update(player)
      .set({ totpSecret: secret, updatedAt: identity.now() })
      .where(eq(player.id, playerId));
    return { secret, otpauthUrl: generateURI({ issuer: 'Betline', label: p.login, secret }) };
  }

  async function enableTwoStep(playerId: number, code: string): Promise<void> {
    const p = await load(playerId);
    if (p.totpEnabled) throw new HttpError(409, 'two-step is already on');
    if (!p.totpSecret)
      throw new HttpError(409, `two-step is not set up: call POST /web-api/user/two-step/setup first`);
    const step = identity.checkTotp(p, code);
    if (step === null) throw new HttpError(400, 'wrong code', AUTH_ERROR_CODES.wrongCode);
    await db
      .update(player)
      .set({ totpEnabled: true, totpLastStep: step, updatedAt: identity.now() })
      .where(eq(player.id, playerId));
  }

  async function disableTwoStep(playerId: number, code: string, password: string): Promise<void> {
    const p = await load(playerId);
    if (!p.totpEnabled) throw new HttpError(409, 'two-step is already off');
    await checkPassword(p, password, 'body.password');
    const step = identity.checkTotp(p, code);
    if (step === null) throw new HttpError(400, 'wrong code', AUTH_ERROR_CODES.wrongCode);
    await db
      .update(player)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: identity.now() })
      .where(eq(player.id, playerId));
  }

  async function protection(playerId: number) {
    const p = await load(playerId);
    const methods = protectionMethods(p);
    const level = protectionLevel(p);
    const missing = (Object.keys(methods) as (keyof typeof methods)[]).filter(
      (k) => !methods[k] && PROTECTION_POINTS[k] > 0,
    );
    return { protection_level: level, status: protectionStatus(level), protection_methods: methods, missing };
  }

  return {
    userConfig,
    personalData,
    updatePersonalData,
    mailing,
    updateMailing,
    changePassword,
    setupTwoStep,
    enableTwoStep,
    disableTwoStep,
    protection,
  };
}

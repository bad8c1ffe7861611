/**
 * Registration (one-click, phone, e-mail), activation, SMS sign-in and password reset. None of the answers
 * tells whether an e-mail or a phone is registered: the message that goes out differs, the HTTP answer
 * does not (no user enumeration).
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@betline/contracts';
import { siteConfig } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { fill } from '../../infra/playerLanguage';
import { hashPassword, verifyPassword } from './crypto';
import { identityMail, identityTexts } from './messages';
import { phoneFitsCountry } from './phoneCountries';
import type { IdentityService, OpenedSession, SessionMeta, SignInResult } from './service';
import { player } from './tables';

interface CommonFields {
  country_id: number;
  currency_id: number;
  ref_code?: string | undefined;
  friend_code?: string | undefined;
  /** Left out: not asked (stored null). */
  first_deposit_bonus_choice?: 0 | 1 | 2 | undefined;
  language?: string | undefined;
}

export const ACTIVATION_TTL_SECONDS = 48 * 3600;
export const RESET_LINK_TTL_SECONDS = 3600;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated password: 12 characters with at least one letter and one digit. */
export function generatePassword(): string {
  for (;;) {
    let value = '';
    for (let i = 0; i < 12; i += 1) value += ALPHABET[randomInt(ALPHABET.length)];
    if (/[A-Za-z]/.test(value) && /[0-9]/.test(value)) return value;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function createRegistration(identity: IdentityService) {
  const { db } = identity;

  async function assertOpen(): Promise<void> {
    const rows = await db
      .select({ settings: siteConfig.settings })
      .from(siteConfig)
      .where(eq(siteConfig.brand, identity.brand));
    // Registration is open when the brand's site config allows it (REG-006).
    if (rows[0] && !rows[0].settings.isRegistrationAllowed) {
      throw new HttpError(403, 'registration is closed on this site', AUTH_ERROR_CODES.registrationClosed);
    }
  }

  function common(input: CommonFields) {
    identity.assertCountryAndCurrency(input.country_id, input.currency_id);
    return {
      countryId: input.country_id,
      currencyId: input.currency_id,
      refCode: input.ref_code || null,
      friendCode: input.friend_code || undefined,
      firstDepositBonusChoice: input.first_deposit_bonus_choice,
      language: input.language ?? 'en',
    };
  }

  function link(language: string, path: string, token: string): string {
    return `${identity.publicUrl}/${language}/user/${path}?token=${encodeURIComponent(token)}`;
  }

  /** REG-001 fast_reg: the server picks login and password; the password is answered once. */
  async function registerFast(input: CommonFields, meta: SessionMeta) {
    await assertOpen();
    const fields = common(input);
    const password = generatePassword();
    const created = await identity.createPlayer({ ...fields, password, registrationType: 'fast_reg' });
    const session = await identity.openSession(created.id, 'registration', meta);
    const lines = identityTexts(fields.language).credentialsFile;
    const loginLine = fill(lines.login, { login: created.login });
    const passwordLine = fill(lines.password, { password });
    const text = `Betline\n${loginLine}\n${passwordLine}\n`;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">` +
      `<rect width="360" height="120" fill="#ffffff"/>` +
      `<text x="16" y="36" font-family="monospace" font-size="18" fill="#000000">Betline</text>` +
      `<text x="16" y="68" font-family="monospace" font-size="16" fill="#000000">${escapeXml(loginLine)}</text>` +
      `<text x="16" y="96" font-family="monospace" font-size="16" fill="#000000">${escapeXml(passwordLine)}</text>` +
      `</svg>`;
    return {
      session,
      answer: {
        login: created.login,
        password,
        saveOptions: ['file', 'image', 'email'] as ('file' | 'image' | 'email')[],
        file: { name: `betline-${created.login}.txt`, mimeType: 'text/plain' as const, content: text },
        image: { name: `betline-${created.login}.svg`, mimeType: 'image/svg+xml' as const, content: svg },
      },
    };
  }

  /** REG-004 "send by e-mail": the client sends the password it was shown; it must be the player's own. */
  async function sendCredentials(playerId: number, email: string, password: string): Promise<void> {
    const found = await identity.findPlayer(playerId);
    if (!found?.passwordHash || !(await verifyPassword(found.passwordHash, password))) {
      throw new HttpError(
        400,
        "the password is not this account's password",
        AUTH_ERROR_CODES.invalidCredentials,
      );
    }
    await identity.outbox.send({
      channel: 'email',
      to: email,
      ...identityMail(found.language, 'credentials', { login: found.login, password }),
      meta: { login: found.login, kind: 'credentials' },
    });
  }

  /**
   * REG-001 phone_reg, step 1: an SMS code (or, for a registered phone, an SMS saying so in its player's
   * language). `language`: the request's, for a phone without a player.
   */
  async function sendRegistrationCode(phone: string, language?: string) {
    await assertOpen();
    const existing = await identity.findByPhone(phone);
    if (existing) {
      const sent = await identity.sendSmsCode('register_phone', phone, () => '', false);
      await identity.outbox.send({
        channel: 'sms',
        to: phone,
        subject: 'Betline',
        body: identityTexts(existing.language).smsPhoneTaken,
        meta: { kind: 'already_registered' },
      });
      return sent;
    }
    return identity.sendSmsCode(
      'register_phone',
      phone,
      (code) => fill(identityTexts(language).smsRegistrationCode, { code }),
      true,
    );
  }

  /** REG-001 phone_reg, step 2: the code, a password and the payload; signs in. */
  async function registerPhone(
    input: CommonFields & { phone: string; code: string; password: string },
    meta: SessionMeta,
  ): Promise<OpenedSession> {
    await assertOpen();
    if (!phoneFitsCountry(input.phone, input.country_id)) {
      throw new HttpError(
        400,
        `body.phone: ${input.phone} does not fit the mask of country_id ${input.country_id} (see /web-api/phone/masks)`,
      );
    }
    await identity.consumeSmsCode('register_phone', input.phone, input.code);
    const created = await identity.createPlayer({
      ...common(input),
      phone: input.phone,
      phoneVerified: true,
      password: input.password,
      registrationType: 'phone_reg',
    });
    return identity.openSession(created.id, 'registration', meta);
  }

  /** REG-001 full_reg: an activation link by e-mail; the account cannot sign in before activation. */
  async function registerEmail(input: CommonFields & { email: string; password: string }): Promise<void> {
    await assertOpen();
    const fields = common(input);
    const existing = await identity.findByIdentifier(input.email);
    if (existing) {
      // The same answer as a new registration; the owner of the address learns of the attempt.
      await hashPassword(input.password);
      await identity.outbox.send({
        channel: 'email',
        to: input.email,
        ...identityMail(existing.language, 'emailTaken', {
          url: `${identity.publicUrl}/${existing.language}/user/login`,
        }),
        meta: { kind: 'already_registered' },
      });
      return;
    }
    const created = await identity.createPlayer({
      ...fields,
      email: input.email,
      password: input.password,
      registrationType: 'full_reg',
      active: false,
    });
    const token = await identity.storeCode({
      purpose: 'activate_email',
      playerId: created.id,
      target: input.email,
      ttlSeconds: ACTIVATION_TTL_SECONDS,
    });
    const url = link(fields.language, 'activate', token);
    await identity.outbox.send({
      channel: 'email',
      to: input.email,
      ...identityMail(fields.language, 'activation', { login: created.login, url }),
      meta: { kind: 'activation', link: url, token },
    });
  }

  /**
   * The activation link: a valid, unused and unexpired token (`consumeToken` takes it once, also under
   * concurrent use) activates the account and signs the player in, as a sign-in does. A session the player may
   * not have now (an exclusion, a session limit) is not opened: the account is active all the same.
   */
  async function activate(
    token: string,
    meta: SessionMeta,
  ): Promise<{ login: string; session: OpenedSession | null }> {
    const row = await identity.consumeToken('activate_email', token);
    if (row.playerId === null) throw new HttpError(400, 'this link is not valid', AUTH_ERROR_CODES.wrongCode);
    const [updated] = await db
      .update(player)
      .set({ active: true, emailVerifiedAt: identity.now(), updatedAt: identity.now() })
      .where(eq(player.id, row.playerId))
      .returning({ login: player.login });
    if (!updated) throw new HttpError(400, 'this link is not valid', AUTH_ERROR_CODES.wrongCode);
    let session: OpenedSession | null = null;
    try {
      session = await identity.openSession(row.playerId, 'activation', meta);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 403) throw error;
    }
    return { login: updated.login, session };
  }

  /** API-034: an SMS code to sign in or to reset the password; silently nothing for an unknown phone. */
  async function sendSignInOrResetCode(phone: string, purpose: 'login' | 'reset') {
    const found = await identity.findByPhone(phone);
    const codePurpose = purpose === 'login' ? 'login_sms' : 'reset_sms';
    const texts = identityTexts(found?.language);
    const template = purpose === 'login' ? texts.smsSignInCode : texts.smsResetCode;
    const text = (code: string) => fill(template, { code });
    return identity.sendSmsCode(codePurpose, phone, text, found !== undefined, found?.id ?? null);
  }

  /** API-031: sign-in with an SMS code. */
  async function signInWithSmsCode(phone: string, code: string, meta: SessionMeta): Promise<SignInResult> {
    const row = await identity.consumeSmsCode('login_sms', phone, code);
    const found = row.playerId !== null ? await identity.findPlayer(row.playerId) : undefined;
    if (!found) throw new HttpError(400, 'wrong code', AUTH_ERROR_CODES.wrongCode);
    return identity.afterPassword(found, 'sms', meta);
  }

  /** A reset link by e-mail; the same answer whether or not the address is registered. */
  async function requestPasswordReset(email: string): Promise<void> {
    const found = await identity.findByIdentifier(email);
    const throttle = await identity.limits.hit(`reset-mail:${email}`, 60_000);
    if (!found || throttle.count > 1) return;
    const token = await identity.storeCode({
      purpose: 'reset_link',
      playerId: found.id,
      target: email,
      ttlSeconds: RESET_LINK_TTL_SECONDS,
    });
    const url = link(found.language, 'passwordreset', token);
    await identity.outbox.send({
      channel: 'email',
      to: email,
      ...identityMail(found.language, 'passwordReset', { url }),
      meta: { kind: 'password_reset', link: url, token },
    });
  }

  async function setPassword(playerId: number, password: string): Promise<void> {
    const at = identity.now();
    await db
      .update(player)
      .set({ passwordHash: await hashPassword(password), passwordChangedAt: at, updatedAt: at })
      .where(eq(player.id, playerId));
    // A new password signs out every session and ends the sign-in back-off of the account.
    await identity.revokeAllSessions(playerId);
    await identity.resetSignInFailures(playerId);
  }

  async function resetPasswordByLink(token: string, password: string): Promise<void> {
    const row = await identity.consumeToken('reset_link', token);
    if (row.playerId === null) throw new HttpError(400, 'this link is not valid', AUTH_ERROR_CODES.wrongCode);
    await setPassword(row.playerId, password);
  }

  async function resetPasswordBySms(phone: string, code: string, password: string): Promise<void> {
    const row = await identity.consumeSmsCode('reset_sms', phone, code);
    if (row.playerId === null) throw new HttpError(400, 'wrong code', AUTH_ERROR_CODES.wrongCode);
    await setPassword(row.playerId, password);
  }

  return {
    registerFast,
    sendCredentials,
    sendRegistrationCode,
    registerPhone,
    registerEmail,
    activate,
    sendSignInOrResetCode,
    signInWithSmsCode,
    requestPasswordReset,
    resetPasswordByLink,
    resetPasswordBySms,
    setPassword,
  };
}

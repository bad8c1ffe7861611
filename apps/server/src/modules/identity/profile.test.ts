import {
  authErrorSchema,
  IDENTITY_PATHS as P,
  mailingSettingsSchema,
  personalDataSchema,
  protectionSchema,
  protectionStatus,
  sessionListSchema,
  twoStepSetupResponseSchema,
  userConfigSchema,
} from '@betline/contracts';
import { generateSync } from 'otplib';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drivers, useSeededApp } from '../../test/databases';
import { registerAndSignIn, sessionHeaders } from '../../test/players';
import { DEMO_PASSWORD } from './demo';
import { createIdentityService } from './service';

/** Every field SPEC §3 lists for the user config. */
const USER_CONFIG_FIELDS = [
  'disallow_line_sport',
  'disallow_live_sport',
  'phone_number',
  'phone_code',
  'user_email',
  'user_name',
  'user_country_code',
  'user_country_id',
  'activation_type',
  'user_ref_id',
  'user_msg_count',
  'user_hide_balance',
  'changed_pass_day_count',
  'user_data',
  'protection_level',
  'protection_methods',
  'ban_level',
  'ban_version',
  'user_status_id',
  'verification_status',
  'verification_types',
  'requested_additional_document',
  'has_deposit',
  'is_identification_bonus',
  'is_need_identification',
  'remaining_days_to_activate',
];

describe('protection status', () => {
  it('ACC-016 up to and including 30 is bad', () => {
    expect([0, 10, 30].map(protectionStatus)).toEqual(['bad', 'bad', 'bad']);
  });
  it('ACC-017 above 30 and below 70 is normal', () => {
    expect([31, 50, 69].map(protectionStatus)).toEqual(['normal', 'normal', 'normal']);
  });
  it('ACC-018 70 to 99 is good', () => {
    expect([70, 85, 99].map(protectionStatus)).toEqual(['good', 'good', 'good']);
  });
  it('ACC-019 100 is full', () => {
    expect(protectionStatus(100)).toBe('full');
  });
});

describe.each(drivers)('the signed-in player on $name', (driver) => {
  const server = useSeededApp(driver);
  const inject = (options: InjectOptions) => server.app.inject(options);

  async function signInDemo(login: string) {
    const res = await inject({
      method: 'POST',
      url: P.login,
      remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
      payload: { login, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return sessionHeaders(res.headers['set-cookie']);
  }

  it('API-040 ACC-011 ACC-013 ACC-014 the user config has every field of SPEC §3', async () => {
    const headers = await signInDemo('demo');
    const res = await inject({ method: 'GET', url: P.userConfig, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Record<string, unknown>>();
    for (const field of USER_CONFIG_FIELDS) expect(body, field).toHaveProperty(field);
    const config = userConfigSchema.parse(body);
    expect(Object.keys(config.user_data).sort()).toEqual(
      [
        'date_birthday',
        'document_type_id',
        'inn',
        'name',
        'passport',
        'passport_date',
        'passport_end_date',
        'registration_address',
        'surname',
      ].sort(),
    );
    expect(Object.keys(config.protection_methods).sort()).toEqual(
      [
        'is_changed_password',
        'enable_two_factor_auth',
        'enable_phone_binding',
        'enable_security_question',
        'enable_email_auth',
      ].sort(),
    );
    expect(config).toMatchObject({
      user_name: 'demo',
      user_email: 'demo@betline.demo',
      phone_code: '+7',
      phone_number: '9990000001',
      ban_level: 0,
    });
    expect(config.user_data).toMatchObject({ name: 'Demo', surname: 'Player' });
  });

  it('ACC-012 activation_type: 2 with e-mail and phone confirmed, 0 with neither', async () => {
    const demo = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers: await signInDemo('demo') })).json(),
    );
    expect(demo.activation_type).toBe(2);
    const fresh = await registerAndSignIn(server.app);
    const mine = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers: fresh.headers })).json(),
    );
    expect(mine.activation_type).toBe(0);
  });

  it('the banned demo player has ban level 45 in the user config', async () => {
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers: await signInDemo('banned') })).json(),
    );
    expect(config).toMatchObject({ ban_level: 45, ban_version: 2 });
  });

  it('ACC-025 personal data: read, update (partial), 18+ birthday, 400 on bad input, 401 without session, 403 without CSRF', async () => {
    const me = await registerAndSignIn(server.app);
    const put = await inject({
      method: 'PUT',
      url: P.personalData,
      headers: me.headers,
      payload: {
        name: 'Ada',
        surname: 'Lovelace',
        birthDate: '1990-12-10',
        city: 'London',
        taxNumber: '123',
      },
    });
    expect(put.statusCode).toBe(200);
    const data = personalDataSchema.parse(put.json());
    expect(data).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      birthDate: '1990-12-10',
      city: 'London',
      mainId: me.playerId,
      login: me.login,
    });
    const partial = personalDataSchema.parse(
      (
        await inject({ method: 'PUT', url: P.personalData, headers: me.headers, payload: { city: 'Paris' } })
      ).json(),
    );
    expect(partial).toMatchObject({ name: 'Ada', city: 'Paris' });
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers: me.headers })).json(),
    );
    expect(config.user_data).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      date_birthday: '1990-12-10',
      inn: '123',
    });

    const child = await inject({
      method: 'PUT',
      url: P.personalData,
      headers: me.headers,
      payload: { birthDate: `${new Date().getUTCFullYear() - 10}-01-01` },
    });
    expect(child.statusCode).toBe(400);
    expect(authErrorSchema.parse(child.json()).message).toMatch(/18/);
    const bad = await inject({
      method: 'PUT',
      url: P.personalData,
      headers: me.headers,
      payload: { birthDate: '10/12/1990' },
    });
    expect(bad.statusCode).toBe(400);
    expect(authErrorSchema.parse(bad.json()).message).toMatch(/body\.birthDate/);
    const unknown = await inject({
      method: 'PUT',
      url: P.personalData,
      headers: me.headers,
      payload: { mainId: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: P.personalData })).statusCode).toBe(401);
    const noCsrf = await inject({
      method: 'PUT',
      url: P.personalData,
      headers: { cookie: me.headers.cookie! },
      payload: { city: 'Rome' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('ACC-026 mail and SMS settings: read and update, each player their own', async () => {
    const me = await registerAndSignIn(server.app);
    const other = await registerAndSignIn(server.app);
    const put = await inject({
      method: 'PUT',
      url: P.mailing,
      headers: me.headers,
      payload: { enable_mail_news: true, enable_sms_news: true, bonus_type: 2 },
    });
    expect(put.statusCode).toBe(200);
    const mine = mailingSettingsSchema.parse(
      (await inject({ method: 'GET', url: P.mailing, headers: me.headers })).json(),
    );
    expect(mine).toMatchObject({
      enable_mail_news: true,
      enable_sms_news: true,
      bonus_type: 2,
      enable_mail_deposit: true,
    });
    const theirs = mailingSettingsSchema.parse(
      (await inject({ method: 'GET', url: P.mailing, headers: other.headers })).json(),
    );
    expect(theirs).toMatchObject({ enable_mail_news: false, enable_sms_news: false });
    const bad = await inject({
      method: 'PUT',
      url: P.mailing,
      headers: me.headers,
      payload: { enable_mail_news: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await inject({ method: 'PUT', url: P.mailing, payload: { enable_mail_news: true } })).statusCode,
    ).toBe(401);
  });

  it('change password: the current one is checked, other sessions end, this one stays, the new one works', async () => {
    const me = await registerAndSignIn(server.app);
    const second = await inject({
      method: 'POST',
      url: P.login,
      remoteAddress: '203.0.113.200',
      payload: { login: me.login, password: me.password },
    });
    const secondHeaders = sessionHeaders(second.headers['set-cookie']);
    const wrong = await inject({
      method: 'POST',
      url: P.changePassword,
      headers: me.headers,
      payload: { currentPassword: 'nope', newPassword: 'Brandnew123' },
    });
    expect(wrong.statusCode).toBe(400);
    const weak = await inject({
      method: 'POST',
      url: P.changePassword,
      headers: me.headers,
      payload: { currentPassword: me.password, newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await inject({
      method: 'POST',
      url: P.changePassword,
      headers: me.headers,
      payload: { currentPassword: me.password, newPassword: 'Brandnew123' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: P.check, headers: me.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: P.check, headers: secondHeaders })).statusCode).toBe(401);
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers: me.headers })).json(),
    );
    expect(config.protection_methods.is_changed_password).toBe(true);
    expect(config.changed_pass_day_count).toBe(0);
    expect(
      (
        await inject({
          method: 'POST',
          url: P.changePassword,
          payload: { currentPassword: 'a', newPassword: 'Brandnew123' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('ACC-014 ACC-016 ACC-017 ACC-019 two-step on and off; the protection level follows what the player set', async () => {
    const me = await registerAndSignIn(server.app);
    const before = protectionSchema.parse(
      (await inject({ method: 'GET', url: P.protection, headers: me.headers })).json(),
    );
    expect(before).toMatchObject({ protection_level: 10, status: 'bad' });
    expect(before.missing).toContain('enable_two_factor_auth');

    const setup = twoStepSetupResponseSchema.parse(
      (await inject({ method: 'POST', url: P.twoStepSetup, headers: me.headers })).json(),
    );
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Betline:/);
    const wrong = await inject({
      method: 'POST',
      url: P.twoStepEnable,
      headers: me.headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const code = generateSync({ secret: setup.secret });
    const on = await inject({ method: 'POST', url: P.twoStepEnable, headers: me.headers, payload: { code } });
    expect(on.statusCode).toBe(200);
    const after = protectionSchema.parse(
      (await inject({ method: 'GET', url: P.protection, headers: me.headers })).json(),
    );
    expect(after).toMatchObject({ protection_level: 45, status: 'normal' });
    expect(after.protection_methods.enable_two_factor_auth).toBe(true);

    // Signing in now needs the code.
    const signIn = await inject({
      method: 'POST',
      url: P.login,
      remoteAddress: '203.0.113.201',
      payload: { login: me.login, password: me.password },
    });
    expect(signIn.json()).toMatchObject({ twoStepRequired: true });

    // Off needs the password and a fresh code (the one used to turn it on cannot be replayed).
    const replay = await inject({
      method: 'POST',
      url: P.twoStepDisable,
      headers: me.headers,
      payload: { code, password: me.password },
    });
    expect(replay.statusCode).toBe(400);

    // A player with e-mail and phone confirmed, a changed password and two-step on: full protection.
    const identity = createIdentityService(server.database.db);
    const full = await identity.createPlayer({
      login: `full${me.playerId}`,
      password: 'Full12345',
      email: `full${me.playerId}@example.com`,
      emailVerified: true,
      phone: `+7999${String(me.playerId).padStart(7, '0')}`,
      phoneVerified: true,
      countryId: 1,
      currencyId: 1,
      registrationType: 'demo',
    });
    const fullSignIn = await inject({
      method: 'POST',
      url: P.login,
      remoteAddress: '203.0.113.202',
      payload: { login: full.login, password: 'Full12345' },
    });
    const fullHeaders = sessionHeaders(fullSignIn.headers['set-cookie']);
    const level = async () =>
      protectionSchema.parse(
        (await inject({ method: 'GET', url: P.protection, headers: fullHeaders })).json(),
      );
    expect(await level()).toMatchObject({ protection_level: 50, status: 'normal' });
    await inject({
      method: 'POST',
      url: P.changePassword,
      headers: fullHeaders,
      payload: { currentPassword: 'Full12345', newPassword: 'Full123456' },
    });
    expect(await level()).toMatchObject({ protection_level: 65, status: 'normal' });
    const fullSetup = twoStepSetupResponseSchema.parse(
      (await inject({ method: 'POST', url: P.twoStepSetup, headers: fullHeaders })).json(),
    );
    const now = Math.floor(Date.now() / 1000);
    const enabled = await inject({
      method: 'POST',
      url: P.twoStepEnable,
      headers: fullHeaders,
      payload: { code: generateSync({ secret: fullSetup.secret, epoch: now }) },
    });
    expect(enabled.statusCode).toBe(200);
    expect(await level()).toMatchObject({ protection_level: 100, status: 'full', missing: [] });
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers: fullHeaders })).json(),
    );
    expect(config.protection_level).toBe(100);

    // Off with the password and the next code; the level drops again.
    const off = await inject({
      method: 'POST',
      url: P.twoStepDisable,
      headers: fullHeaders,
      payload: { code: generateSync({ secret: fullSetup.secret, epoch: now + 30 }), password: 'Full123456' },
    });
    expect(off.statusCode).toBe(200);
    expect((await level()).protection_level).toBe(65);
  });

  it("sessions: a player lists theirs and ends one; another player's session answers 404", async () => {
    const me = await registerAndSignIn(server.app);
    const other = await registerAndSignIn(server.app);
    const list = sessionListSchema.parse(
      (await inject({ method: 'GET', url: P.sessions, headers: me.headers })).json(),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.current).toBe(true);
    const theirs = sessionListSchema.parse(
      (await inject({ method: 'GET', url: P.sessions, headers: other.headers })).json(),
    );
    const foreign = await inject({
      method: 'DELETE',
      url: `${P.sessions}/${theirs.data[0]!.id}`,
      headers: me.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: P.check, headers: other.headers })).statusCode).toBe(200);
    const malformed = await inject({ method: 'DELETE', url: `${P.sessions}/nope`, headers: me.headers });
    expect(malformed.statusCode).toBe(400);
    const own = await inject({
      method: 'DELETE',
      url: `${P.sessions}/${list.data[0]!.id}`,
      headers: me.headers,
    });
    expect(own.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: P.check, headers: me.headers })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: P.sessions })).statusCode).toBe(401);
  });

  it.each([
    P.userConfig,
    P.personalData,
    P.mailing,
    P.protection,
    P.sessions,
    P.userToken,
    P.check,
    P.rights,
  ])('%s without a session answers 401 JSON', async (url) => {
    const res = await inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(authErrorSchema.parse(res.json()).code).toBe('unauthenticated');
  });
});

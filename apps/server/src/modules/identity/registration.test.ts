import {
  authErrorSchema,
  googleOneTapClientIdSchema,
  googleOneTapResponseSchema,
  IDENTITY_PATHS as P,
  mailingSettingsSchema,
  outboxListSchema,
  registerFastResponseSchema,
  REGISTRATION_TYPE_NAMES,
  SAVE_CREDENTIALS_OPTIONS,
  signedInSchema,
  SOCIAL_PROVIDERS,
  userConfigSchema,
} from '@betline/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../db/schema';
import { drivers, useSeededApp } from '../../test/databases';
import { cookiesOf, registerAndSignIn, sessionHeaders } from '../../test/players';
import { DEMO_OAUTH_BASE } from './social';

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

describe('registration constants', () => {
  it('REG-001 the four registration types', () => {
    expect(REGISTRATION_TYPE_NAMES).toEqual(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']);
  });
  it('REG-004 the save-credentials options', () => {
    expect(SAVE_CREDENTIALS_OPTIONS).toEqual(['file', 'image', 'email']);
  });
  it('REG-005 the social providers of the seed', () => {
    expect(SOCIAL_PROVIDERS).toEqual([
      'google',
      'vk',
      'ok',
      'fb',
      'mailru',
      'yandex',
      'telegram',
      'kakaotalk',
      'twitter',
      'itsme',
      'twitch',
      'metamask',
      'line',
      'linkedin',
      'apple',
      'discord',
    ]);
  });
});

describe.each(drivers)('registration on $name', (driver) => {
  const server = useSeededApp(driver);
  const inject = (options: InjectOptions) => server.app.inject(options);

  async function outboxOf(to: string) {
    return outboxListSchema.parse(
      (await inject({ method: 'GET', url: `${P.outbox}?to=${encodeURIComponent(to)}` })).json(),
    ).data;
  }

  it('REG-001 REG-002 REG-003 REG-004 one-click: generated login and password shown once, file and image, payload stored', async () => {
    const res = await inject({
      method: 'POST',
      url: P.registerFast,
      remoteAddress: freshIp(),
      payload: { country_id: 4, currency_id: 4, ref_code: 'partner-7', first_deposit_bonus_choice: 1 },
    });
    expect(res.statusCode).toBe(201);
    const body = registerFastResponseSchema.parse(res.json());
    expect(body.login).toMatch(/^bl\d{8}$/);
    expect(body.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    expect(body.saveOptions).toEqual(['file', 'image', 'email']);
    expect(body.file.content).toContain(body.password);
    expect(body.image.content).toContain(body.login);
    const headers = sessionHeaders(res.headers['set-cookie']);
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers })).json(),
    );
    expect(config).toMatchObject({
      user_country_id: 4,
      user_country_code: 'ua',
      user_ref_id: 'partner-7',
      activation_type: 0,
    });
    const mailing = mailingSettingsSchema.parse(
      (await inject({ method: 'GET', url: P.mailing, headers })).json(),
    );
    expect(mailing.first_deposit_bonus_type).toBe(1);

    // REG-004 send by e-mail: with the password the player was shown.
    const wrong = await inject({
      method: 'POST',
      url: P.sendCredentials,
      headers,
      payload: { email: 'me@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const mail = await inject({
      method: 'POST',
      url: P.sendCredentials,
      headers,
      payload: { email: 'me@example.com', password: body.password },
    });
    expect(mail.statusCode).toBe(200);
    const sent = await outboxOf('me@example.com');
    expect(sent[0]?.body).toContain(body.login);
    const guest = await inject({
      method: 'POST',
      url: P.sendCredentials,
      payload: { email: 'me@example.com', password: body.password },
    });
    expect(guest.statusCode).toBe(401);
  });

  it.each([
    [{ country_id: 1, currency_id: 1, first_deposit_bonus_choice: 3 }, /first_deposit_bonus_choice/],
    [{ country_id: 999, currency_id: 1 }, /country_id 999/],
    [{ country_id: 1, currency_id: 999 }, /currency_id 999/],
    [{ currency_id: 1 }, /body\.country_id/],
    [{ country_id: 1, currency_id: 1, is_admin: true }, /is_admin|Unrecognized/i],
  ])('REG-002 REG-003 malformed one-click payload answers 400 (%j)', async (payload, message) => {
    const res = await inject({ method: 'POST', url: P.registerFast, remoteAddress: freshIp(), payload });
    expect(res.statusCode).toBe(400);
    expect(authErrorSchema.parse(res.json()).message).toMatch(message);
  });

  it('the texts sent follow the language: the request’s for a new phone, the player’s afterwards', async () => {
    const phone = '+380509876543';
    await inject({
      method: 'POST',
      url: P.registerPhoneCode,
      remoteAddress: freshIp(),
      headers: { 'x-language': 'uk' },
      payload: { phone },
    });
    const [sms] = await outboxOf(phone);
    expect(sms?.body).toBe(`Код реєстрації в Betline: ${sms?.meta.code as string}`);

    // One click in Turkish: the file and the picture in Turkish, the e-mail too.
    const res = await inject({
      method: 'POST',
      url: P.registerFast,
      remoteAddress: freshIp(),
      payload: { country_id: 1, currency_id: 1, language: 'tr' },
    });
    const body = registerFastResponseSchema.parse(res.json());
    expect(body.file.content).toBe(`Betline\nkullanıcı adı: ${body.login}\nşifre: ${body.password}\n`);
    expect(body.image.content).toContain(`kullanıcı adı: ${body.login}`);
    const headers = sessionHeaders(res.headers['set-cookie']);
    await inject({
      method: 'POST',
      url: P.sendCredentials,
      headers,
      payload: { email: 'tr@example.com', password: body.password },
    });
    const [mail] = await outboxOf('tr@example.com');
    expect(mail?.subject).toBe('Betline giriş bilgileriniz');
    expect(mail?.body).toContain(`Betline kullanıcı adınız: ${body.login}`);
  });

  it('REG-001 phone registration: SMS code, the country mask, then signed in', async () => {
    const phone = '+380501234567';
    const code1 = await inject({
      method: 'POST',
      url: P.registerPhoneCode,
      remoteAddress: freshIp(),
      payload: { phone },
    });
    expect(code1.statusCode).toBe(200);
    const code = (await outboxOf(phone))[0]?.meta.code as string;
    expect(code).toMatch(/^\d{6}$/);
    // The phone must fit the mask of the chosen country.
    const misfit = await inject({
      method: 'POST',
      url: P.registerPhone,
      remoteAddress: freshIp(),
      payload: { phone, code, password: 'Phone12345', country_id: 1, currency_id: 1 },
    });
    expect(misfit.statusCode).toBe(400);
    expect(authErrorSchema.parse(misfit.json()).message).toMatch(/mask/);
    const wrong = await inject({
      method: 'POST',
      url: P.registerPhone,
      remoteAddress: freshIp(),
      payload: {
        phone,
        code: code === '111111' ? '222222' : '111111',
        password: 'Phone12345',
        country_id: 4,
        currency_id: 4,
      },
    });
    expect(authErrorSchema.parse(wrong.json()).code).toBe('wrong_code');
    const ok = await inject({
      method: 'POST',
      url: P.registerPhone,
      remoteAddress: freshIp(),
      payload: { phone, code, password: 'Phone12345', country_id: 4, currency_id: 4 },
    });
    expect(ok.statusCode).toBe(201);
    const headers = sessionHeaders(ok.headers['set-cookie']);
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers })).json(),
    );
    expect(config).toMatchObject({ phone_code: '+380', phone_number: '501234567', activation_type: 3 });

    // The same phone again: the same answer, and an SMS that says it is registered (no code).
    const again = await inject({
      method: 'POST',
      url: P.registerPhoneCode,
      remoteAddress: freshIp(),
      payload: { phone: '+79990000001' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(code1.json());
    expect((await outboxOf('+79990000001'))[0]?.body).toMatch(/already has a Betline account/);
  });

  it('REG-001 e-mail registration of a registered address answers the same and warns the owner', async () => {
    const res = await inject({
      method: 'POST',
      url: P.registerEmail,
      remoteAddress: freshIp(),
      payload: { email: 'demo@betline.demo', password: 'Another123', country_id: 1, currency_id: 1 },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ activationSent: true });
    expect((await outboxOf('demo@betline.demo'))[0]?.subject).toMatch(/tried to register/);
    const weak = await inject({
      method: 'POST',
      url: P.registerEmail,
      remoteAddress: freshIp(),
      payload: { email: 'new@example.com', password: 'short', country_id: 1, currency_id: 1 },
    });
    expect(weak.statusCode).toBe(400);
    expect(authErrorSchema.parse(weak.json()).message).toMatch(/body\.password/);
  });

  async function socialSignIn(provider: string, email: string, returnUrl = '/de/office/account') {
    const start = await inject({
      method: 'GET',
      url: `/web-api/auth/oauth/${provider}/start?lng=de&country_id=3&currency_id=3&returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location), 'http://localhost');
    expect(authorize.pathname).toBe(`${DEMO_OAUTH_BASE}/${provider}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const form = new URLSearchParams({
      client_id: authorize.searchParams.get('client_id')!,
      redirect_uri: authorize.searchParams.get('redirect_uri')!,
      state: authorize.searchParams.get('state')!,
      code_challenge: authorize.searchParams.get('code_challenge')!,
      email,
      name: 'Social Player',
      decision: 'allow',
    });
    const approved = await inject({
      method: 'POST',
      url: `${DEMO_OAUTH_BASE}/${provider}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(approved.statusCode).toBe(302);
    const callback = String(approved.headers.location);
    expect(callback).toMatch(new RegExp(`^/web-api/auth/oauth/${provider}/callback\\?`));
    const done = await inject({ method: 'GET', url: callback });
    return { done, callback, form };
  }

  it('REG-001 API-030 API-037 social sign-in through the demo provider: authorization code, PKCE, then signed in', async () => {
    const { done, callback } = await socialSignIn('google', 'social@example.com');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/de/office/account');
    const headers = sessionHeaders(done.headers['set-cookie']);
    const check = signedInSchema
      .pick({ userId: true })
      .parse((await inject({ method: 'GET', url: P.check, headers })).json());
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers })).json(),
    );
    expect(config).toMatchObject({
      user_email: 'social@example.com',
      user_country_id: 3,
      activation_type: 1,
    });
    // The code and state work once.
    expect((await inject({ method: 'GET', url: callback })).statusCode).toBe(400);
    // The same provider account later: the same player.
    const second = await socialSignIn('google', 'social@example.com', '//evil.example/');
    expect(second.done.headers.location).toBe('/de/');
    const again = sessionHeaders(second.done.headers['set-cookie']);
    expect((await inject({ method: 'GET', url: P.check, headers: again })).json()).toEqual(check);
    // Another provider of the seed's list works the same way.
    const vk = await socialSignIn('vk', 'social@example.com');
    expect(vk.done.statusCode).toBe(302);
    expect(cookiesOf(vk.done.headers['set-cookie']).betline_session).toBeTruthy();
  });

  it('API-037 the token endpoint refuses a wrong client secret and a wrong PKCE verifier; deny goes back to login', async () => {
    const bad = await inject({
      method: 'POST',
      url: `${DEMO_OAUTH_BASE}/google/token`,
      payload: {
        grant_type: 'authorization_code',
        code: 'x'.repeat(32),
        redirect_uri: 'http://localhost:8080/web-api/auth/oauth/google/callback',
        client_id: 'betline-demo-google',
        client_secret: 'guess',
        code_verifier: 'v'.repeat(64),
      },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'invalid_client' });

    const start = await inject({ method: 'GET', url: '/web-api/auth/oauth/google/start' });
    const authorize = new URL(String(start.headers.location), 'http://localhost');
    const denied = await inject({
      method: 'POST',
      url: `${DEMO_OAUTH_BASE}/google/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: authorize.searchParams.get('client_id')!,
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        state: authorize.searchParams.get('state')!,
        code_challenge: authorize.searchParams.get('code_challenge')!,
        email: 'x@example.com',
        name: 'X',
        decision: 'deny',
      }).toString(),
    });
    const back = await inject({ method: 'GET', url: String(denied.headers.location) });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/en/user/login?socialError=access_denied');
    expect(back.headers['set-cookie']).toBeUndefined();

    expect((await inject({ method: 'GET', url: '/web-api/auth/oauth/discord/start' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/web-api/auth/oauth/myspace/start' })).statusCode).toBe(400);
  });

  it('API-017 API-018 AUTH-036 Google one-tap: client id, a multipart credential signs a guest in, not a signed-in player', async () => {
    const { clientId } = googleOneTapClientIdSchema.parse(
      (await inject({ method: 'GET', url: P.googleOneTapClientId })).json(),
    );
    const cred = await inject({
      method: 'POST',
      url: `${DEMO_OAUTH_BASE}/google/one-tap/credential`,
      payload: { client_id: clientId, email: 'onetap@example.com', name: 'One Tap' },
    });
    const { credential } = cred.json<{ credential: string }>();
    const boundary = 'betlineboundary';
    const multipart = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: P.googleOneTap,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload: multipart(fields),
      });
    const res = await post({ credential, language: 'ru', currency: '2', countryId: '2' });
    expect(res.statusCode).toBe(200);
    expect(googleOneTapResponseSchema.parse(res.json()).redirectUrl).toBe('/ru/');
    const headers = sessionHeaders(res.headers['set-cookie']);
    const config = userConfigSchema.parse(
      (await inject({ method: 'GET', url: P.userConfig, headers })).json(),
    );
    expect(config).toMatchObject({ user_email: 'onetap@example.com', user_country_id: 2 });

    const signedIn = await post({ credential, language: 'ru' }, { cookie: headers.cookie! });
    expect(signedIn.statusCode).toBe(409);
    const forged = await post({ credential: `${credential.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(401);
    const missing = await post({ language: 'ru' });
    expect(missing.statusCode).toBe(400);
    expect(authErrorSchema.parse(missing.json()).message).toMatch(/body\.credential/);
  });

  it('REG-006 registration switched off by site config answers 403 on every registration path', async () => {
    const db = server.database.db;
    const rows = await db.select().from(siteConfig);
    try {
      for (const row of rows) {
        await db
          .update(siteConfig)
          .set({ settings: { ...row.settings, isRegistrationAllowed: false } })
          .where(eq(siteConfig.brand, row.brand));
      }
      const fast = await inject({
        method: 'POST',
        url: P.registerFast,
        remoteAddress: freshIp(),
        payload: { country_id: 1, currency_id: 1 },
      });
      expect(fast.statusCode).toBe(403);
      expect(authErrorSchema.parse(fast.json()).code).toBe('registration_closed');
      const email = await inject({
        method: 'POST',
        url: P.registerEmail,
        remoteAddress: freshIp(),
        payload: { email: 'closed@example.com', password: 'Closed1234', country_id: 1, currency_id: 1 },
      });
      expect(email.statusCode).toBe(403);
      const phone = await inject({
        method: 'POST',
        url: P.registerPhoneCode,
        remoteAddress: freshIp(),
        payload: { phone: '+79991112233' },
      });
      expect(phone.statusCode).toBe(403);
    } finally {
      for (const row of rows)
        await db.update(siteConfig).set({ settings: row.settings }).where(eq(siteConfig.brand, row.brand));
    }
    await expect(registerAndSignIn(server.app)).resolves.toMatchObject({ playerId: expect.any(Number) });
  });
});

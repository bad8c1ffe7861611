/**
 * The walk a new user makes on `npm start`, through the HTTP calls a UI will make: register by e-mail, read
 * the activation mail in the outbox, activate, sign in; then sign in with the demo two-step player (code
 * from the demo tool, as the README says) and sign out.
 */
import {
  activateResponseSchema,
  IDENTITY_PATHS as P,
  outboxListSchema,
  registerEmailResponseSchema,
  signedInSchema,
  twoStepChallengeSchema,
} from '@betline/contracts';
import { describe, expect, it } from 'vitest';
import { drivers, useSeededApp } from '../../test/databases';
import { sessionHeaders } from '../../test/players';
import { DEMO_TWO_STEP_CODE_PATH } from '../outbox/routes';
import { DEMO_PASSWORD } from './demo';

describe.each(drivers)('the e-mail registration and two-step walk on $name', (driver) => {
  const server = useSeededApp(driver);

  it('REG-001 REG-002 AUTH-024 API-032 API-035 register by e-mail, activate from the outbox, sign in, two-step, sign out', async () => {
    const app = server.app;
    const email = `walker-${Date.now()}@example.com`;
    const password = 'Walker12345';

    const registered = await app.inject({
      method: 'POST',
      url: P.registerEmail,
      payload: {
        email,
        password,
        country_id: 3,
        currency_id: 3,
        ref_code: 'friend42',
        first_deposit_bonus_choice: 2,
        language: 'de',
      },
    });
    expect(registered.statusCode).toBe(202);
    registerEmailResponseSchema.parse(registered.json());

    // Not activated yet: the right password is refused with a clear reason.
    const early = await app.inject({ method: 'POST', url: P.login, payload: { login: email, password } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'not_activated' });

    const outbox = outboxListSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.outbox}?to=${encodeURIComponent(email)}` })).json(),
    );
    // The activation e-mail (in the player's language: its subject is German here).
    const mail = outbox.data.find((m) => /\/user\/activate\?token=/.test(m.body));
    expect(mail?.channel).toBe('email');
    const link = /https?:\/\/\S+\/de\/user\/activate\?token=(\S+)/.exec(mail?.body ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const page = await app.inject({ method: 'GET', url: `${P.outboxPage}?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/de/user/activate?token=');

    const activated = await app.inject({ method: 'POST', url: P.activate, payload: { token } });
    expect(activated.statusCode).toBe(200);
    activateResponseSchema.parse(activated.json());
    const again = await app.inject({ method: 'POST', url: P.activate, payload: { token } });
    expect(again.statusCode).toBe(400);

    const signIn = await app.inject({ method: 'POST', url: P.login, payload: { login: email, password } });
    expect(signIn.statusCode).toBe(200);
    const me = signedInSchema.parse(signIn.json());
    const headers = sessionHeaders(signIn.headers['set-cookie']);
    const config = await app.inject({ method: 'GET', url: P.userConfig, headers });
    expect(config.json()).toMatchObject({
      user_email: email,
      user_country_id: 3,
      user_ref_id: 'friend42',
      activation_type: 1,
    });
    const out = await app.inject({ method: 'POST', url: P.disconnect, headers });
    expect(out.statusCode).toBe(200);
    expect(me.userId).toBeGreaterThan(0);

    // The demo two-step player.
    const first = await app.inject({
      method: 'POST',
      url: P.login,
      payload: { login: 'demo2fa', password: DEMO_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const challenge = twoStepChallengeSchema.parse(first.json());
    const wrong = await app.inject({
      method: 'POST',
      url: P.loginTwoStep,
      payload: { challenge: challenge.challenge, code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_code' });
    const codeRes = await app.inject({ method: 'GET', url: `${DEMO_TWO_STEP_CODE_PATH}?login=demo2fa` });
    expect(codeRes.statusCode).toBe(200);
    const { code } = codeRes.json<{ code: string }>();
    const second = await app.inject({
      method: 'POST',
      url: P.loginTwoStep,
      payload: { challenge: challenge.challenge, code },
    });
    expect(second.statusCode).toBe(200);
    const twoStepHeaders = sessionHeaders(second.headers['set-cookie']);
    expect((await app.inject({ method: 'GET', url: P.check, headers: twoStepHeaders })).statusCode).toBe(200);
    // The same challenge cannot be used twice.
    const replay = await app.inject({
      method: 'POST',
      url: P.loginTwoStep,
      payload: { challenge: challenge.challenge, code },
    });
    expect(replay.statusCode).toBe(400);

    const bye = await app.inject({ method: 'POST', url: P.disconnect, headers: twoStepHeaders });
    expect(bye.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: P.check, headers: twoStepHeaders })).statusCode).toBe(401);
  });
});

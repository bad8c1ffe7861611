import { IDENTITY_PATHS as P, outboxListSchema } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { DEMO_TWO_STEP_CODE_PATH } from './routes';

describe.each(drivers)('the demo outbox on $name', (driver) => {
  let database: TestDatabase;
  let on: App;
  let off: App;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    on = buildApp({ db: database, webDistDir: null, devRoutes: true });
    off = buildApp({ db: database, webDistDir: null, devRoutes: false });
    await Promise.all([on.ready(), off.ready()]);
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await database?.dispose();
  });

  it('every e-mail and SMS sent is readable through the API and on the page, newest first, filtered by recipient', async () => {
    await on.inject({ method: 'POST', url: P.sendSms, payload: { phone: '+79990000001', purpose: 'login' } });
    await on.inject({ method: 'POST', url: P.passwordResetRequest, payload: { email: 'demo@betline.demo' } });
    const all = outboxListSchema.parse((await on.inject({ method: 'GET', url: P.outbox })).json());
    expect(all.data.length).toBeGreaterThanOrEqual(2);
    expect(all.data[0]!.id).toBeGreaterThan(all.data[1]!.id);
    const sms = outboxListSchema.parse(
      (await on.inject({ method: 'GET', url: `${P.outbox}?to=%2B79990000001` })).json(),
    );
    expect(sms.data.every((m) => m.to === '+79990000001' && m.channel === 'sms')).toBe(true);
    const page = await on.inject({ method: 'GET', url: `${P.outboxPage}?to=demo@betline.demo` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Reset your Betline password');
    expect(page.body).toContain('<a href="http://localhost:8080/en/user/passwordreset?token=');
    const bad = await on.inject({ method: 'GET', url: `${P.outbox}?limit=0` });
    expect(bad.statusCode).toBe(400);
  });

  it('the demo two-step tool answers the code of demo players only', async () => {
    const res = await on.inject({ method: 'GET', url: `${DEMO_TWO_STEP_CODE_PATH}?login=demo2fa` });
    expect(res.json()).toMatchObject({ login: 'demo2fa', code: expect.stringMatching(/^\d{6}$/) });
    expect(
      (await on.inject({ method: 'GET', url: `${DEMO_TWO_STEP_CODE_PATH}?login=demo` })).statusCode,
    ).toBe(404);
  });

  it('off (production without DEMO_MODE=true): neither the page nor the API nor the two-step tool exists', async () => {
    for (const url of [P.outbox, P.outboxPage, `${DEMO_TWO_STEP_CODE_PATH}?login=demo2fa`]) {
      expect((await off.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_PATHS, OPERATOR_UNAUTHENTICATED, operatorMeSchema } from '@betline/contracts';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, useSeededApp, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { DEMO_OPERATOR_NAME, DEMO_OPERATOR_TOKEN } from './seed';
import { createOperators } from './service';

const me = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: OPERATOR_PATHS.me, headers });

describe.each(drivers)('operator API on $name', (driver) => {
  const ctx = useSeededApp(driver);

  it('answers 401 with what to send without a valid operator token, a player session included', async () => {
    const player = await registerAndSignIn(ctx.app);
    for (const headers of [
      {},
      { authorization: 'Bearer not-an-operator-token-at-all' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(400)}` },
      player.headers,
    ]) {
      const res = await me(ctx.app, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: OPERATOR_UNAUTHENTICATED,
        message: expect.stringMatching(/Bearer/),
      });
    }
  });

  it('the demo operator of the demo data is accepted where demo routes are on', async () => {
    const res = await me(ctx.app, { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(operatorMeSchema.parse(res.json())).toMatchObject({ name: DEMO_OPERATOR_NAME });
  });

  it('a new operator gets a token once; a disabled one is refused', async () => {
    const operators = createOperators(ctx.database.db, { acceptDemo: false });
    const created = await operators.add('Night shift');
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const auth = { authorization: `Bearer ${created.token}` };
    expect((await me(ctx.app, auth)).json()).toEqual({ operatorId: created.operatorId, name: 'Night shift' });
    await operators.disable(created.operatorId, new Date());
    expect((await me(ctx.app, auth)).statusCode).toBe(401);
  });
});

describe('operator API of a production start', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createSeededDatabase(drivers[0]!);
    app = buildApp({ db: database, webDistDir: null, devRoutes: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('refuses the demo operator whose token is public', async () => {
    expect((await me(app, { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` })).statusCode).toBe(401);
    const created = await createOperators(database.db, { acceptDemo: false }).add('Compliance');
    expect((await me(app, { authorization: `Bearer ${created.token}` })).statusCode).toBe(200);
  });
});

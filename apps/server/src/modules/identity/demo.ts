/**
 * Demo players, created on first start (and in every test database) when their login is free. The README
 * lists their credentials. Other modules add theirs with `seedDemoPlayers(db, [...])` from the seed.
 */
import type { Db } from '../../db/client';
import { createIdentityService, type CreatePlayerInput } from './service';

export const DEMO_PASSWORD = 'Demo12345';
/**
 * The two-step secret of `demo2fa` (base32). Public on purpose: it is a demo account. Codes come from any
 * authenticator app with this secret, or from `GET /web-api/dev/two-step-code?login=demo2fa`.
 */
export const DEMO_TWO_STEP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

export type DemoPlayer = CreatePlayerInput & { login: string };

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    login: 'demo',
    password: DEMO_PASSWORD,
    email: 'demo@betline.demo',
    emailVerified: true,
    phone: '+79990000001',
    phoneVerified: true,
    countryId: 1,
    currencyId: 1,
    registrationType: 'demo',
    personalData: { name: 'Demo', surname: 'Player' },
  },
  {
    login: 'demo2fa',
    password: DEMO_PASSWORD,
    email: 'demo2fa@betline.demo',
    emailVerified: true,
    countryId: 2,
    currencyId: 2,
    registrationType: 'demo',
    totpSecret: DEMO_TWO_STEP_SECRET,
  },
  {
    login: 'banned',
    password: DEMO_PASSWORD,
    email: 'banned@betline.demo',
    emailVerified: true,
    countryId: 3,
    currencyId: 3,
    registrationType: 'demo',
    banLevel: 45,
    banVersion: 2,
  },
];

/** Logins of the demo players whose two-step code the demo tools may show. */
export const DEMO_TWO_STEP_LOGINS: readonly string[] = DEMO_PLAYERS.filter((p) => p.totpSecret).map(
  (p) => p.login,
);

/** Creates the players whose login is still free; answers the logins created. */
export async function seedDemoPlayers(
  db: Db,
  players: readonly DemoPlayer[] = DEMO_PLAYERS,
  onPlayerCreated?: (playerId: number) => Promise<void>,
): Promise<string[]> {
  const identity = createIdentityService(db, onPlayerCreated ? { onPlayerCreated } : {});
  const created: string[] = [];
  for (const p of players) {
    if (await identity.findByIdentifier(p.login)) continue;
    try {
      await identity.createPlayer(p);
      created.push(p.login);
    } catch (error) {
      // Another process seeding at the same moment created it first.
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
    }
  }
  return created;
}

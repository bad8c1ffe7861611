/**
 * Demo data of player protection, written once (a demo player that exists already is left alone):
 * - `timeout_demo`: a 30-day time-out (limit 33) in force: signing in is refused with its end date;
 * - `limits_demo`: a 24 h deposit limit of 100 with an increase to 500 waiting; the approval prompt is due (the
 *   change was asked for 25 hours before the seed ran), so the player sees it at once.
 */
import { DAY_MS, HOUR_MS, LIMIT_TYPE } from '@betline/core';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD, seedDemoPlayers } from '../identity/demo';
import { createIdentityService } from '../identity/service';
import { limitChangeLog, playerLimit } from './tables';

export const PROTECTION_DEMO_PLAYERS = {
  timeOut: { login: 'timeout_demo', password: DEMO_PASSWORD },
  pending: { login: 'limits_demo', password: DEMO_PASSWORD },
} as const;

export async function seedProtectionDemo(db: Db, now: number = Date.now()): Promise<string[]> {
  const created = await seedDemoPlayers(db, [
    {
      login: PROTECTION_DEMO_PLAYERS.timeOut.login,
      password: DEMO_PASSWORD,
      email: 'timeout@betline.demo',
      emailVerified: true,
      countryId: 1,
      currencyId: 1,
      registrationType: 'demo',
    },
    {
      login: PROTECTION_DEMO_PLAYERS.pending.login,
      password: DEMO_PASSWORD,
      email: 'limits@betline.demo',
      emailVerified: true,
      countryId: 2,
      currencyId: 2,
      registrationType: 'demo',
    },
  ]);
  const identity = createIdentityService(db);
  if (created.includes(PROTECTION_DEMO_PLAYERS.timeOut.login)) {
    const p = await identity.findByIdentifier(PROTECTION_DEMO_PLAYERS.timeOut.login);
    if (p) {
      await db.insert(playerLimit).values({
        playerId: p.id,
        limitType: LIMIT_TYPE.TIME_OUT,
        value: 30,
        startedAt: now,
        endsAt: now + 30 * DAY_MS,
        updatedAt: now,
      });
      await db.insert(limitChangeLog).values({
        playerId: p.id,
        limitType: LIMIT_TYPE.TIME_OUT,
        action: 'set',
        oldValue: null,
        newValue: 30,
        actor: 'system',
        at: now,
      });
    }
  }
  if (created.includes(PROTECTION_DEMO_PLAYERS.pending.login)) {
    const p = await identity.findByIdentifier(PROTECTION_DEMO_PLAYERS.pending.login);
    if (p) {
      const asked = now - 25 * HOUR_MS;
      await db.insert(playerLimit).values({
        playerId: p.id,
        limitType: LIMIT_TYPE.DEPOSIT_24H,
        value: 100,
        startedAt: now - 3 * DAY_MS,
        endsAt: null,
        hasPending: true,
        pendingValue: 500,
        pendingRequestedAt: asked,
        currency: 'USD',
        updatedAt: asked,
      });
      await db.insert(limitChangeLog).values([
        {
          playerId: p.id,
          limitType: 20,
          action: 'set',
          oldValue: null,
          newValue: 100,
          actor: 'system',
          at: now - 3 * DAY_MS,
        },
        {
          playerId: p.id,
          limitType: 20,
          action: 'pending',
          oldValue: 100,
          newValue: 500,
          actor: 'system',
          at: asked,
        },
      ]);
    }
  }
  return created;
}

/**
 * What the betting benchmarks share: funded demo players (a main RUB account each, funded from the house's
 * adjustments account through the ledger) and the betting service as the server builds it.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { DEFAULT_SITE_SETTINGS } from '../src/db/seed';
import { systemClock } from '../src/infra/clock';
import type { FeedService } from '../src/modules/feed/service';
import { createIdentityService } from '../src/modules/identity/service';
import { createBetting } from '../src/modules/sportsbook/bets';
import { createLedger } from '../src/modules/wallet/ledger';
import { createMoneyStack } from '../src/money';

export const RUB = 1;

/** `count` new players with `balance` minor units of RUB each; answers their ids. */
export async function fundedPlayers(db: Db, count: number, balance: number): Promise<number[]> {
  const identity = createIdentityService(db);
  const ledger = createLedger(db);
  const house = await ledger.houseAccountId('adjustments', RUB);
  const players: number[] = [];
  for (let i = 0; i < count; i++) {
    const p = await identity.createPlayer({ countryId: 1, currencyId: RUB, registrationType: 'demo' });
    const account = await ledger.openAccount({ playerId: p.id, type: 0, currencyId: RUB, isActive: true });
    await ledger.transferAlone({
      key: `bench-fund:${randomUUID()}`,
      kind: 'adjustment',
      playerId: p.id,
      entries: [
        { accountId: house, amount: -balance },
        { accountId: account.id, amount: balance },
      ],
    });
    players.push(p.id);
  }
  return players;
}

/** The betting service with the demo site settings, no in-play delay and the system clock. */
export function benchBetting(db: Db, feed: FeedService) {
  return createBetting({
    db,
    feed,
    money: createMoneyStack(db).money,
    clock: systemClock,
    siteConfig: async () => DEFAULT_SITE_SETTINGS,
    liveDelayMs: 0,
  });
}

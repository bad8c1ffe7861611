/**
 * The betting worker (docs/adr/0016-betting.md, 0034-worker-leases.md): every `intervalMs` it places the demo
 * players' demo bets once the feed has games (when asked to), decides the VIP bets that are due, cashes out the
 * coupons whose offer reached their auto cash-out value and runs the settlement sweep; a game that finishes
 * (its 'finished' message on the feed bus) is settled at once, the sweep catching whatever that misses.
 *
 * With several server processes on one site, only the holder of the `betting` lease does this work: the others
 * keep trying to take the lease and take over within a term of the holder's death. Settlement stays correct
 * without the lease (a coupon is locked and settled once, its payout is one ledger transaction per key); the
 * lease keeps the processes from doing the same work side by side.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { leaseKeeper, type Lease } from '../../infra/lease';
import { FEED_SUBJECT_PREFIX, type FeedBusMessage, type FeedService } from '../feed/service';
import type { Betting } from './bets';
import { seedBettingDemo } from './seed';
import type { Settlement } from './settlement';

export interface BettingWorkerOptions {
  db: Db;
  feed: FeedService;
  betting: Betting;
  settlement: Settlement;
  /** The `betting` lease of this process; the work runs only while it is held. */
  lease: Lease;
  /** Milliseconds between two sweeps; 0 = no worker at all (tests drive settlement themselves). */
  intervalMs: number;
  /** VIP bets are decided (demo rule) this long after placement. Default 10 000 ms. */
  vipDecisionMs?: number;
  /** Place the demo players' demo bets once the feed has games. Default false. */
  demoBets?: boolean;
  /** The auto cash-out sweep (history.runAutoCashouts), run at every turn before the settlement sweep. */
  autoCashouts?: () => Promise<number>;
}

/** Starts the worker when the app is ready and stops it (waiting for the sweep in flight) when it closes. */
export function startBettingWorker(app: FastifyInstance, options: BettingWorkerOptions): void {
  const { db, feed, betting, settlement, lease, intervalMs } = options;
  if (intervalMs <= 0) return;
  const vipMs = options.vipDecisionMs ?? 10_000;
  let demoPending = options.demoBets ?? false;
  const keeper = leaseKeeper(lease, (error) =>
    app.log.error({ err: error, lease: lease.name }, 'betting: the worker lease could not be renewed'),
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;

  const loop = () => {
    running = (async () => {
      if (!lease.held()) return;
      try {
        if (demoPending) demoPending = !(await seedBettingDemo({ db, feed, betting, settlement }));
        await settlement.decideVipBets(vipMs);
        await options.autoCashouts?.();
        await settlement.settleDue();
      } catch (error) {
        app.log.error({ err: error }, 'betting: settlement sweep failed');
      }
    })();
    void running.then(() => {
      if (timer !== undefined) timer = setTimeout(loop, intervalMs);
    });
  };

  app.addHook('onReady', async () => {
    await keeper.start();
    timer = setTimeout(loop, intervalMs);
    // A game that finishes is settled at once by the lease holder (the sweep catches whatever this misses).
    unsubscribe = await feed.bus.subscribe(`${FEED_SUBJECT_PREFIX}.*`, (message) => {
      const data = message.data as Partial<FeedBusMessage>;
      if (data.status !== 'finished' || typeof data.gameId !== 'number' || !lease.held()) return;
      settlement
        .settleGame(data.gameId)
        .catch((error: unknown) => app.log.error({ err: error }, 'betting: settling a finished game failed'));
    });
  });
  app.addHook('onClose', async () => {
    const t = timer;
    timer = undefined;
    if (t) clearTimeout(t);
    await unsubscribe?.();
    await running;
    await keeper.stop();
  });
}

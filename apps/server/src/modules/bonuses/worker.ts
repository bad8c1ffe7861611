/**
 * The bonus expiry job (docs/adr/0045-bonuses-wagering.md, 0034-worker-leases.md): every `intervalMs` the
 * holder of the `bonuses` lease expires the active bonuses whose time is up (their money is removed through
 * the ledger). Safe without the lease too: each expiry is a guarded status change and one ledger key.
 */
import type { FastifyInstance } from 'fastify';
import { leaseKeeper, type Lease } from '../../infra/lease';
import type { Bonuses } from './service';

export function startBonusExpiry(
  app: FastifyInstance,
  options: { bonuses: Bonuses; lease: Lease; intervalMs: number },
): void {
  const { bonuses, lease, intervalMs } = options;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const keeper = leaseKeeper(lease, (error) =>
    app.log.error({ err: error, lease: lease.name }, 'bonuses: the expiry lease could not be renewed'),
  );
  app.addHook('onReady', async () => {
    await keeper.start();
    timer = setInterval(() => {
      if (running || !lease.held()) return;
      running = bonuses
        .expireDue()
        .then((expired) => {
          if (expired > 0) app.log.info({ expired }, 'bonuses expired');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'bonuses: expiry failed'))
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await keeper.stop();
  });
}

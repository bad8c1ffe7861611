/**
 * Bring a friend's reward job (docs/adr/0047-bring-a-friend.md, 0034-worker-leases.md): every `intervalMs` the
 * holder of the `referrals` lease rewards the players whose friends qualified. Safe without the lease too: a
 * reward is a guarded status change and one ledger key per friend.
 */
import type { FastifyInstance } from 'fastify';
import { leaseKeeper, type Lease } from '../../infra/lease';
import type { Referrals } from './service';

export function startReferralRewards(
  app: FastifyInstance,
  options: { referrals: Referrals; lease: Lease; intervalMs: number },
): void {
  const { referrals, lease, intervalMs } = options;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const keeper = leaseKeeper(lease, (error) =>
    app.log.error({ err: error, lease: lease.name }, 'referrals: the reward lease could not be renewed'),
  );
  app.addHook('onReady', async () => {
    await keeper.start();
    timer = setInterval(() => {
      if (running || !lease.held()) return;
      running = referrals
        .rewardDue()
        .then((rewarded) => {
          if (rewarded > 0) app.log.info({ rewarded }, 'referrals rewarded');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'referrals: rewarding failed'))
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

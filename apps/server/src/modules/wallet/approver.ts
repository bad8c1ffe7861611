/**
 * Demo mode's automatic withdrawal approval: every `intervalMs` the server pays out the withdrawals the
 * gateway accepted whose delay (`withdrawalApproveDelayMs`) has passed. Safe with several server processes:
 * each payout is a guarded status change plus a ledger transfer with a unique key, so a payment is paid once.
 * Given a lease (docs/adr/0034-worker-leases.md), only the process that holds it approves.
 */
import type { FastifyInstance } from 'fastify';
import { leaseKeeper, type Lease } from '../../infra/lease';
import type { Wallet } from './service';

export function startWithdrawalApprover(
  app: FastifyInstance,
  wallet: Wallet,
  intervalMs: number,
  lease?: Lease,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const keeper =
    lease &&
    leaseKeeper(lease, (error) =>
      app.log.error({ err: error, lease: lease.name }, 'the withdrawal approver lease could not be renewed'),
    );
  app.addHook('onReady', async () => {
    await keeper?.start();
    timer = setInterval(() => {
      if (running || (lease && !lease.held())) return;
      running = true;
      wallet
        .approveDueWithdrawals()
        .then((approved) => {
          if (approved > 0) app.log.info({ approved }, 'withdrawals approved');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'withdrawal approval failed'))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await keeper?.stop();
  });
}

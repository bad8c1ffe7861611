/**
 * The demo's automatic verification: every `intervalMs` the documents under review for longer than
 * `afterMs` are approved, as an operator would. Only where demo routes are on (main.ts), never on a real
 * site. With several server processes only the holder of the lease runs it (docs/adr/0034-worker-leases.md);
 * each approval is guarded by the status, so a player is approved once.
 */
import type { FastifyInstance } from 'fastify';
import { leaseKeeper, type Lease } from '../../infra/lease';
import type { VerificationService } from './service';

export interface VerificationApproverOptions {
  /** 0: never. */
  intervalMs: number;
  /** How long documents wait before the demo approves them. */
  afterMs: number;
  now: () => number;
  lease?: Lease;
}

export function startVerificationApprover(
  app: FastifyInstance,
  verification: VerificationService,
  { intervalMs, afterMs, now, lease }: VerificationApproverOptions,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const keeper =
    lease &&
    leaseKeeper(lease, (error) =>
      app.log.error(
        { err: error, lease: lease.name },
        'the verification approver lease could not be renewed',
      ),
    );
  app.addHook('onReady', async () => {
    await keeper?.start();
    timer = setInterval(() => {
      if (running || (lease && !lease.held())) return;
      running = true;
      verification
        .approveDue(new Date(now() - afterMs))
        .then((approved) => {
          if (approved > 0) app.log.info({ approved }, 'demo: verifications approved');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'demo verification approval failed'))
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

/**
 * A background job run every `intervalMs` by the holder of its lease (ADR 0034): one process of a site runs it
 * at a time, another takes over when the holder stops renewing. A run does not start while the last one is still
 * going; a failed run is logged and the next one tries again. `intervalMs` 0 (or less): the job is not started.
 */
import type { FastifyInstance } from 'fastify';
import { leaseKeeper, type Lease } from './lease';

export interface LeasedJob {
  /** Names the job in the log (`bonuses: expiry`). */
  name: string;
  lease: Lease;
  intervalMs: number;
  /** One run; answers how many things it did (logged when more than 0). */
  run(): Promise<number>;
}

export function startLeasedJob(app: FastifyInstance, job: LeasedJob): void {
  const { name, lease, intervalMs } = job;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const keeper = leaseKeeper(lease, (error) =>
    app.log.error({ err: error, lease: lease.name }, `${name}: the lease could not be renewed`),
  );
  app.addHook('onReady', async () => {
    await keeper.start();
    timer = setInterval(() => {
      if (running || !lease.held()) return;
      running = job
        .run()
        .then((done) => {
          if (done > 0) app.log.info({ done }, `${name}: done`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, `${name}: failed`))
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

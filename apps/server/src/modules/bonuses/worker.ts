/**
 * The bonus expiry job (docs/adr/0045-bonuses-wagering.md, 0034-worker-leases.md): every `intervalMs` the
 * holder of the `bonuses` lease expires the active bonuses whose time is up (their money is removed through
 * the ledger). Safe without the lease too: each expiry is a guarded status change and one ledger key.
 */
import type { FastifyInstance } from 'fastify';
import { startLeasedJob } from '../../infra/leasedJob';
import type { Lease } from '../../infra/lease';
import type { Bonuses } from './service';

export function startBonusExpiry(
  app: FastifyInstance,
  options: { bonuses: Bonuses; lease: Lease; intervalMs: number },
): void {
  startLeasedJob(app, {
    name: 'bonuses: expiry',
    lease: options.lease,
    intervalMs: options.intervalMs,
    run: () => options.bonuses.expireDue(),
  });
}

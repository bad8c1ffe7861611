import { HEALTH_PATH } from '@betline/contracts';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { checkHealth } from './service';

export function registerHealthRoutes(app: App, { database }: { database: Database }): void {
  app.get(HEALTH_PATH, async (request, reply) => {
    const { healthy, body } = await checkHealth(database);
    if (!healthy) request.log.warn('health check: the database does not answer');
    return reply
      .status(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

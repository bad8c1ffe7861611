import { HEALTH_PATH, healthResponseSchema } from '@betline/contracts';
import { answers } from '../../http/zod';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { checkHealth } from './service';

export function registerHealthRoutes(app: App, { database }: { database: Database }): void {
  const schema = { response: answers({ 200: healthResponseSchema, 503: healthResponseSchema }) };
  app.get(HEALTH_PATH, { schema }, async (request, reply) => {
    const { healthy, body } = await checkHealth(database);
    if (!healthy) request.log.warn('health check: the database does not answer');
    return reply
      .status(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

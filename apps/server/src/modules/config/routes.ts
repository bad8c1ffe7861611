import { createHash } from 'node:crypto';
import { SITE_CONFIG_CACHE_CONTROL, SITE_CONFIG_PATH, siteConfigQuerySchema } from '@betline/contracts';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { getSiteConfig } from './service';

export interface ConfigRoutesOptions {
  database: Database;
  brand: string;
}

export function registerConfigRoutes(app: App, { database, brand }: ConfigRoutesOptions): void {
  // API-019: the site config takes the query `lang`.
  app.get(SITE_CONFIG_PATH, { schema: { querystring: siteConfigQuerySchema } }, async (request, reply) => {
    const config = await getSiteConfig(database.db, brand, request.query.lang);
    const body = JSON.stringify(config);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    void reply
      .header('cache-control', SITE_CONFIG_CACHE_CONTROL)
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

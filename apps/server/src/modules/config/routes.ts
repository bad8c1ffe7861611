import { SITE_CONFIG_CACHE_CONTROL, SITE_CONFIG_PATH, siteConfigQuerySchema } from '@betline/contracts';
import type { App } from '../../app';
import type { SiteService } from '../site/service';

export interface ConfigRoutesOptions {
  site: SiteService;
}

export function registerConfigRoutes(app: App, { site }: ConfigRoutesOptions): void {
  // API-019: the site config takes the query `lang`; answered from memory (fresh 600 s, then stale to 900 s).
  app.get(SITE_CONFIG_PATH, { schema: { querystring: siteConfigQuerySchema } }, async (request, reply) => {
    const answer = await site.siteConfigAnswer(request.query.lang);
    void reply
      .header('cache-control', SITE_CONFIG_CACHE_CONTROL)
      .header('etag', answer.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}

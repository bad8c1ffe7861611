import {
  SITE_CONFIG_CACHE_CONTROL,
  SITE_CONFIG_PATH,
  siteConfigQuerySchema,
  siteConfigSchema,
} from '@betline/contracts';
import { answers } from '../../http/zod';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app';
import type { SiteService } from '../site/service';

export interface ConfigRoutesOptions {
  site: SiteService;
}

export function registerConfigRoutes(app: App, { site }: ConfigRoutesOptions): void {
  // API-019: the site config takes the query `lang`; answered from memory (fresh 600 s, then stale to 900 s).
  // The answer is the cached JSON text (sent as it is: the declaration documents it, the serializer is not run).
  const schema = { querystring: siteConfigQuerySchema, response: answers({ 200: siteConfigSchema }) };
  app.get(SITE_CONFIG_PATH, { schema }, async (request, reply) => {
    const answer = await site.siteConfigAnswer(request.query.lang);
    // The typed reply takes the answer's object; this one sends its cached JSON text, or nothing (304).
    const text: FastifyReply = reply;
    void text
      .header('cache-control', SITE_CONFIG_CACHE_CONTROL)
      .header('etag', answer.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === answer.etag) return text.status(304).send();
    return text.type('application/json; charset=utf-8').send(answer.body);
  });
}

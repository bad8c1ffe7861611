/**
 * The SEO requests (API-053..058) under `/web-api/seo`, robots.txt and the sitemap, validated with the
 * contracts' schemas. Addresses in the answers use the site's public origin: PUBLIC_URL when set, else the
 * request's own (its Host header, and X-Forwarded-* behind a trusted proxy).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  hostSchema,
  ROBOTS_TXT_PATH,
  SEO_CACHE_CONTROL,
  SEO_PATHS,
  SITEMAP_PART_PATH,
  SITEMAP_PATH,
  seoContentResponseSchema,
  seoCountersQuerySchema,
  seoCountersResponseSchema,
  seoLanguagesResponseSchema,
  seoPageDataSchema,
  seoPathQuerySchema,
  seoSportsQuerySchema,
  seoSportsResponseSchema,
  seoVisualResponseSchema,
  sitemapPartParamsSchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { SeoService } from './service';

export interface SeoRoutesOptions {
  seo: SeoService;
  /** The site's public address (PUBLIC_URL); absent: each request's own origin. */
  publicUrl?: string | undefined;
}

/** robots.txt and the sitemap change with the feed's games: shared caches keep them ten minutes. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=600';

/** The origin the answers' addresses are written with. */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return new URL(publicUrl).origin;
  const host = request.host.toLowerCase();
  if (!hostSchema.safeParse(host).success) {
    throw new HttpError(400, 'the Host header is not a host name: the site cannot write its own address');
  }
  return `${request.protocol}://${host}`;
}

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (fastify, { seo, publicUrl }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const origin = (request: FastifyRequest) => originOf(request, publicUrl);
  // The answers are the same for everyone: shared caches may keep them (errors are not kept).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', reply.statusCode === 200 ? SEO_CACHE_CONTROL : 'no-store');
    }
  });

  // API-053: the sports with their English names and their names in the asked language (2999 included).
  app.get(
    SEO_PATHS.sports,
    { schema: { querystring: seoSportsQuerySchema, response: answers({ 200: seoSportsResponseSchema }) } },
    (request) => seo.sports(request.query.lng),
  );

  // API-054: a page's head.
  app.get(
    SEO_PATHS.page,
    { schema: { querystring: seoPathQuerySchema, response: answers({ 200: seoPageDataSchema }) } },
    (request) => seo.page(request.query.path, origin(request)),
  );

  // API-055: the text of a page's SEO block.
  app.get(
    SEO_PATHS.content,
    {
      schema: { querystring: seoPathQuerySchema, response: answers({ 200: seoContentResponseSchema }) },
    },
    (request) => seo.content(request.query.path),
  );

  // API-056: a page's heading, breadcrumbs and picture.
  app.get(
    SEO_PATHS.visual,
    {
      schema: { querystring: seoPathQuerySchema, response: answers({ 200: seoVisualResponseSchema }) },
    },
    (request) => seo.visual(request.query.path, origin(request)),
  );

  // API-057: the ISO language map.
  app.get(SEO_PATHS.languages, { schema: { response: answers({ 200: seoLanguagesResponseSchema }) } }, () =>
    seo.languages(),
  );

  // API-058: the analytics counters of a domain and a project.
  app.get(
    SEO_PATHS.counters,
    {
      schema: { querystring: seoCountersQuerySchema, response: answers({ 200: seoCountersResponseSchema }) },
    },
    (request) => seo.counters(request.query.domain, request.query.projectId),
  );

  app.get(ROBOTS_TXT_PATH, async (request, reply) => {
    const text = await seo.robotsTxt(origin(request));
    return reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE_CONTROL).send(text);
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const xml = await seo.sitemap(origin(request));
    if (xml === null) throw new HttpError(404, 'the site has no sitemap');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .send(xml);
  });

  app.get(SITEMAP_PART_PATH, { schema: { params: sitemapPartParamsSchema } }, async (request, reply) => {
    const xml = await seo.sitemap(origin(request), request.params.file);
    if (xml === null) throw new HttpError(404, `the sitemap has no part ${request.params.file}`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .send(xml);
  });
};

/**
 * The content module's HTTP routes (a Fastify plugin: `app.register(contentRoutes, { content, operators })`):
 * the public reads under `/web-api/content` and the operator's drafts and publications under
 * `/operator-api/content`, behind `requireOperator`.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  CONTENT_CACHE_CONTROL,
  CONTENT_HTML_MAX,
  CONTENT_PATHS,
  OPERATOR_CONTENT_PATHS,
  contentDraftParamsSchema,
  contentDraftRequestSchema,
  contentDraftSchema,
  contentLngQuerySchema,
  contentPageParamsSchema,
  contentPageSchema,
  contentPagesResponseSchema,
  postParamsSchema,
  postSchema,
  postsParamsSchema,
  postsQuerySchema,
  postsResponseSchema,
  ruleChapterParamsSchema,
  ruleChapterSchema,
  rulesResponseSchema,
  rulesSearchQuerySchema,
  rulesSearchResponseSchema,
} from '@betline/contracts';
import { requireOperator } from '../../http/operatorAuth';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { Operators } from '../operator/service';
import type { ContentService } from './service';

export interface ContentRoutesOptions {
  content: ContentService;
  operators: Operators;
}

export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (
  fastify,
  { content, operators },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await app.register(async (reads) => {
    const r = reads.withTypeProvider<ZodTypeProvider>();
    // The texts are the same for everyone until an operator publishes: shared caches may keep them.
    r.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) {
        void reply.header('cache-control', reply.statusCode === 200 ? CONTENT_CACHE_CONTROL : 'no-store');
      }
    });

    r.get(
      CONTENT_PATHS.pages,
      {
        schema: {
          querystring: contentLngQuerySchema,
          response: answers({ 200: contentPagesResponseSchema }),
        },
      },
      (request) => content.pages(request.query.lng),
    );

    r.get(
      CONTENT_PATHS.page,
      {
        schema: {
          params: contentPageParamsSchema,
          querystring: contentLngQuerySchema,
          response: answers({ 200: contentPageSchema }),
        },
      },
      (request) => content.page(request.params.slug, request.query.lng),
    );

    r.get(
      CONTENT_PATHS.rules,
      { schema: { querystring: contentLngQuerySchema, response: answers({ 200: rulesResponseSchema }) } },
      (request) => content.rules(request.query.lng),
    );

    r.get(
      CONTENT_PATHS.rulesSearch,
      {
        schema: {
          querystring: rulesSearchQuerySchema,
          response: answers({ 200: rulesSearchResponseSchema }),
        },
      },
      (request) => content.search(request.query.lng, request.query.q),
    );

    r.get(
      CONTENT_PATHS.ruleChapter,
      {
        schema: {
          params: ruleChapterParamsSchema,
          querystring: contentLngQuerySchema,
          response: answers({ 200: ruleChapterSchema }),
        },
      },
      (request) => content.chapter(request.params.group, request.params.chapter, request.query.lng),
    );

    r.get(
      CONTENT_PATHS.posts,
      {
        schema: {
          params: postsParamsSchema,
          querystring: postsQuerySchema,
          response: answers({ 200: postsResponseSchema }),
        },
      },
      (request) => content.posts(request.params.kind, request.query),
    );

    r.get(
      CONTENT_PATHS.post,
      {
        schema: {
          params: postParamsSchema,
          querystring: contentLngQuerySchema,
          response: answers({ 200: postSchema }),
        },
      },
      (request) => content.post(request.params.kind, request.params.slug, request.query.lng),
    );
  });

  const operator = requireOperator(operators);

  app.post(
    OPERATOR_CONTENT_PATHS.drafts,
    {
      preHandler: operator,
      // Room for the longest text the schema allows (its HTML escaped in JSON).
      bodyLimit: 4 * CONTENT_HTML_MAX,
      schema: { body: contentDraftRequestSchema, response: answers({ 201: contentDraftSchema }) },
    },
    async (request, reply) => {
      const draft = await content.createDraft(request.body);
      return reply.code(201).send(draft);
    },
  );

  app.post(
    OPERATOR_CONTENT_PATHS.publish,
    {
      preHandler: operator,
      schema: { params: contentDraftParamsSchema, response: answers({ 200: contentDraftSchema }) },
    },
    (request) => content.publish(request.params.id),
  );
};

/**
 * The views module's HTTP routes (a Fastify plugin: `app.register(viewRoutes, { views, operators })`): the
 * public read under `/web-api/views` and the operator's create-or-replace under `/operator-api/views`, behind
 * `requireOperator`.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  OPERATOR_REMOTE_VIEW_PATHS,
  REMOTE_VIEW_BODY_MAX,
  REMOTE_VIEW_CACHE_CONTROL,
  REMOTE_VIEW_PATHS,
  remoteViewParamsSchema,
  remoteViewQuerySchema,
  remoteViewSchema,
  remoteViewWriteSchema,
} from '@betline/contracts';
import { requireOperator } from '../../http/operatorAuth';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { Operators } from '../operator/service';
import type { ViewService } from './service';

export interface ViewRoutesOptions {
  views: ViewService;
  operators: Operators;
}

export const viewRoutes: FastifyPluginAsync<ViewRoutesOptions> = async (fastify, { views, operators }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    REMOTE_VIEW_PATHS.view,
    {
      schema: {
        params: remoteViewParamsSchema,
        querystring: remoteViewQuerySchema,
        response: answers({ 200: remoteViewSchema }),
      },
    },
    async (request, reply) => {
      const view = await views.view(request.params.appName, request.query.lng);
      return reply.header('cache-control', REMOTE_VIEW_CACHE_CONTROL).send(view);
    },
  );

  app.put(
    OPERATOR_REMOTE_VIEW_PATHS.view,
    {
      preHandler: requireOperator(operators),
      // Room for the largest view the schema allows (its HTML and CSS escaped in JSON).
      bodyLimit: 4 * (REMOTE_VIEW_BODY_MAX + 50_000),
      schema: {
        params: remoteViewParamsSchema,
        body: remoteViewWriteSchema,
        response: answers({ 200: remoteViewSchema, 201: remoteViewSchema }),
      },
    },
    async (request, reply) => {
      const { view, created } = await views.write(request.params.appName, request.body);
      return reply.code(created ? 201 : 200).send(view);
    },
  );
};

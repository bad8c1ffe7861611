/**
 * HTTP routes of the operator module (a Fastify plugin: `app.register(operatorRoutes, { operators })`). Other
 * modules put their operator calls under `/operator-api/*` with `requireOperator(operators)` as preHandler.
 */
import type { FastifyPluginAsync } from 'fastify';
import { OPERATOR_PATHS, operatorMeSchema } from '@betline/contracts';
import { requireOperator } from '../../http/operatorAuth';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { Operators } from './service';

export interface OperatorRoutesOptions {
  operators: Operators;
}

export const operatorRoutes: FastifyPluginAsync<OperatorRoutesOptions> = async (fastify, { operators }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    OPERATOR_PATHS.me,
    { preHandler: requireOperator(operators), schema: { response: answers({ 200: operatorMeSchema }) } },
    (request) => {
      const me = request.operator;
      if (!me) throw new Error('requireOperator ran before this handler');
      return { operatorId: me.operatorId, name: me.name };
    },
  );
};

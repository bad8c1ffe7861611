/**
 * `requireOperator(operators)`: a Fastify preHandler for the operator API. Without a valid
 * `Authorization: Bearer <operator token>` it answers 401 with a message saying what to send; otherwise it sets
 * `request.operator = { operatorId, name }`. Bearer requests carry no cookie authority, so need no CSRF token.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Operators, RequestOperator } from '../modules/operator/service';
import { OPERATOR_UNAUTHENTICATED } from '@betline/contracts';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOperator`. */
    operator?: RequestOperator;
  }
}

export function requireOperator(operators: Operators): preHandlerAsyncHookHandler {
  return async function requireOperatorHandler(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer (\S{1,300})$/.exec(header) : null;
    const found = match?.[1] ? await operators.verify(match[1]) : null;
    if (!found) {
      throw new HttpError(
        401,
        'operator API: send Authorization: Bearer <operator token>',
        OPERATOR_UNAUTHENTICATED,
      );
    }
    request.operator = found;
  };
}

/**
 * The seed's captcha API (API-024..026) on ALTCHA: `GET /web-api/captcha/update` (a new proof-of-work
 * challenge, the widget's `challenge` URL), `POST /web-api/captcha/validate` (whether a solution would be
 * accepted; it is not used up), `GET /web-api/captcha/gettime` (the server's time and a challenge's time left).
 * A solution is used up by the request it guards (sign-in, registration, password reset, SMS code).
 */
import type { FastifyInstance } from 'fastify';
import {
  captchaGetTimeQuerySchema,
  captchaGetTimeSchema,
  captchaResultSchema,
  captchaValidateRequestSchema,
  IDENTITY_PATHS as P,
} from '@betline/contracts';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { CaptchaService } from './service';

export async function captchaRoutes(
  parent: FastifyInstance,
  { captcha, bodyLimit }: { captcha: CaptchaService; bodyLimit: number },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    P.captchaUpdate,
    // Undeclared answer: the challenge is altcha-lib's object, signed over its parameters; a schema that drops a
    // parameter it does not know (a new algorithm's cost fields) would make every solution fail to verify.
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return captcha.issue();
    },
  );

  app.get(
    P.captchaGetTime,
    { schema: { querystring: captchaGetTimeQuerySchema, response: answers({ 200: captchaGetTimeSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return captcha.timeLeft(request.query.expires_at);
    },
  );

  app.post(
    P.captchaValidate,
    {
      bodyLimit,
      schema: { body: captchaValidateRequestSchema, response: answers({ 200: captchaResultSchema }) },
    },
    async (request) => captcha.validate(request.body.payload),
  );
}

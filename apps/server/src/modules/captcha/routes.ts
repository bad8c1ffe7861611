/**
 * The seed's captcha API (API-024..026): `GET /web-api/captcha/update` (a new challenge),
 * `POST /web-api/captcha/validate`, `GET /web-api/captcha/gettime`.
 */
import type { FastifyInstance } from 'fastify';
import {
  captchaGetTimeQuerySchema,
  captchaValidateRequestSchema,
  IDENTITY_PATHS as P,
} from '@betline/contracts';
import type { ZodTypeProvider } from '../../http/zod';
import { AUTH_BODY_LIMIT, clearSessionCookies } from '../identity/cookies';
import { sessionToken } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { CaptchaService } from './service';

export async function captchaRoutes(
  parent: FastifyInstance,
  { captcha, identity }: { captcha: CaptchaService; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    P.captchaUpdate,
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return captcha.issue();
    },
  );

  app.get(
    P.captchaGetTime,
    { schema: { querystring: captchaGetTimeQuerySchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return captcha.timeLeft(request.query.captcha_id);
    },
  );

  app.post(
    P.captchaValidate,
    { bodyLimit: AUTH_BODY_LIMIT, schema: { body: captchaValidateRequestSchema } },
    async (request, reply) => {
      const result = await captcha.validate(request.body.captcha_id, request.body.answer, request.ip);
      if (result.isLogoutUser) {
        // Too many wrong answers: a signed-in browser is signed out.
        await identity.revokeSessionToken(sessionToken(request));
        clearSessionCookies(request, reply);
      }
      return result;
    },
  );
}

/**
 * The device fingerprint service (SPEC §3, §8; ERR-017): `POST /web-api/fingerprint` signs a short-lived token
 * for a hash of the browser's device signals, and a hook checks the token of every request that carries one
 * (`x-fingerprint`). A forged, malformed or expired token is refused with HTTP 400 and the code
 * `fingerprint_invalid`, before the route runs (nothing happens), so that the client refreshes its token and
 * retries. A request without the header is served: the fingerprint is a signal, not a gate (API clients and
 * browsers that block the script still work).
 *
 * The token is a JWT (HS256, the identity module's helpers) with the hash of the device data and its expiry,
 * signed with a server secret shared through the database, so any server process accepts any other's tokens.
 */
import type { FastifyInstance } from 'fastify';
import {
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  FINGERPRINT_PATH,
  fingerprintRequestSchema,
  fingerprintSchema,
  type Fingerprint,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { readJwt, sha256, signJwt } from '../identity/crypto';

/** The secret's name in the server's shared secrets. */
const FINGERPRINT_SECRET = 'fingerprint-hs256';
/** How long a token is accepted: one hour. */
export const FINGERPRINT_TTL_SECONDS = 3600;

export interface FingerprintRoutesOptions {
  /** A secret shared by every server process (the identity service's `sharedSecret`). */
  sharedSecret: (name: string) => Promise<string>;
  /** Clock, epoch milliseconds. */
  now?: () => number;
  ttlSeconds?: number;
}

/** Registers the route and the check on the root instance (the check must see every route of the server). */
export function registerFingerprint(
  root: FastifyInstance,
  { sharedSecret, now = Date.now, ttlSeconds = FINGERPRINT_TTL_SECONDS }: FingerprintRoutesOptions,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const key = () => sharedSecret(FINGERPRINT_SECRET);
  const seconds = () => Math.floor(now() / 1000);

  // The route is declared once the plugins registered before are loaded (the OpenAPI generator lists it).
  root.after(() => {
    app.post(
      FINGERPRINT_PATH,
      { schema: { body: fingerprintRequestSchema, response: answers({ 200: fingerprintSchema }) } },
      async (request, reply) => {
        const iat = seconds();
        const exp = iat + ttlSeconds;
        const body: Fingerprint = {
          token: signJwt(await key(), { fp: sha256(request.body.data).slice(0, 32), iat, exp }),
          expiresAt: exp,
          data: request.body.data,
        };
        return reply.header('cache-control', 'no-store').send(body);
      },
    );
  });

  // Every request that carries a token, on every route of the server.
  root.addHook('onRequest', async (request) => {
    const header = request.headers[FINGERPRINT_HEADER];
    if (header === undefined) return;
    const token = Array.isArray(header) ? header[0] : header;
    const claims = token && token.length <= 1024 ? readJwt(await key(), token, seconds()) : null;
    if (!claims || typeof claims.fp !== 'string') {
      throw new HttpError(
        400,
        `the device fingerprint token in ${FINGERPRINT_HEADER} is invalid or expired: ask ${FINGERPRINT_PATH} for a new one and retry`,
        FINGERPRINT_ERROR_CODE,
      );
    }
  });
}

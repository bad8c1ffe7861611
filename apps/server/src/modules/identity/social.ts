/**
 * Social sign-in (`soc_reg`, API-030, API-037) against a demo OAuth 2.0 provider built into the server,
 * with the real authorization-code flow (state, PKCE S256, a one-time code exchanged at the token
 * endpoint with the client secret), and the seed's Google one-tap endpoints (API-017, API-018) whose
 * credential is an ID token of the same provider.
 *
 * Provider side (`/social-api/demo-oauth/{provider}/...`): `authorize` (a consent page where the demo user
 * types the e-mail and name the provider vouches for), `approve`, `token`, `userinfo`, and
 * `one-tap/credential` (what Google's one-tap script would hand the page).
 * Client side: `GET /web-api/auth/oauth/{provider}/start` redirects to `authorize`;
 * `GET /web-api/auth/oauth/{provider}/callback` exchanges the code through the token endpoint (an HTTP
 * request through the server's own router), signs the player in and redirects to the site.
 *
 * Providers: google and vk (REG-005 lists more; each is a name away: add it to `DEMO_PROVIDERS`).
 */
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTH_ERROR_CODES,
  googleOneTapClientIdSchema,
  googleOneTapRequestSchema,
  googleOneTapResponseSchema,
  IDENTITY_PATHS as P,
  oauthCallbackQuerySchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
} from '@betline/contracts';
import { siteConfig } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { hmac, randomToken, readJwt, safeEqual, sha256, signJwt } from './crypto';
import { sessionToken } from './guard';
import { AUTH_BODY_LIMIT, sessionMeta, setSessionCookies } from './cookies';
import type { IdentityService, SessionMeta, SignInResult } from './service';
import { playerSocial } from './tables';

export const DEMO_PROVIDERS = ['google', 'vk'] as const;
export type DemoProvider = (typeof DEMO_PROVIDERS)[number];

export const DEMO_OAUTH_BASE = '/social-api/demo-oauth';
const CODE_TTL_SECONDS = 60;
const STATE_TTL_SECONDS = 600;

const providerParams = z.object({ provider: z.enum(DEMO_PROVIDERS) });

function clientIdOf(provider: string): string {
  return `betline-demo-${provider}`;
}

function callbackPath(provider: string): string {
  return P.oauthCallback.replace(':provider', provider);
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A relative path on this site, or null (no open redirects). */
function safeReturnUrl(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

const approveBody = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(500),
  state: z.string().max(200),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge is a base64url SHA-256'),
  email: z.string().trim().toLowerCase().pipe(z.email('not an e-mail address').max(254)),
  name: z.string().trim().min(1).max(100),
  decision: z.enum(['allow', 'deny']),
});

const authorizeQuery = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(500),
  response_type: z.literal('code'),
  state: z.string().max(200),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge is a base64url SHA-256'),
  code_challenge_method: z.literal('S256'),
});

const tokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().max(200),
  redirect_uri: z.string().max(500),
  client_id: z.string().max(100),
  client_secret: z.string().max(200),
  code_verifier: z.string().min(43).max(128),
});

const oneTapCredentialBody = z.object({
  client_id: z.string().max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('not an e-mail address').max(254)),
  name: z.string().trim().min(1).max(100),
});

interface ProviderIdentity {
  sub: string;
  email: string;
  name: string;
}

export async function socialRoutes(
  parent: FastifyInstance,
  { identity, demoProvider = true }: { identity: IdentityService; demoProvider?: boolean },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The demo provider vouches for any e-mail typed into it: on a production site it would sign anyone in as
  // any social player. Its routes exist only with the demo and development routes (http/devRoutes.ts).
  const providerApp = demoProvider ? app : undefined;
  await app.register(fastifyFormbody, { bodyLimit: AUTH_BODY_LIMIT });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 4096, files: 0, parts: 10 },
  });

  const providerSecret = (provider: string) => identity.sharedSecret(`demo-oauth-${provider}-client-secret`);
  const providerSigningKey = (provider: string) =>
    identity.sharedSecret(`demo-oauth-${provider}-signing-key`);
  const redirectUri = (provider: string) => `${identity.publicUrl}${callbackPath(provider)}`;

  async function defaultCountryAndCurrency(): Promise<{ countryId: number; currencyId: number }> {
    const [row] = await identity.db
      .select({ settings: siteConfig.settings })
      .from(siteConfig)
      .where(eq(siteConfig.brand, identity.brand))
      .limit(1);
    return { countryId: 1, currencyId: row?.settings.currencyId ?? 1 };
  }

  /** Signs the provider identity in: its linked player, or a new `soc_reg` player. */
  async function signInSocial(
    provider: string,
    who: ProviderIdentity,
    fields: {
      countryId?: number | undefined;
      currencyId?: number | undefined;
      language?: string | undefined;
    },
    meta: SessionMeta,
  ): Promise<SignInResult> {
    const [link] = await identity.db
      .select()
      .from(playerSocial)
      .where(and(eq(playerSocial.provider, provider), eq(playerSocial.subject, who.sub)))
      .limit(1);
    let playerId = link?.playerId;
    if (playerId === undefined) {
      const defaults = await defaultCountryAndCurrency();
      // An e-mail already on another account is not linked automatically (that would let a provider
      // account take over a password account); the new player then has no e-mail.
      const emailTaken = (await identity.findByIdentifier(who.email)) !== undefined;
      const created = await identity.createPlayer({
        email: emailTaken ? null : who.email,
        emailVerified: !emailTaken,
        countryId: fields.countryId ?? defaults.countryId,
        currencyId: fields.currencyId ?? defaults.currencyId,
        registrationType: 'soc_reg',
        language: fields.language ?? 'en',
        personalData: { name: who.name },
      });
      await identity.db
        .insert(playerSocial)
        .values({ provider, subject: who.sub, playerId: created.id, email: who.email })
        .onConflictDoNothing();
      playerId = created.id;
    }
    const found = await identity.findPlayer(playerId);
    if (!found) throw new HttpError(500, 'social player vanished');
    return identity.afterPassword(found, 'social', meta);
  }

  // ----- the demo provider -------------------------------------------------------------------------------

  providerApp?.get(
    `${DEMO_OAUTH_BASE}/:provider/authorize`,
    { schema: { params: providerParams, querystring: authorizeQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const q = request.query;
      if (q.client_id !== clientIdOf(provider) || q.redirect_uri !== redirectUri(provider)) {
        throw new HttpError(400, 'unknown client_id or redirect_uri for this provider');
      }
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo ${escapeHtml(provider)} sign-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;font-size:1rem}button{margin:.75rem .5rem 0 0;padding:.5rem 1rem;font-size:1rem}</style></head>
<body><main><h1>Demo ${escapeHtml(provider)} account</h1>
<p>This is the demo sign-in provider built into the Betline server. Betline asks to know your e-mail address and name.</p>
<form method="post" action="${DEMO_OAUTH_BASE}/${provider}/approve">
${hidden('client_id', q.client_id)}${hidden('redirect_uri', q.redirect_uri)}${hidden('state', q.state)}${hidden('code_challenge', q.code_challenge)}
<label>E-mail <input name="email" type="email" required autocomplete="email" value="player@${provider}.demo"></label>
<label>Name <input name="name" required autocomplete="name" value="Demo Player"></label>
<button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button>
</form></main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  providerApp?.post(
    `${DEMO_OAUTH_BASE}/:provider/approve`,
    { bodyLimit: AUTH_BODY_LIMIT, schema: { params: providerParams, body: approveBody } },
    async (request, reply) => {
      const { provider } = request.params;
      const b = request.body;
      if (b.client_id !== clientIdOf(provider) || b.redirect_uri !== redirectUri(provider)) {
        throw new HttpError(400, 'unknown client_id or redirect_uri for this provider');
      }
      const target = new URL(b.redirect_uri);
      target.searchParams.set('state', b.state);
      if (b.decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = await identity.storeCode({
          purpose: 'oauth_code',
          target: b.client_id,
          payload: {
            provider,
            redirect_uri: b.redirect_uri,
            code_challenge: b.code_challenge,
            sub: sha256(`${provider}:${b.email}`).slice(0, 24),
            email: b.email,
            name: b.name,
          },
          ttlSeconds: CODE_TTL_SECONDS,
        });
        target.searchParams.set('code', code);
      }
      // The redirect is relative to this server when the public URL is ours.
      return reply.redirect(`${target.pathname}${target.search}`, 302);
    },
  );

  providerApp?.post(
    `${DEMO_OAUTH_BASE}/:provider/token`,
    { bodyLimit: AUTH_BODY_LIMIT, schema: { params: providerParams, body: tokenBody } },
    async (request, reply) => {
      const { provider } = request.params;
      const b = request.body;
      const secret = await providerSecret(provider);
      if (b.client_id !== clientIdOf(provider) || !safeEqual(b.client_secret, secret)) {
        return reply.status(401).send({ error: 'invalid_client' });
      }
      let row;
      try {
        row = await identity.consumeToken('oauth_code', b.code);
      } catch {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
      const payload = row.payload as Record<string, string>;
      const challenge = sha256Base64Url(b.code_verifier);
      if (
        payload.provider !== provider ||
        payload.redirect_uri !== b.redirect_uri ||
        row.target !== b.client_id ||
        payload.code_challenge !== challenge
      ) {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
      const key = await providerSigningKey(provider);
      const now = Math.floor(identity.now().getTime() / 1000);
      const who = { sub: payload.sub ?? '', email: payload.email ?? '', name: payload.name ?? '' };
      const accessToken = `${randomToken(8)}.${Buffer.from(JSON.stringify({ ...who, exp: now + 300 })).toString('base64url')}`;
      const signedAccess = `${accessToken}.${hmac(key, accessToken)}`;
      return reply.header('cache-control', 'no-store').send({
        access_token: signedAccess,
        token_type: 'Bearer',
        expires_in: 300,
        id_token: signIdToken(key, provider, clientIdOf(provider), who, now),
      });
    },
  );

  providerApp?.get(
    `${DEMO_OAUTH_BASE}/:provider/userinfo`,
    { schema: { params: providerParams } },
    async (request, reply) => {
      const key = await providerSigningKey(request.params.provider);
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      const parts = token.split('.');
      if (parts.length !== 3 || !safeEqual(parts[2] ?? '', hmac(key, `${parts[0]}.${parts[1]}`))) {
        return reply.status(401).send({ error: 'invalid_token' });
      }
      const claims = JSON.parse(
        Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'),
      ) as ProviderIdentity & {
        exp: number;
      };
      if (claims.exp <= Math.floor(identity.now().getTime() / 1000)) {
        return reply.status(401).send({ error: 'invalid_token' });
      }
      return { sub: claims.sub, email: claims.email, name: claims.name };
    },
  );

  /** What Google's one-tap script hands the page: an ID token for the site's client id. */
  providerApp?.post(
    `${DEMO_OAUTH_BASE}/google/one-tap/credential`,
    { bodyLimit: AUTH_BODY_LIMIT, schema: { body: oneTapCredentialBody } },
    async (request) => {
      if (request.body.client_id !== clientIdOf('google')) throw new HttpError(400, 'unknown client_id');
      const key = await providerSigningKey('google');
      const now = Math.floor(identity.now().getTime() / 1000);
      const who = {
        sub: sha256(`google:${request.body.email}`).slice(0, 24),
        email: request.body.email,
        name: request.body.name,
      };
      return { credential: signIdToken(key, 'google', request.body.client_id, who, now) };
    },
  );

  // ----- the client: Betline signing in with the provider ------------------------------------------------

  app.get(
    P.oauthStart,
    { schema: { params: oauthProviderParamsSchema, querystring: oauthStartQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!demoProvider) {
        throw new HttpError(
          404,
          'social sign-in is off: this site has no provider but the demo one (on only with DEMO_MODE=true)',
        );
      }
      if (!(DEMO_PROVIDERS as readonly string[]).includes(provider)) {
        throw new HttpError(
          404,
          `provider ${provider} is not available on this site (available: ${DEMO_PROVIDERS.join(', ')})`,
        );
      }
      const verifier = randomToken(48);
      const state = await identity.storeCode({
        purpose: 'oauth_state',
        target: provider,
        payload: {
          verifier,
          lng: request.query.lng ?? 'en',
          country_id: request.query.country_id ?? null,
          currency_id: request.query.currency_id ?? null,
          returnUrl: safeReturnUrl(request.query.returnUrl),
        },
        ttlSeconds: STATE_TTL_SECONDS,
      });
      const url = new URLSearchParams({
        client_id: clientIdOf(provider),
        redirect_uri: redirectUri(provider),
        response_type: 'code',
        state,
        code_challenge: sha256Base64Url(verifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(`${DEMO_OAUTH_BASE}/${provider}/authorize?${url.toString()}`, 302);
    },
  );

  app.get(
    P.oauthCallback,
    { schema: { params: oauthProviderParamsSchema, querystring: oauthCallbackQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      const stateRow = await identity.consumeToken('oauth_state', request.query.state);
      if (stateRow.target !== provider)
        throw new HttpError(400, 'the state does not belong to this provider');
      const saved = stateRow.payload as {
        verifier: string;
        lng: string;
        country_id: number | null;
        currency_id: number | null;
        returnUrl: string | null;
      };
      const home = `/${saved.lng}/`;
      if (request.query.error || !request.query.code) {
        return reply.redirect(
          `/${saved.lng}/user/login?socialError=${encodeURIComponent(request.query.error ?? 'no_code')}`,
          302,
        );
      }
      // The code is exchanged at the provider's token endpoint, through the server's own router.
      const exchange = await parent.inject({
        method: 'POST',
        url: `${DEMO_OAUTH_BASE}/${provider}/token`,
        payload: {
          grant_type: 'authorization_code',
          code: request.query.code,
          redirect_uri: redirectUri(provider),
          client_id: clientIdOf(provider),
          client_secret: await providerSecret(provider),
          code_verifier: saved.verifier,
        },
      });
      if (exchange.statusCode !== 200) {
        throw new HttpError(400, 'the provider refused the authorization code (expired or already used)');
      }
      const { access_token } = exchange.json<{ access_token: string }>();
      const info = await parent.inject({
        method: 'GET',
        url: `${DEMO_OAUTH_BASE}/${provider}/userinfo`,
        headers: { authorization: `Bearer ${access_token}` },
      });
      if (info.statusCode !== 200) throw new HttpError(400, 'the provider did not answer who signed in');
      const who = info.json<ProviderIdentity>();
      const result = await signInSocial(
        provider,
        who,
        {
          countryId: saved.country_id ?? undefined,
          currencyId: saved.currency_id ?? undefined,
          language: saved.lng,
        },
        sessionMeta(request),
      );
      if (result.kind === 'two-step') {
        // API-033: social sign-in of a player with two-step on continues with the code.
        return reply.redirect(
          `/${saved.lng}/user/login?twoStep=${encodeURIComponent(result.challenge)}`,
          302,
        );
      }
      await identity.revokeSessionToken(sessionToken(request));
      setSessionCookies(request, reply, result.session);
      return reply.redirect(saved.returnUrl ?? home, 302);
    },
  );

  // API-017
  app.get(
    P.googleOneTapClientId,
    { schema: { response: answers({ 200: googleOneTapClientIdSchema }) } },
    async () => ({ clientId: clientIdOf('google') }),
  );

  // API-018, AUTH-036: only for guests.
  app.post(
    P.googleOneTap,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { body: googleOneTapRequestSchema, response: answers({ 200: googleOneTapResponseSchema }) },
    },
    async (request, reply) => {
      if (await identity.resolveSession(sessionToken(request))) {
        throw new HttpError(409, 'already signed in: one-tap is for guests only');
      }
      const key = await providerSigningKey('google');
      const claims = readIdToken(key, request.body.credential, Math.floor(identity.now().getTime() / 1000));
      if (!claims || claims.aud !== clientIdOf('google') || claims.iss !== `${DEMO_OAUTH_BASE}/google`) {
        throw new HttpError(
          401,
          'the credential is not a valid ID token for this site',
          AUTH_ERROR_CODES.unauthenticated,
        );
      }
      const language = request.body.language ?? 'en';
      const result = await signInSocial(
        'google',
        { sub: claims.sub, email: claims.email, name: claims.name },
        { countryId: request.body.countryId, currencyId: request.body.currency, language },
        sessionMeta(request),
      );
      if (result.kind === 'two-step') {
        return { redirectUrl: `/${language}/user/login?twoStep=${encodeURIComponent(result.challenge)}` };
      }
      setSessionCookies(request, reply, result.session);
      return { redirectUrl: `/${language}/` };
    },
  );
}

function sha256Base64Url(value: string): string {
  return Buffer.from(sha256(value), 'hex').toString('base64url');
}

interface IdTokenClaims extends ProviderIdentity {
  iss: string;
  aud: string;
  iat: number;
  exp: number;
}

/** An ID token of the demo provider (JWT, HS256 with the provider's key). */
function signIdToken(key: string, provider: string, aud: string, who: ProviderIdentity, now: number): string {
  return signJwt(key, { iss: `${DEMO_OAUTH_BASE}/${provider}`, aud, iat: now, exp: now + 300, ...who });
}

function readIdToken(key: string, token: string, now: number): IdTokenClaims | null {
  const claims = readJwt(key, token, now);
  if (!claims) return null;
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || typeof claims.name !== 'string') {
    return null;
  }
  return claims as unknown as IdTokenClaims;
}

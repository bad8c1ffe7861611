import {
  BETTING_PATHS,
  CASINO_PATHS,
  HEALTH_PATH,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  SEO_PATHS,
  SITE_CONFIG_PATH,
  WALLET_PATHS,
} from '@betline/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import { errorHandler } from './errors';
import { OPENAPI_PATH } from './openapi';
import { answers, serializerCompiler, unchecked, zodValidatorCompiler, type ZodTypeProvider } from './zod';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** `/web-api/wallet/accounts/:id` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function answerSchema(document: Document, path: string, method: string, status: string): JsonSchema {
  const operation = document.paths[openApiPath(path)]?.[method];
  const schema = operation?.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} declares no ${status} answer`);
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (document.components?.schemas?.[name] ?? {}) : schema;
}

describe('GET /web-api/openapi.json', () => {
  let database: TestDatabase;
  let app: App;
  let production: App;
  let document: Document;

  beforeAll(async () => {
    database = await createSeededDatabase(drivers[0]!);
    app = buildApp({ db: database, webDistDir: null, appVersion: '2026.11.3' });
    // A production start without the demo and development routes.
    production = buildApp({ db: database, webDistDir: null, devRoutes: false });
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json<Document>();
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
    await database?.dispose();
  });

  it('answers the OpenAPI 3 document of the web API, with the app version', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Betline web API', version: '2026.11.3' });
  });

  it('lists the main paths with their methods', () => {
    const expected: [string, string][] = [
      [WALLET_PATHS.balance, 'get'],
      [WALLET_PATHS.deposits, 'post'],
      [WALLET_PATHS.withdrawals, 'post'],
      [WALLET_PATHS.account, 'delete'],
      [BETTING_PATHS.coupons, 'post'],
      [BETTING_PATHS.bets, 'get'],
      [CASINO_PATHS.rounds, 'post'],
      [CASINO_PATHS.rounds, 'get'],
      [LIMIT_PATHS.limits, 'get'],
      [LIMIT_PATHS.limits, 'post'],
      [IDENTITY_PATHS.login, 'post'],
      [IDENTITY_PATHS.session, 'get'],
      [SITE_CONFIG_PATH, 'get'],
      [HEALTH_PATH, 'get'],
      [SEO_PATHS.page, 'get'],
      [SEO_PATHS.sports, 'get'],
    ];
    for (const [path, method] of expected) {
      expect(Object.keys(document.paths[openApiPath(path)] ?? {}), path).toContain(method);
    }
  });

  it('lists neither itself nor the pages and files of the web app, nor HEAD twins', () => {
    const paths = Object.keys(document.paths);
    expect(paths).not.toContain(OPENAPI_PATH);
    expect(paths.filter((path) => path === '/dev/outbox' || path.startsWith('/ads/'))).toEqual([]);
    // The files for crawlers are not the API.
    expect(
      paths.filter((path) => ['/robots.txt', '/sitemap.xml'].includes(path) || path.startsWith('/sitemaps/')),
    ).toEqual([]);
    for (const operations of Object.values(document.paths)) expect(operations).not.toHaveProperty('head');
  });

  it('declares the fields of the balance', () => {
    const balance = answerSchema(document, WALLET_PATHS.balance, 'get', '200');
    expect(balance.type).toBe('object');
    expect(balance.required).toEqual(
      expect.arrayContaining(['balance', 'bonus', 'accounts', 'bonuses', 'active_account_id']),
    );
    expect(balance.properties?.balance?.type).toBe('integer');
  });

  it('declares coupon placement: 201 the placed coupon, 4XX a refusal with its fields', () => {
    const placed = answerSchema(document, BETTING_PATHS.coupons, 'post', '201');
    expect(placed.required).toEqual(expect.arrayContaining(['coupon', 'singlesResultCoupons', 'replayed']));
    expect(answerSchema(document, BETTING_PATHS.coupons, 'post', '200').required).toContain('replayed');
    const refusal = JSON.stringify(answerSchema(document, BETTING_PATHS.coupons, 'post', '4XX'));
    for (const field of ['statusCode', 'error', 'message', 'code', 'newOdds'])
      expect(refusal).toContain(field);
  });

  it('declares the shared error answer once, as a component', () => {
    const error = answerSchema(document, WALLET_PATHS.balance, 'get', '4XX');
    expect(error.required).toEqual(['statusCode', 'error', 'message']);
    expect(Object.keys(document.components?.schemas ?? {})).toContain('ErrorAnswer');
  });

  it('is answered without the demo and development routes too, and does not list them', async () => {
    const res = await production.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<Document>().paths);
    expect(paths).toContain(WALLET_PATHS.balance);
    expect(paths.filter((path) => /\/(dev|demo|demo-oauth)\//.test(path))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.includes('/dev/'))).not.toEqual([]);
  });
});

describe('answers are checked against their response schema', () => {
  const tiny = () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    const item = z.object({ id: z.number().int() });
    const answer = (handler: () => unknown) => async () => handler() as z.output<typeof item>;
    const schema = { response: answers({ 200: item }) };
    app.get(
      '/wrong',
      { schema },
      answer(() => ({ id: 'secret-42' })),
    );
    app.get(
      '/more',
      { schema },
      answer(() => ({ id: 7, passwordHash: 'secret' })),
    );
    app.get('/refused', { schema }, async (_request, reply) =>
      reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: 'no', code: 'x', allowed: 5 }),
    );
    app.get(
      '/unchecked',
      { schema: { response: { 200: unchecked(item) } } },
      answer(() => ({ id: 'as is' })),
    );
    return app;
  };

  it('an answer that does not match is a plain 500: nothing of it leaks', async () => {
    const app = tiny();
    const res = await app.inject({ method: 'GET', url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(res.body).not.toContain('secret');
  });

  it('fields the schema does not name are not sent', async () => {
    const res = await tiny().inject({ method: 'GET', url: '/more' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7 });
  });

  it('a 4xx answer keeps its extra fields (the shared error answer is loose)', async () => {
    const res = await tiny().inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'no', code: 'x', allowed: 5 });
  });

  it('an unchecked schema sends the answer as it is', async () => {
    const res = await tiny().inject({ method: 'GET', url: '/unchecked' });
    expect(res.json()).toEqual({ id: 'as is' });
  });

  it('request validation keeps its own messages', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    app.get('/q', { schema: { querystring: z.object({ n: z.coerce.number().int() }) } }, async () => ({}));
    const res = await app.inject({ method: 'GET', url: '/q?n=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^query\.n: .* \(received "abc"\)$/);
  });
});

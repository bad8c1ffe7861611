/**
 * The OpenAPI document of the web API (docs/adr/0036-zod-type-provider.md), generated from the routes' zod
 * schemas: `GET /web-api/openapi.json`. It is documentation, so it is answered in production too; it lists the
 * routes this process registered (the demo and development routes only where they are on, http/devRoutes.ts)
 * under the API's prefixes, never the web app's pages and files.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  errorAnswerSchema,
  couponRefusalSchema,
  paymentSchema,
  placedCouponSchema,
  walletAccountSchema,
} from '@betline/contracts';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApiPath } from './errors';

export const OPENAPI_PATH = '/web-api/openapi.json';

/**
 * Schemas that many answers share, named once under `components.schemas` and referenced by `$ref` (a server
 * registry: the contracts stay free of document names, the web app's bundle of them).
 */
const components = z.registry<{ id: string }>();
components.add(errorAnswerSchema, { id: 'ErrorAnswer' });
components.add(walletAccountSchema, { id: 'WalletAccount' });
components.add(paymentSchema, { id: 'Payment' });
components.add(placedCouponSchema, { id: 'PlacedCoupon' });
components.add(couponRefusalSchema, { id: 'CouponRefusal' });

const zodTransform = createJsonSchemaTransform({ skipList: [OPENAPI_PATH], schemaRegistry: components });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

/** The document with only the named schemas it references (each is named for requests and for answers). */
const transformObject: typeof zodTransformObject = (document) => {
  const openapi = zodTransformObject(document) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = openapi.components?.schemas ?? {};
  const text = JSON.stringify({ ...openapi, components: { ...openapi.components, schemas: {} } });
  const used = new Set<string>();
  const queue = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    const nested = JSON.stringify(schemas[name] ?? {});
    queue.push(...[...nested.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...openapi, components: { ...openapi.components, schemas: kept } } as ReturnType<
    typeof zodTransformObject
  >;
};

/**
 * Registers the document's generator (before the routes: it collects them as they are added) and its path.
 * `version` is the app version the server answers (`GET /web-api/api/v1/app-version`).
 */
export function registerOpenApi(app: FastifyInstance, { version }: { version: string }): void {
  void app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Betline web API',
        version,
        description:
          'The HTTP API of the Betline server. Money amounts are integers of minor units; errors answer ' +
          '`{ statusCode, error, message }` with an optional machine-readable `code`.',
      },
    },
    transform: (document) =>
      isApiPath(document.url) ? zodTransform(document) : { schema: { hide: true }, url: document.url },
    transformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}

/**
 * Routes are declared with the zod schemas of @betline/contracts through fastify-type-provider-zod
 * (docs/adr/0036-zod-type-provider.md): its type provider types each request part and each answer from its
 * schema, its serializer compiler checks every answer against the route's response schema (an answer that
 * does not match is a 500 without a body of its own, never a leak), and its JSON Schema transform turns the
 * schemas into the OpenAPI document (`http/openapi.ts`). Requests keep this project's validator compiler:
 * zod's parse result becomes the request part, a zod error becomes a 400 whose message says where, what was
 * expected and what came (the global error handler answers it).
 */
import type { FastifySchemaCompiler } from 'fastify';
import { errorAnswerSchema } from '@betline/contracts';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Response schemas whose answers are serialized without the check (`unchecked`). */
const uncheckedSchemas = new WeakSet<object>();

/**
 * A response schema that types and documents an answer without checking it at run time: for the few large,
 * public, hot answers (a line of 200 games is ~600 KB of JSON; checking it costs several times its
 * serialization). Their services build them typed from the same contract.
 */
export function unchecked<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone();
  uncheckedSchemas.add(copy);
  return copy;
}

/** fastify-type-provider-zod's serializer compiler (zod's encode, then JSON), but for `unchecked` schemas. */
export const serializerCompiler: typeof checkedSerializerCompiler = (route) =>
  uncheckedSchemas.has(route.schema) ? (data) => JSON.stringify(data) : checkedSerializerCompiler(route);

/** Longest piece of a rejected value echoed back in an error message. */
const ECHO_LIMIT = 40;

function describeReceived(value: unknown): string {
  if (typeof value === 'string') {
    const shown =
      value.length > ECHO_LIMIT ? `${value.slice(0, ECHO_LIMIT)}… (${value.length} characters)` : value;
    return `"${shown}"`;
  }
  if (Array.isArray(value)) return 'a list (the parameter was given more than once)';
  if (value === null || value === undefined) return 'nothing';
  return typeof value;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A request part that does not match its schema; answered as 400 by the error handler. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    message: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

/** Turns zod issues into one sentence a developer can act on: where, what was expected, what came. */
export function describeIssues(part: string, data: unknown, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = [part, ...issue.path.map(String)].join('.');
      const received = describeReceived(valueAt(data, issue.path));
      return `${where}: ${issue.message} (received ${received})`;
    })
    .join('; ');
}

const PART_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? ''] ?? httpPart ?? 'request';
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(describeIssues(part, data, result.error.issues), result.error.issues),
    };
  };
};

/**
 * The response schemas of a route: its own answers by status, and the shared error answer for every 4xx
 * (`errorAnswerSchema`: the uniform fields, extra fields pass through). 5xx answers are left undeclared: the
 * error handler answers them with the uniform fields only.
 */
export function answers<const T extends Record<number, z.ZodType>>(
  own: T,
): T & { '4xx': typeof errorAnswerSchema } {
  return { ...own, '4xx': errorAnswerSchema };
}

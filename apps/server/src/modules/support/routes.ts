/**
 * Support's routes (packages/contracts/src/support.ts). Player calls need the session (`requirePlayer`: 401
 * without one, CSRF on writes); another player's ticket answers 404. Operator calls need the operator's bearer
 * token. A new ticket and a reply are `multipart/form-data` (fields and up to 3 `file` parts) or JSON without
 * files; each file's type is read from its bytes (PNG, JPEG, PDF), at most 5 MB.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  SUPPORT_PATHS as P,
  supportAttachmentParamsSchema,
  supportListQuerySchema,
  supportOpenFieldsSchema,
  supportOperatorListQuerySchema,
  supportOperatorListSchema,
  supportOperatorReplySchema,
  supportOperatorTicketDetailSchema,
  supportReplyFieldsSchema,
  supportStatusChangeSchema,
  supportTicketDetailSchema,
  supportTicketListSchema,
  supportTicketParamsSchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, describeIssues, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import { cleanName, contentDisposition, sniffType } from './files';
import type { NewAttachment, SupportService } from './service';

export interface SupportRoutesOptions {
  support: SupportService;
  identity: IdentityService;
  /**
   * The operators' guard (`requireOperator`: 401 without a valid operator token; it names the operator in
   * `request.operator`). Without it the operator routes are not registered.
   */
  operator?: preHandlerAsyncHookHandler;
}

/** Text fields of a JSON body or a form: 64 KB (files are counted apart). */
const JSON_BODY_LIMIT = 64 * 1024;

/** Any body: a form is read part by part in the handler, a JSON body checked there with the contract. */
const anyBody = z.unknown();

function playerOf(request: FastifyRequest): number {
  return request.player!.playerId;
}

/** Reads the fields and files of a form, or the JSON body; files are checked by their bytes. */
async function readMessage(request: FastifyRequest): Promise<{
  fields: Record<string, unknown>;
  files: NewAttachment[];
}> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'body: send a JSON object or multipart/form-data');
    }
    return { fields: body as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: NewAttachment[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') throw new HttpError(400, `body.${part.fieldname}: a text field`);
      fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file') {
      throw new HttpError(400, `body.${part.fieldname}: files are sent as "file" parts`);
    }
    // Throws 413 past the size limit (the multipart limits below).
    const data = await part.toBuffer();
    if (data.length === 0) throw new HttpError(400, `file ${part.filename ?? ''}: empty`.trim());
    const type = sniffType(data);
    if (type === null) {
      throw new HttpError(
        415,
        'attachments are PNG or JPEG pictures or PDF documents (read from the file itself)',
        'attachment_type',
      );
    }
    files.push({ name: cleanName(part.filename, type), type, data });
  }
  return { fields, files };
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, describeIssues('body', fields, parsed.error.issues));
  return parsed.data;
}

export async function supportRoutes(parent: FastifyInstance, options: SupportRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { support } = options;
  const guard = requirePlayer(options.identity);

  await app.register(fastifyMultipart, {
    limits: {
      fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
      files: SUPPORT_ATTACHMENTS_PER_MESSAGE,
      fields: 10,
      fieldSize: 16 * 1024,
      parts: SUPPORT_ATTACHMENTS_PER_MESSAGE + 10,
    },
  });

  app.get(
    P.tickets,
    {
      preHandler: guard,
      schema: { querystring: supportListQuerySchema, response: answers({ 200: supportTicketListSchema }) },
    },
    async (request) => ({
      items: await support.list(
        playerOf(request),
        request.query.payments === undefined ? {} : { payments: request.query.payments === 'true' },
      ),
    }),
  );

  app.post(
    P.tickets,
    {
      preHandler: guard,
      bodyLimit: JSON_BODY_LIMIT,
      schema: { body: anyBody, response: answers({ 201: supportTicketDetailSchema }) },
    },
    async (request, reply) => {
      const { fields, files } = await readMessage(request);
      const ticket = await support.open(
        playerOf(request),
        parseFields(supportOpenFieldsSchema, fields),
        files,
      );
      const { playerId: _owner, ...answer } = ticket;
      return reply.status(201).send(answer);
    },
  );

  app.get(
    P.ticket,
    {
      preHandler: guard,
      schema: { params: supportTicketParamsSchema, response: answers({ 200: supportTicketDetailSchema }) },
    },
    async (request) => support.read(playerOf(request), request.params.id),
  );

  app.post(
    P.messages,
    {
      preHandler: guard,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        params: supportTicketParamsSchema,
        body: anyBody,
        response: answers({ 201: supportTicketDetailSchema }),
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMessage(request);
      const { text } = parseFields(supportReplyFieldsSchema, fields);
      return reply.status(201).send(await support.reply(playerOf(request), request.params.id, text, files));
    },
  );

  app.post(
    P.close,
    {
      preHandler: guard,
      schema: { params: supportTicketParamsSchema, response: answers({ 200: supportTicketDetailSchema }) },
    },
    async (request) => support.close(playerOf(request), request.params.id),
  );

  app.get(
    P.attachment,
    { preHandler: guard, schema: { params: supportAttachmentParamsSchema } },
    async (request, reply) => {
      const file = await support.attachment(
        playerOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  const operatorGuard = options.operator;
  if (!operatorGuard) return;
  const operatorOf = (request: FastifyRequest) => {
    if (!request.operator) throw new HttpError(401, 'an operator token is required');
    return request.operator;
  };

  app.get(
    P.operatorTickets,
    {
      preHandler: operatorGuard,
      schema: {
        querystring: supportOperatorListQuerySchema,
        response: answers({ 200: supportOperatorListSchema }),
      },
    },
    async (request) => ({ items: await support.operatorList(request.query.status) }),
  );

  app.get(
    P.operatorTicket,
    {
      preHandler: operatorGuard,
      schema: {
        params: supportTicketParamsSchema,
        response: answers({ 200: supportOperatorTicketDetailSchema }),
      },
    },
    async (request) => support.operatorRead(request.params.id),
  );

  app.post(
    P.operatorMessages,
    {
      preHandler: operatorGuard,
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        params: supportTicketParamsSchema,
        body: anyBody,
        response: answers({ 201: supportOperatorTicketDetailSchema }),
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMessage(request);
      const { text, status } = parseFields(supportOperatorReplySchema, fields);
      const ticket = await support.operatorReply(
        operatorOf(request).name,
        request.params.id,
        text,
        status,
        files,
      );
      return reply.status(201).send(ticket);
    },
  );

  app.post(
    P.operatorStatus,
    {
      preHandler: operatorGuard,
      bodyLimit: 1024,
      schema: {
        params: supportTicketParamsSchema,
        body: supportStatusChangeSchema,
        response: answers({ 200: supportOperatorTicketDetailSchema }),
      },
    },
    async (request) => support.operatorSetStatus(request.params.id, request.body.status),
  );

  app.get(
    P.operatorAttachment,
    { preHandler: operatorGuard, schema: { params: supportAttachmentParamsSchema } },
    async (request, reply) => {
      const file = await support.attachment(null, request.params.id, request.params.attachmentId);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}

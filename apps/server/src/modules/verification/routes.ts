/**
 * HTTP routes of verification (a Fastify plugin: `app.register(verificationRoutes, { verification, ... })`).
 * The player's calls need the session (`requirePlayer`, CSRF on writes); the operator's calls the operator's
 * bearer token (`requireOperator`). Paths: `VERIFICATION_PATHS` of @betline/contracts.
 *
 * An upload is `multipart/form-data` with the field `kind` first, then one file (JPEG, PNG or PDF, told by its
 * bytes, at most `VERIFICATION_MAX_FILE_BYTES`); it is read into memory and stored in the database.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  VERIFICATION_MAX_FILE_BYTES,
  VERIFICATION_PATHS as P,
  operatorDecisionBodySchema,
  operatorPlayerParamsSchema,
  operatorRequestBodySchema,
  operatorVerificationSchema,
  verificationDocumentKindSchema,
  verificationDocumentParamsSchema,
  verificationStateSchema,
  verificationUploadAnswerSchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { VerificationService } from './service';

export interface VerificationRoutesOptions {
  verification: VerificationService;
  /** The player's session guard (`requirePlayer(identity)`). */
  player: preHandlerAsyncHookHandler;
  /** The operator's bearer guard (`requireOperator(operators)`). */
  operator: preHandlerAsyncHookHandler;
}

const MB = VERIFICATION_MAX_FILE_BYTES / (1024 * 1024);

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

/** The multipart body is read by the handler (`request.file()`), not by a schema. */
const multipartBody = z.unknown().describe('multipart/form-data: the field `kind`, then one file');

export async function verificationRoutes(
  parent: FastifyInstance,
  { verification, player, operator }: VerificationRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: VERIFICATION_MAX_FILE_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  app.get(
    P.state,
    { preHandler: player, schema: { response: answers({ 200: verificationStateSchema }) } },
    async (request) => verification.state(playerOf(request)),
  );

  app.post(
    P.documents,
    {
      preHandler: player,
      bodyLimit: VERIFICATION_MAX_FILE_BYTES + 64 * 1024,
      schema: { body: multipartBody, response: answers({ 201: verificationUploadAnswerSchema }) },
    },
    async (request, reply) => {
      const playerId = playerOf(request);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the document as multipart/form-data: the field "kind", then the file');
      }
      const part = await request.file();
      if (!part) throw new HttpError(400, "No file: add the document as the form's file field");
      const field = part.fields.kind;
      const kindValue = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
      const kind = verificationDocumentKindSchema.safeParse(kindValue);
      if (!kind.success) {
        part.file.resume();
        throw new HttpError(
          400,
          'kind: send one of identity, address, payment, selfie as the field "kind" before the file',
        );
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(
            413,
            `The file is larger than ${MB} MB: send a smaller photo or scan`,
            'file_too_large',
          );
        }
        throw error;
      }
      const answer = await verification.upload(playerId, kind.data, part.filename, content);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    P.documentFile,
    { preHandler: player, schema: { params: verificationDocumentParamsSchema } },
    async (request, reply) => {
      const file = await verification.documentFile(playerOf(request), request.params.id);
      // Another player's document is as unknown as one that does not exist.
      if (!file) throw new HttpError(404, `Document ${request.params.id} not found`);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.get(
    P.operatorPlayer,
    {
      preHandler: operator,
      schema: { params: operatorPlayerParamsSchema, response: answers({ 200: operatorVerificationSchema }) },
    },
    async (request) => ({
      playerId: request.params.playerId,
      ...(await verification.state(request.params.playerId)),
    }),
  );

  app.post(
    P.operatorDecision,
    {
      preHandler: operator,
      bodyLimit: 4 * 1024,
      schema: {
        params: operatorPlayerParamsSchema,
        body: operatorDecisionBodySchema,
        response: answers({ 200: operatorVerificationSchema }),
      },
    },
    async (request) => {
      const { playerId } = request.params;
      request.log.info(
        { operatorId: request.operator?.operatorId, playerId, decision: request.body.decision },
        'verification decided',
      );
      return { playerId, ...(await verification.decide(playerId, request.body)) };
    },
  );

  app.post(
    P.operatorRequest,
    {
      preHandler: operator,
      bodyLimit: 4 * 1024,
      schema: {
        params: operatorPlayerParamsSchema,
        body: operatorRequestBodySchema,
        response: answers({ 200: operatorVerificationSchema }),
      },
    },
    async (request) => {
      const { playerId } = request.params;
      return {
        playerId,
        ...(await verification.requestDocument(playerId, request.body.kind, request.body.reason)),
      };
    },
  );
}

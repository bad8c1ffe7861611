/**
 * HTTP routes of the wallet (a Fastify plugin: `app.register(walletRoutes, { wallet, identity })`).
 * Player routes need a session (`requirePlayer`: 401 without one, CSRF checked on writes); money-moving
 * writes need an `Idempotency-Key` header. The demo gateway's page and callback are public: the page link
 * carries an HMAC of the payment id, the callback an HMAC signature of its body.
 * Paths: `WALLET_PATHS` of @betline/contracts and docs/adr/0007-wallet.md.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountIdParamsSchema,
  activeAccountRequestSchema,
  activeAccountResponseSchema,
  addCurrencyRequestSchema,
  balanceResponseSchema,
  convertAccountRequestSchema,
  convertAccountResponseSchema,
  currencyChangeResponseSchema,
  depositCancelledSchema,
  depositResumeSchema,
  errorAnswerSchema,
  GATEWAY_SIGNATURE_HEADER,
  gatewayCallbackResponseSchema,
  gatewayCallbackSchema,
  gatewayFormSchema,
  gatewayPageQuerySchema,
  IDEMPOTENCY_HEADER,
  idempotencyHeadersSchema,
  paymentCreatedSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  moneyRefusalSchema,
  paymentRequestSchema,
  walletFailureSchema,
  withdrawalCancelledSchema,
  WALLET_PATHS as P,
} from '@betline/contracts';
import { currencyOf, parseAmount } from '@betline/core';
import { z } from 'zod';
import { apiError, errorHandler, HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import { verifyPageSignature } from './gateway';
import { renderGatewayPage } from './page';
import { returnPath, WalletFailure, type Wallet } from './service';

export interface WalletRoutesOptions {
  wallet: Wallet;
  identity: IdentityService;
}

const BODY_LIMIT = 8 * 1024;

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

/** The 4xx of an account call: a refused change (`success: false`) or the usual error answer. */
const accountRefusal = z.union([walletFailureSchema, errorAnswerSchema]);

/** Response schemas of an account call. */
function accountAnswers<const T extends Record<number, z.ZodType>>(own: T) {
  return { ...own, '4xx': accountRefusal };
}

/** Response schemas of a money-moving call: refusals (protection's with their details) are stored answers too. */
function paymentAnswers<const T extends Record<number, z.ZodType>>(own: T) {
  return { ...own, '4xx': moneyRefusalSchema };
}

function keyOf(request: FastifyRequest): string {
  return request.headers[IDEMPOTENCY_HEADER] as string;
}

export async function walletRoutes(
  parent: FastifyInstance,
  { wallet, identity }: WalletRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);

  // Account calls answer failures with the seed's `success: false` and `data.message` (ERR-019, ERR-020).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WalletFailure) {
      request.log.info({ statusCode: error.statusCode, reason: error.message }, 'request rejected');
      void reply.status(error.statusCode).send({
        ...apiError(error.statusCode, error.message),
        success: false,
        data: { message: error.message },
      });
      return;
    }
    errorHandler(error, request, reply);
  });

  // The gateway page posts an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    P.balance,
    { preHandler: guard, schema: { response: answers({ 200: balanceResponseSchema }) } },
    async (request) => wallet.balance(playerOf(request)),
  );

  app.post(
    P.activeAccount,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        body: activeAccountRequestSchema,
        response: accountAnswers({ 200: activeAccountResponseSchema }),
      },
    },
    async (request) => {
      const { id } = await wallet.setActiveAccount(playerOf(request), request.body.id);
      return { success: true as const, message: 'account will be set', id };
    },
  );

  app.post(
    P.convertAccount,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        body: convertAccountRequestSchema,
        response: accountAnswers({ 200: convertAccountResponseSchema }),
      },
    },
    async (request) => wallet.convertAccount(playerOf(request), request.body.accountId),
  );

  app.post(
    P.currencies,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        body: addCurrencyRequestSchema,
        response: accountAnswers({ 201: currencyChangeResponseSchema }),
      },
    },
    async (request, reply) => {
      const account = await wallet.addCurrency(playerOf(request), request.body.currency_id);
      return reply
        .status(201)
        .send({ success: true as const, data: { message: `${account.iso} account added`, account } });
    },
  );

  app.delete(
    P.account,
    {
      preHandler: guard,
      schema: {
        params: accountIdParamsSchema,
        response: accountAnswers({ 200: currencyChangeResponseSchema }),
      },
    },
    async (request) => {
      const account = await wallet.removeCurrency(playerOf(request), request.params.id);
      return { success: true as const, data: { message: `${account.iso} account removed` } };
    },
  );

  app.get(
    P.paymentMethods,
    {
      preHandler: guard,
      schema: {
        querystring: paymentMethodsQuerySchema,
        response: answers({ 200: paymentMethodsResponseSchema }),
      },
    },
    async (request) => ({ methods: wallet.paymentMethods(request.query.currencyId) }),
  );

  app.post(
    P.deposits,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        body: paymentRequestSchema,
        headers: idempotencyHeadersSchema,
        response: paymentAnswers({ 201: paymentCreatedSchema }),
      },
    },
    async (request, reply) => {
      const answer = await wallet.createDeposit(playerOf(request), request.body, keyOf(request));
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    P.resumeDeposit,
    {
      preHandler: guard,
      schema: { params: accountIdParamsSchema, response: answers({ 200: depositResumeSchema }) },
    },
    async (request) => wallet.resumeDeposit(playerOf(request), request.params.id),
  );

  app.post(
    P.cancelDeposit,
    {
      preHandler: guard,
      schema: {
        params: accountIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: paymentAnswers({ 200: depositCancelledSchema }),
      },
    },
    async (request, reply) => {
      const answer = await wallet.cancelDeposit(playerOf(request), request.params.id, keyOf(request));
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    P.withdrawals,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        body: paymentRequestSchema,
        headers: idempotencyHeadersSchema,
        response: paymentAnswers({ 201: paymentCreatedSchema }),
      },
    },
    async (request, reply) => {
      const answer = await wallet.createWithdrawal(playerOf(request), request.body, keyOf(request));
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    P.cancelWithdrawal,
    {
      preHandler: guard,
      schema: {
        params: accountIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: paymentAnswers({ 200: withdrawalCancelledSchema }),
      },
    },
    async (request, reply) => {
      const answer = await wallet.cancelWithdrawal(playerOf(request), request.params.id, keyOf(request));
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    P.payments,
    {
      preHandler: guard,
      schema: {
        querystring: paymentHistoryQuerySchema,
        response: answers({ 200: paymentHistoryResponseSchema }),
      },
    },
    async (request) => wallet.history(playerOf(request), request.query),
  );

  app.get(
    P.paymentsCsv,
    { preHandler: guard, schema: { querystring: paymentHistoryQuerySchema } },
    async (request, reply) => {
      const csv = await wallet.historyCsv(playerOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  // --- The demo payment gateway ---

  async function pagePayment(id: number, sig: string) {
    if (!verifyPageSignature(wallet.gatewaySecret, id, sig)) {
      throw new HttpError(403, 'This payment link is not valid: open the link the wallet gave you');
    }
    const row = await wallet.getPayment(id);
    if (!row) throw new HttpError(404, `Payment ${id} not found`);
    return row;
  }

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  }

  app.get(
    P.gatewayPage,
    { schema: { params: accountIdParamsSchema, querystring: gatewayPageQuerySchema } },
    async (request, reply) => {
      const row = await pagePayment(request.params.id, request.query.sig);
      return sendPage(
        reply,
        200,
        renderGatewayPage(row, request.query.sig, wallet.paymentMethods(row.currencyId)),
      );
    },
  );

  app.post(
    P.gatewayPage,
    { bodyLimit: 4 * 1024, schema: { params: accountIdParamsSchema, body: gatewayFormSchema } },
    async (request, reply) => {
      const form = request.body;
      let row = await pagePayment(request.params.id, form.sig);
      const methods = wallet.paymentMethods(row.currencyId);
      if (row.status !== 'pending') {
        return reply.redirect(returnPath(row.direction, row.lng, row.status), 303);
      }
      if (row.direction === 'deposit' && form.outcome !== 'cancel' && (form.amount || form.method)) {
        const parsed = form.amount ? parseAmount(form.amount, currencyOf(row.currencyId).iso) : null;
        if (parsed && !parsed.ok) {
          const error = `The amount "${form.amount}" is not a valid amount (${parsed.error.code})`;
          return sendPage(reply, 400, renderGatewayPage(row, form.sig, methods, error));
        }
        try {
          row = await wallet.updatePendingDeposit(
            row.id,
            form.method ?? (row.method as never),
            parsed?.minor ?? row.amount,
          );
        } catch (error) {
          if (error instanceof HttpError && error.statusCode < 500) {
            return sendPage(
              reply,
              error.statusCode,
              renderGatewayPage(row, form.sig, methods, error.message),
            );
          }
          throw error;
        }
      }
      // The gateway calls the server back the way a real one does: a signed HTTP request.
      const callback = wallet.buildCallback(row, form.outcome);
      const delivered = await request.server.inject({
        method: 'POST',
        url: P.gatewayCallback,
        payload: callback.body,
        headers: { [GATEWAY_SIGNATURE_HEADER]: callback.signature },
      });
      if (delivered.statusCode !== 200) {
        request.log.error(
          { statusCode: delivered.statusCode, body: delivered.body },
          'gateway callback failed',
        );
        return sendPage(
          reply,
          502,
          renderGatewayPage(row, form.sig, methods, 'The payment could not be confirmed; try again'),
        );
      }
      const after = (await wallet.getPayment(row.id)) ?? row;
      return reply.redirect(returnPath(after.direction, after.lng, after.status), 303);
    },
  );

  app.post(
    P.gatewayCallback,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: gatewayCallbackSchema, response: answers({ 200: gatewayCallbackResponseSchema }) },
    },
    async (request) => {
      const signature = request.headers[GATEWAY_SIGNATURE_HEADER];
      return wallet.handleCallback(request.body, typeof signature === 'string' ? signature : undefined);
    },
  );
}

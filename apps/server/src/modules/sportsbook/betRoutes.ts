/**
 * Betting routes (docs/adr/0016-betting.md): placing coupons, the player's bets, print data and cash-out
 * need a signed-in player (session cookie + CSRF); booking codes can be saved and loaded by anyone.
 * A refused coupon answers its refusal (`couponRefusalSchema`): status, stable code, new odds or allowance.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BETTING_PATHS as P,
  betHistoryQuerySchema,
  betHistoryResponseSchema,
  bookingCodeParamsSchema,
  bookingLoadResponseSchema,
  bookingRequestSchema,
  bookingSaveResponseSchema,
  autoCashoutRequestSchema,
  cashoutQuoteSchema,
  cashoutRequestSchema,
  cashoutResponseSchema,
  couponParamsSchema,
  couponRefusalSchema,
  errorAnswerSchema,
  placeCouponRequestSchema,
  placeCouponResponseSchema,
  placedCouponSchema,
  printCouponResponseSchema,
} from '@betline/contracts';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import { CouponRefused, type Betting } from './bets';
import type { History } from './history';

export interface BettingRoutesOptions {
  identity: IdentityService;
  betting: Betting;
  history: History;
}

const BODY_LIMIT = 64 * 1024;

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

/**
 * The 4xx of a betting route: a refused coupon (its code and details) or the usual error answer. Both keep
 * their extra fields.
 */
const refusal = z.union([couponRefusalSchema.loose(), errorAnswerSchema]);

/** Response schemas of a betting route. */
function answers<const T extends Record<number, z.ZodType>>(own: T) {
  return { ...own, '4xx': refusal };
}

/** Answers a refusal as it is; anything else goes to the app's error handler. */
async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CouponRefused) return reply.status(error.refusal.statusCode).send(error.refusal);
    throw error;
  }
}

export async function bettingRoutes(
  parent: FastifyInstance,
  { identity, betting, history }: BettingRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  app.post(
    P.coupons,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        body: placeCouponRequestSchema,
        // 201: placed now; 200: the coupon id had been placed before (`replayed`, nothing new staked).
        response: answers({ 200: placeCouponResponseSchema, 201: placeCouponResponseSchema }),
      },
    },
    async (request, reply) =>
      answer(reply, async () => {
        const placed = await betting.place(playerOf(request), request.body);
        void reply.status(placed.replayed ? 200 : 201);
        return placed;
      }),
  );
  app.get(
    P.coupon,
    {
      preHandler: guard,
      schema: { params: couponParamsSchema, response: answers({ 200: placedCouponSchema }) },
    },
    async (request, reply) => answer(reply, () => betting.coupon(playerOf(request), request.params.couponId)),
  );
  app.get(
    P.bets,
    {
      preHandler: guard,
      schema: { querystring: betHistoryQuerySchema, response: answers({ 200: betHistoryResponseSchema }) },
    },
    async (request) => history.list(playerOf(request), request.query),
  );
  app.get(
    P.printCoupon,
    {
      preHandler: guard,
      schema: { params: couponParamsSchema, response: answers({ 200: printCouponResponseSchema }) },
    },
    async (request, reply) => answer(reply, () => history.print(playerOf(request), request.params.couponId)),
  );
  app.get(
    P.cashout,
    {
      preHandler: guard,
      schema: { params: couponParamsSchema, response: answers({ 200: cashoutQuoteSchema }) },
    },
    async (request, reply) =>
      answer(reply, async () => {
        const coupon = await betting.coupon(playerOf(request), request.params.couponId);
        return { couponId: coupon.couponId, amount: coupon.cashout ?? 0 };
      }),
  );
  app.post(
    P.cashout,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: {
        params: couponParamsSchema,
        body: cashoutRequestSchema,
        response: answers({ 200: cashoutResponseSchema }),
      },
    },
    async (request, reply) =>
      answer(reply, async () => ({
        coupon: await history.cashout(playerOf(request), request.params.couponId, request.body.amount, {
          part: request.body.part,
          requestId: request.body.requestId,
        }),
      })),
  );
  app.put(
    P.autoCashout,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: {
        params: couponParamsSchema,
        body: autoCashoutRequestSchema,
        response: answers({ 200: cashoutResponseSchema }),
      },
    },
    async (request, reply) =>
      answer(reply, async () => ({
        coupon: await history.setAutoCashout(playerOf(request), request.params.couponId, request.body.amount),
      })),
  );
  app.post(
    P.booking,
    {
      bodyLimit: 8 * 1024,
      schema: { body: bookingRequestSchema, response: answers({ 201: bookingSaveResponseSchema }) },
    },
    async (request, reply) =>
      answer(reply, async () => {
        void reply.status(201);
        return history.saveBooking(request.player?.playerId ?? null, request.body);
      }),
  );
  app.get(
    P.bookingCode,
    { schema: { params: bookingCodeParamsSchema, response: answers({ 200: bookingLoadResponseSchema }) } },
    async (request, reply) => answer(reply, () => history.loadBooking(request.params.code)),
  );
}

/**
 * The wallet's wire: accounts (SPEC §3 "Account state", §7 balance load / change active / add and remove
 * currency), payments through the demo gateway, payment history. Paths the seed does not show live under
 * `/web-api/wallet/...` (docs/adr/0007-wallet.md).
 *
 * Every amount is an integer number of minor units of its currency (`money`, `balance`, `bonus`, `amount`).
 */
import { currencyById } from '@betline/core';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from './paths';
import { errorAnswerSchema, languageCodeSchema } from './siteConfig';

/** The idempotency key of a money-moving request (`IDEMPOTENCY_HEADER`). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,200}$/, 'an Idempotency-Key is 1 to 200 letters, digits, ".", "_", ":" or "-"');
/** Headers schema of money-moving requests (other headers pass through untouched). */
export const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/** Account types (SPEC §9, ACC-004). */
export const ACCOUNT_TYPES = { main: 0, bonus: 4, currency: 9 } as const;

export const currencyIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => currencyById(id) !== undefined, 'unknown currency id (1 RUB .. 10 TRY)');

/** One account (SPEC §3, ACC-002). */
export const walletAccountSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(0), z.literal(4), z.literal(9)]),
  iso: z.string(),
  symbol: z.string(),
  /** Balance in minor units of the account's currency. */
  money: z.number().int().nonnegative(),
  currencyId: z.number().int(),
  label: z.string(),
  isActive: z.boolean(),
  points: z.number().int(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/** Answer of the balance load (SPEC §7, API-041). */
export const balanceResponseSchema = z.object({
  /** The active account's balance (minor units). */
  balance: z.number().int(),
  /** The bonus account's balance in the active account's currency (minor units; 0 without one). */
  bonus: z.number().int(),
  all_accounts: z.array(walletAccountSchema),
  /** Main and currency accounts (types 0 and 9). */
  accounts: z.array(walletAccountSchema),
  /** Bonus accounts (type 4). */
  bonuses: z.array(walletAccountSchema),
  /** The player chose a first-deposit bonus (REG-003: 1 sports, 2 casino) and has not deposited yet. */
  is_available_first_deposit_bonus: z.boolean(),
  /**
   * Ours: the player has not deposited yet and was not asked for a bonus at registration (REG-003's field left
   * out); the welcome bonus may be chosen (first-deposit bonus modal 2). A player who declined is not asked again
   * (the mail settings' first_deposit_bonus_type still changes the choice).
   */
  first_deposit_bonus_choosable: z.boolean(),
  /**
   * Ours: promotions are not pushed to the player now (an exclusion in force, or a limit changed in the last
   * 24 hours; OFFERS_QUIET_AFTER_LIMIT_MS). The first-deposit bonus modal stays closed.
   */
  offers_paused: z.boolean(),
  active_account_id: z.number().int(),
  /**
   * Convert-account status (ACC-020): 0 nothing to convert, 1 the main account may be converted, 2 an additional
   * account may be converted (an account in a retired currency, HRK: DECISIONS 13).
   */
  convert_account_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** Converts an account of a retired currency (HRK) into its replacement (EUR) at the fixed rate. */
export const convertAccountRequestSchema = z.object({ accountId: z.number().int().positive() });
export const convertAccountResponseSchema = z.object({
  from: z.object({ accountId: z.number().int(), iso: z.string(), amount: z.number().int() }),
  to: z.object({ accountId: z.number().int(), iso: z.string(), amount: z.number().int() }),
  /** Units of `from.iso` per unit of `to.iso`, exact ("7.53450"). */
  rate: z.string(),
});
export type ConvertAccountResponse = z.infer<typeof convertAccountResponseSchema>;

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const activeAccountRequestSchema = z.object({ id: z.number().int().positive() });
/** ERR-021: success message 'account will be set' with the id. */
export const activeAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});

export const addCurrencyRequestSchema = z.object({ currency_id: currencyIdSchema });
export const currencyChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string(), account: walletAccountSchema.optional() }),
});

/** Failure of an account call (ERR-019, ERR-020): the usual error fields plus `success: false`. */
export const walletFailureSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  success: z.literal(false),
  data: z.object({ message: z.string() }),
});

export const PAYMENT_METHOD_IDS = ['card', 'ewallet', 'bank'] as const;
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;
export const paymentDirectionSchema = z.enum(['deposit', 'withdrawal']);
export const paymentStatusSchema = z.enum(['pending', 'success', 'fail', 'cancel']);

export const paymentMethodsQuerySchema = z.object({ currencyId: currencyIdSchema });
export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string(),
  currencyId: z.number().int(),
  /** Minimum and maximum per payment, minor units. */
  deposit: z.object({ min: z.number().int(), max: z.number().int() }),
  withdrawal: z.object({ min: z.number().int(), max: z.number().int() }),
});
export const paymentMethodsResponseSchema = z.object({ methods: z.array(paymentMethodSchema) });

export const paymentRequestSchema = z.object({
  accountId: z.number().int().positive(),
  method: paymentMethodIdSchema,
  /** Minor units of the account's currency. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Language of the return pages (`/{lng}/onpay/...`). */
  lng: languageCodeSchema.default('en'),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  type: paymentDirectionSchema,
  method: z.string(),
  amount: z.number().int(),
  currencyId: z.number().int(),
  iso: z.string(),
  accountId: z.number().int(),
  status: paymentStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentCreatedSchema = z.object({
  payment: paymentSchema,
  /** The gateway page to send the player to. */
  redirectUrl: z.string(),
});

/** Answer of a cancelled withdrawal: the payment, now `cancel`. */
export const withdrawalCancelledSchema = z.object({ payment: paymentSchema });

/** Answer of a cancelled deposit: the payment, now `cancel` (it was never credited). */
export const depositCancelledSchema = z.object({ payment: paymentSchema });

/** Answer of a pending deposit to go on with: the payment and its gateway page. */
export const depositResumeSchema = z.object({
  payment: paymentSchema,
  /** The same gateway page the deposit was created with. */
  redirectUrl: z.string(),
});

/**
 * A refused movement of money (4xx of payments, casino rounds): the usual error fields with its `code`; a
 * refusal of player protection (403) adds what the player needs to know: the ban level, the exclusion's type
 * and end, when the session limit ended it, or the limit's type and the minor units it still allows.
 */
export const moneyRefusalSchema = errorAnswerSchema.extend({
  banLevel: z.number().int().optional(),
  limitType: z.number().int().optional(),
  until: z.string().optional(),
  endedAt: z.string().optional(),
  stillAllowed: z.number().int().optional(),
});

export const paymentHistoryQuerySchema = z.object({
  /** Period start and end (ISO dates or date-times, inclusive start, exclusive end). */
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  type: paymentDirectionSchema.optional(),
  status: paymentStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;
export const paymentHistoryResponseSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The gateway page form (application/x-www-form-urlencoded). */
export const gatewayFormSchema = z.object({
  sig: z.string().min(1).max(200),
  outcome: z.enum(['success', 'fail', 'cancel', 'pending']),
  method: paymentMethodIdSchema.optional(),
  /** Major units as typed by the player (`12.50`); deposits only. */
  amount: z.string().max(40).optional(),
});
export const gatewayPageQuerySchema = z.object({ sig: z.string().min(1).max(200) });

/** The gateway's callback; signed in the `x-gateway-signature` header (`t=<unix s>,v1=<hex HMAC-SHA256>`). */
export const gatewayCallbackSchema = z.object({
  eventId: z.string().min(8).max(100),
  paymentId: z.number().int().positive(),
  status: z.enum(['success', 'fail', 'cancel', 'pending']),
  amount: z.number().int().positive(),
  currencyId: z.number().int(),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;
export const gatewayCallbackResponseSchema = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  duplicate: z.boolean(),
});

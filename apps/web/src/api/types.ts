/** Wire types of @betline/contracts, imported as types only: the client bundle carries no zod. */
export type {
  BalanceResponse,
  Limit,
  LoginResponse,
  Payment,
  PaymentHistoryQuery,
  RegisterFastResponse,
  SignedIn,
  UserConfig,
  WalletAccount,
} from '@betline/contracts';

/** `codeSentSchema`. */
export interface CodeSentSchemaType {
  sent: true;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

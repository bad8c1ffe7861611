import type { TFunction } from 'i18next';
import { isCancel, isHttpError, NetworkError } from './http';

/** The error body of the server: `{ statusCode, error, message, code?, ...extra }`. */
export interface ServerErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  code?: string;
  [extra: string]: unknown;
}

/** The server's error body, when the error is an HTTP answer with one. */
export function errorBodyOf(error: unknown): ServerErrorBody | undefined {
  if (!isHttpError(error)) return undefined;
  const data = error.response.data;
  return typeof data === 'object' && data !== null ? (data as ServerErrorBody) : undefined;
}

/** The machine-readable code of a refusal (`invalid_credentials`, `deposit_limit`, ...). */
export function errorCodeOf(error: unknown): string | undefined {
  const code = errorBodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response.status : undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A message a player understands for a failed request: a known refusal code has its own text (`errors.codes.*`),
 * a lost connection says so, anything else is the generic text with the status for support.
 */
export function playerMessage(error: unknown, translate: TFunction<'account'> | Translate): string {
  const t = translate as unknown as Translate;
  if (error instanceof NetworkError) return t(error.timedOut ? 'errors.timeout' : 'errors.network');
  const code = errorCodeOf(error);
  if (code !== undefined) {
    const text = t(`errors.codes.${code}`, { defaultValue: '' });
    if (text !== '') return text;
  }
  const status = statusOf(error);
  if (status === 429) return t('errors.tooMany');
  if (status !== undefined && status >= 500) return t('errors.server', { status });
  if (status !== undefined) return t('errors.refused', { status });
  return t('errors.unknown');
}

/** ERR-008: a cancelled request is not an error to show. */
export function isIgnorable(error: unknown): boolean {
  return isCancel(error);
}

import type { Limit } from './types';
import { http } from './client';
import { IDENTITY_PATHS, LIMIT_PATHS, REALITY_CHECK_PATH } from '@betline/contracts/paths';
import { checkAnswer } from './validate';
import { fetchQuery, forgetQueries, keptAnswer, type QueryCache } from '../lib/queryCache';

/** AUTH-030: the user token with the expiry its payload carries. */
interface CachedToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** AUTH-032: a token fetch (pending or failed) is reused for 60 s. */
export const TOKEN_FETCH_CACHE_MS = 60_000;
/** A token this close to its expiry counts as invalid (AUTH-031). */
const EXPIRY_MARGIN_MS = 30_000;
/** The data layer's key of the limit service's token (one per app instance: `stores.queries`). */
export const USER_TOKEN_KEY = 'limits:user-token';

/** Epoch ms of the `exp` claim of a JWT, if it has one. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

async function fetchToken(force: boolean): Promise<CachedToken> {
  const { data } = await http.get<unknown>(IDENTITY_PATHS.userToken, {
    params: force ? { force_refresh: 'true' } : undefined,
    quiet: true,
  });
  const answer = await checkAnswer<{ token: string; expiresAt: number }>(
    'userTokenResponseSchema',
    data,
    'user token',
  );
  // The payload's own expiry wins over the envelope's (AUTH-030).
  const expiresAt = tokenExpiry(answer.token) ?? answer.expiresAt * (answer.expiresAt < 1e12 ? 1000 : 1);
  return { token: answer.token, expiresAt };
}

/**
 * The bearer token of the limit service, kept in the app instance's data layer: the token while valid
 * (AUTH-030/031); otherwise one fetch, shared by every caller and reused for 60 s even when it failed
 * (AUTH-032), unless `force` (after a 401).
 */
export async function userToken(cache: QueryCache, now = Date.now(), force = false): Promise<string> {
  const known = keptAnswer<CachedToken>(cache, USER_TOKEN_KEY);
  if (!force && known !== undefined && known.expiresAt - EXPIRY_MARGIN_MS > now) return known.token;
  const answer = fetchQuery(
    cache,
    USER_TOKEN_KEY,
    () =>
      fetchToken(force).catch((error: unknown) => {
        console.warn('user token could not be fetched:', error instanceof Error ? error.message : error);
        throw error;
      }),
    { keep: true, keepMs: TOKEN_FETCH_CACHE_MS, keepFailures: true, force, now },
  );
  return (await answer).token;
}

/** Forgets the token (sign-out). */
export function forgetUserToken(cache: QueryCache): void {
  forgetQueries(cache, USER_TOKEN_KEY);
}

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * A limit-service call with the bearer token of this app instance (`cache`: `stores.queries`); ERR-016: a 401
 * refreshes the token once and retries once (the client's bearer interceptor, api/http.ts).
 */
export async function limitService<T>(
  cache: QueryCache,
  method: Method,
  path: string,
  options: { body?: unknown; params?: Record<string, string | number>; language: string },
): Promise<T> {
  const config = {
    headers: { 'X-Language': options.language },
    params: options.params,
    quiet: true,
    // The cached token, or a fresh one after a 401 (`force`).
    bearer: (force: boolean) => userToken(cache, Date.now(), force),
  };
  if (method === 'GET') return (await http.get<T>(path, config)).data;
  if (method === 'DELETE') return (await http.delete<T>(path, config)).data;
  return (await http.post<T>(path, options.body, config)).data;
}

export interface AvailableLimit {
  type: number;
  availableValues: number[];
  measure: 'money' | 'days' | 'hours' | 'minutes';
}

export interface Question {
  id: number;
  text: string;
  answers: { id: number; text: string }[];
}

export interface SetLimitsAnswer {
  status: number;
  title: string;
  data?: { questions: Question[] } | null;
  tokenGuid?: string | null;
  limitsData?: Limit[] | null;
}

export async function fetchLimits(cache: QueryCache, language: string) {
  const data = await limitService<unknown>(cache, 'GET', LIMIT_PATHS.limits, { language });
  return (await checkAnswer<{ data: Limit[] }>('limitsAnswerSchema', data, 'limits')).data;
}

export async function fetchAvailableLimits(cache: QueryCache, language: string) {
  const data = await limitService<unknown>(cache, 'GET', LIMIT_PATHS.availableLimits, { language });
  return (
    await checkAnswer<{ data: AvailableLimit[] }>('availableLimitsAnswerSchema', data, 'available limits')
  ).data;
}

export async function fetchSelfExcludeReasons(cache: QueryCache, language: string) {
  const data = await limitService<unknown>(cache, 'GET', LIMIT_PATHS.selfExcludeReasons, { language });
  return (
    await checkAnswer<{ data: { id: number; selfExcludeReason: string }[] }>(
      'selfExcludeReasonsAnswerSchema',
      data,
      'self-exclusion reasons',
    )
  ).data;
}

export async function saveLimits(
  cache: QueryCache,
  limits: { limitType: number; limitValue: number | null }[],
  language: string,
) {
  const data = await limitService<unknown>(cache, 'POST', LIMIT_PATHS.limits, {
    body: { limits },
    language,
  });
  return checkAnswer<SetLimitsAnswer>('setLimitsAnswerSchema', data, 'save limits');
}

export async function answerQuestions(
  cache: QueryCache,
  tokenGuid: string,
  answers: { questionId: number; answerId: number }[],
  language: string,
) {
  const data = await limitService<unknown>(cache, 'POST', LIMIT_PATHS.testAnswers, {
    body: { tokenGuid, answers },
    language,
  });
  return checkAnswer<{
    success: boolean;
    title: string;
    questionsResult: { questionId: number; passed: boolean }[];
    limitsData: Limit[] | null;
  }>('testAnswersAnswerSchema', data, 'questionnaire');
}

/** 0 reject, 1 approve. */
export async function limitAction(cache: QueryCache, limitType: number, action: 0 | 1, language: string) {
  return limitService<{ status: number; title: string } | undefined>(cache, 'POST', LIMIT_PATHS.limitAction, {
    body: { limitType, action },
    language,
  });
}

export async function deleteLimit(cache: QueryCache, limitType: number, language: string) {
  return limitService<{ status: number; title: string } | undefined>(cache, 'DELETE', LIMIT_PATHS.limit, {
    params: { limitType },
    language,
  });
}

export async function blockUser(
  cache: QueryCache,
  days: number,
  reasonId: number | undefined,
  language: string,
) {
  return limitService<{ success: boolean; title: string }>(cache, 'POST', LIMIT_PATHS.blockUser, {
    body: reasonId === undefined ? { days } : { days, reasonId },
    language,
  });
}

export interface PingAnswer {
  sessionEndsAt: number | null;
  realityCheckAt: number | null;
  approvalDue: number[];
}

export async function ping(cache: QueryCache, language: string) {
  const data = await limitService<unknown>(cache, 'POST', LIMIT_PATHS.ping, { language });
  return checkAnswer<PingAnswer>('pingAnswerSchema', data, 'ping');
}

export async function recordRealityCheck(
  action: 'continue' | 'log_out',
  doNotShowAgain: boolean,
  popupShowAt: number,
) {
  const { data } = await http.post<unknown>(
    REALITY_CHECK_PATH,
    { data: { attributes: { action, do_not_show_again: doNotShowAgain, popup_show_at: popupShowAt } } },
    { quiet: true },
  );
  return data;
}

export interface RealityCheckFigures {
  sessionSeconds: number;
  netPosition: number;
  currency: string;
  nextCheckAt: number | null;
}

/** The session's figures for the reality-check dialog (time played, net position). */
export async function fetchRealityCheckFigures() {
  const { data } = await http.get<unknown>(REALITY_CHECK_PATH, { quiet: true });
  return checkAnswer<RealityCheckFigures>('realityCheckAnswerSchema', data, 'reality check');
}

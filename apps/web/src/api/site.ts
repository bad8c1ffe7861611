import type {
  AgreementRulesStatus,
  BanState,
  BlockResponse,
  ConfigGroupsResponse,
  MaintenanceStatus,
} from '@betline/contracts';
import { http } from './client';
import { loadConfigGroups } from './configGroups';
import { isHttpError } from './http';
import {
  MAINTENANCE_PATH,
  BLOCK_PATH,
  BAN_STATE_PATH,
  AGREEMENT_RULES_STATUS_PATH,
  AGREEMENT_RULES_ACCEPT_PATH,
  TERMS_NOT_ACCEPTED_STATUS,
  TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
} from '@betline/contracts/paths';
import { checkAnswer } from './validate';
import type { QueryCache } from '../lib/queryCache';

/** The config groups the guards read: features (GUARD-024) and routing (GUARD-003/018/023); loaded once. */
export function fetchRoutingGroups(queries: QueryCache, lang: string): Promise<ConfigGroupsResponse> {
  return loadConfigGroups(queries, ['features', 'routing'], lang);
}

/** The maintenance window (NOTICE-013, GUARD-010/011). */
export async function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceStatus> {
  const { data } = await http.get<unknown>(MAINTENANCE_PATH, { signal, quiet: true });
  return checkAnswer<MaintenanceStatus>('maintenanceStatusSchema', data, 'maintenance status');
}

/** The block service's answer for this visitor and path (GUARD-012..014). */
export async function fetchBlock(auth: boolean, url: string, signal?: AbortSignal): Promise<BlockResponse> {
  const { data } = await http.post<unknown>(BLOCK_PATH, { auth, url }, { signal, quiet: true });
  return checkAnswer<BlockResponse>('blockResponseSchema', data, 'block answer');
}

/** GUARD-015: the block check is tried 3 times in all (2 retries), 100 ms apart. */
export async function fetchBlockWithRetries(
  auth: boolean,
  url: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<BlockResponse> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0) await wait(100);
    try {
      return await fetchBlock(auth, url);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Ban state of the signed-in player (GUARD-016/017). */
export async function fetchBanState(signal?: AbortSignal): Promise<BanState> {
  const { data } = await http.get<unknown>(BAN_STATE_PATH, { signal, quiet: true });
  return checkAnswer<BanState>('banStateSchema', data, 'ban state');
}

/** Terms status of the signed-in player (GUARD-007/009). */
export async function fetchTermsStatus(signal?: AbortSignal): Promise<AgreementRulesStatus> {
  const { data } = await http.get<unknown>(AGREEMENT_RULES_STATUS_PATH, { signal, quiet: true });
  return checkAnswer<AgreementRulesStatus>('agreementRulesStatusSchema', data, 'terms status');
}

/** Accepts the terms published at `updatedAt`; answers the new status. */
export async function acceptTerms(updatedAt: string): Promise<AgreementRulesStatus> {
  const { data } = await http.post<unknown>(AGREEMENT_RULES_ACCEPT_PATH, { updatedAt });
  return checkAnswer<AgreementRulesStatus>('agreementRulesStatusSchema', data, 'terms status');
}

/** ERR-018: whether an error is the server's "confirm the new terms first" (HTTP 451, exception_code 1). */
export function isTermsNotAccepted(error: unknown): boolean {
  if (!isHttpError(error) || error.response.status !== TERMS_NOT_ACCEPTED_STATUS) return false;
  const body = error.response.data as { exception_code?: unknown } | undefined;
  return body?.exception_code === TERMS_NOT_ACCEPTED_EXCEPTION_CODE;
}

import { proxy, ref } from 'valtio';
import type { Stores } from './index';
import { LIMIT_TYPE } from '@betline/core';
import type { Limit } from '../api/types';
import {
  fetchAvailableLimits,
  fetchLimits,
  fetchSelfExcludeReasons,
  ping as pingService,
  type AvailableLimit,
  type PingAnswer,
} from '../api/limits';
import type { QueryCache } from '../lib/queryCache';

/** The protection state the app shows (what the server enforces). */
export interface LimitsState {
  limits: Limit[];
  available: AvailableLimit[];
  reasons: { id: number; selfExcludeReason: string }[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last ping's answer: when the session ends, the next reality check, the changes due for approval. */
  runtime: PingAnswer | null;
}

export interface LimitsStore extends LimitsState {
  /** How many fresher answers (a save, an approval, a questionnaire) have replaced the limits. */
  applied: number;
  /** The app instance's data layer, which keeps the limit service's token (`stores.queries`). */
  queries: QueryCache;
}

export function createLimitsStore(queries: QueryCache): LimitsStore {
  return proxy<LimitsStore>({
    queries: ref(queries),
    limits: [],
    available: [],
    reasons: [],
    status: 'idle',
    runtime: null,
    applied: 0,
  });
}

/** This app instance's limits store, made on first use. */
export function limitsOf(stores: Pick<Stores, 'lazy' | 'queries'>): LimitsStore {
  return (stores.lazy.limits ??= createLimitsStore(stores.queries));
}

/** The limit-service ping runs every 30 s while signed in (RG-020). */
export const PING_EVERY_MS = 30_000;

/** Loads the player's limits, the values on offer and the self-exclusion reasons (RG-018: signed in only). */
export async function loadLimits(limitsStore: LimitsStore, language: string): Promise<void> {
  limitsStore.status = limitsStore.status === 'ready' ? 'ready' : 'loading';
  const before = limitsStore.applied;
  try {
    const [limits, available, reasons] = await Promise.all([
      fetchLimits(limitsStore.queries, language),
      fetchAvailableLimits(limitsStore.queries, language),
      fetchSelfExcludeReasons(limitsStore.queries, language),
    ]);
    // A limit saved while this load was on its way came with a newer list: this one must not put it back.
    if (limitsStore.applied === before) limitsStore.limits = limits;
    limitsStore.available = available;
    limitsStore.reasons = reasons;
    limitsStore.status = 'ready';
  } catch (error) {
    limitsStore.status = 'error';
    throw error;
  }
}

/** Replaces the limits with a fresher answer (after a save, an approval, a questionnaire). */
export function applyLimits(limitsStore: LimitsStore, limits: readonly Limit[] | null | undefined): void {
  if (!limits) return;
  limitsStore.applied += 1;
  limitsStore.limits = [...limits];
}

export async function pingLimits(limitsStore: LimitsStore, language: string): Promise<PingAnswer> {
  const answer = await pingService(limitsStore.queries, language);
  limitsStore.runtime = answer;
  return answer;
}

/** The active reality-check interval in minutes, if the player set one (type 32). */
export function realityCheckMinutes(limits: readonly Limit[]): number | null {
  const limit = limits.find(
    (each) => each.limitType === LIMIT_TYPE.REALITY_CHECK && each.limitState === 'ACTIVE',
  );
  return limit?.limitValue ?? null;
}

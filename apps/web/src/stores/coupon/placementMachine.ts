import type { PlaceCouponRequest } from '../../api/types';

/**
 * The slip's placement as an explicit state machine (pure: the store applies its transitions, placement.ts).
 *
 *   idle ─send→ placing | waitingDelay (a live selection: the server holds the coupon for the in-play delay)
 *   placing | waitingDelay ─accepted→ placed   ─refused→ refused | changed (the odds moved)   ─failed→ unanswered
 *   placed | refused | changed | unanswered ─send→ placing | waitingDelay
 *
 * The context holds the attempt's idempotency id (the coupon id) with the intent it was made for (the payload
 * without its id) and the request sent. Only a send from `unanswered` (network, timeout, a 5xx: the coupon's fate
 * is unknown) with the same intent sends the very same request again, same id: the server answers the stored
 * coupon instead of staking twice. Any other send is a new placement with a new id.
 */
export type PlacementState =
  'idle' | 'placing' | 'waitingDelay' | 'placed' | 'refused' | 'changed' | 'unanswered';

export type PlacementFailure = 'network' | 'timeout' | 'server';

export interface PlacementMachine {
  state: PlacementState;
  /** The current (or last) attempt's idempotency id. */
  id: string | null;
  /** The intent the id was made for: the payload without its id. */
  intent: string | null;
  /** The request sent (a plain copy): a retry sends the same bytes. */
  payload: PlaceCouponRequest | null;
  /** Why the last attempt got no usable answer (state `unanswered`). */
  failure: PlacementFailure | null;
}

export type PlacementEvent =
  | { type: 'send'; draft: PlaceCouponRequest; newId: () => string; live: boolean }
  | { type: 'accepted' }
  | { type: 'refused'; code: string }
  | { type: 'failed'; reason: PlacementFailure };

export function idlePlacement(): PlacementMachine {
  return { state: 'idle', id: null, intent: null, payload: null, failure: null };
}

/** The placement intent: the payload without its id (the same intent again reuses the id after no answer). */
export function intentOf(payload: PlaceCouponRequest): string {
  return JSON.stringify({ ...payload, id: '' });
}

export function isSending(machine: Pick<PlacementMachine, 'state'>): boolean {
  return machine.state === 'placing' || machine.state === 'waitingDelay';
}

/** The next machine; an event the state does not take leaves it as it is (the same object). */
export function placementTransition(machine: PlacementMachine, event: PlacementEvent): PlacementMachine {
  switch (event.type) {
    case 'send': {
      if (isSending(machine)) return machine;
      const intent = intentOf(event.draft);
      const retry = machine.state === 'unanswered' && machine.intent === intent && machine.payload !== null;
      const payload = retry ? machine.payload! : { ...event.draft, id: event.newId() };
      return {
        state: event.live ? 'waitingDelay' : 'placing',
        id: payload.id,
        intent,
        payload,
        failure: null,
      };
    }
    case 'accepted':
      return isSending(machine) ? { ...machine, state: 'placed' } : machine;
    case 'refused':
      return isSending(machine)
        ? { ...machine, state: event.code === 'COEF_CHANGED' ? 'changed' : 'refused' }
        : machine;
    case 'failed':
      return isSending(machine) ? { ...machine, state: 'unanswered', failure: event.reason } : machine;
  }
}

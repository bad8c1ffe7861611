import type { SessionEndReason } from './user';

/**
 * What one store tells the others (DESIGN "State"): stores do not import each other; a sign-in, a sign-out or a
 * session ended elsewhere is an event on the app's one small bus, and whoever cares listens.
 */
export interface AppEventMap {
  /** A player signed in (this tab, another tab, or a session found at start). */
  signedIn: { userId: number };
  /** The player in this tab is gone: signed out, or the session ended (`reason` says why; null when asked). */
  signedOut: { reason: SessionEndReason | null };
}

export type AppEventName = keyof AppEventMap;

export interface AppEvents {
  /** Runs `listener` on every `name` event; answers the function that stops it. */
  on<N extends AppEventName>(name: N, listener: (event: AppEventMap[N]) => void): () => void;
  emit<N extends AppEventName>(name: N, event: AppEventMap[N]): void;
}

export function createEvents(): AppEvents {
  const listeners = new Map<AppEventName, Set<(event: never) => void>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (set === undefined) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(name, event) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (value: typeof event) => void)(event);
        } catch (error) {
          // One listener's failure must not keep the others from hearing a sign-out.
          console.error(`an ${name} listener failed:`, error);
        }
      }
    },
  };
}

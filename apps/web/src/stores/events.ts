import type { SessionEndReason } from './user';

/**
 * What one store tells the others (DESIGN "State"): stores do not import each other; a sign-in, a sign-out or a
 * session ended elsewhere is an event on the app's one small bus, and whoever cares listens.
 */
export interface AppEventMap {
  /** A player signed in (this tab, another tab, or a session found at start); `changed`: another player than before. */
  signedIn: { userId: number; changed: boolean };
  /** The player in this tab is gone: signed out, or the session ended (`reason` says why; null when asked). */
  signedOut: { reason: SessionEndReason | null };
}

export type AppEventName = keyof AppEventMap;

/** A listener may start work and answer its promise; a failure is logged, never passed on. */
export type AppEventListener<N extends AppEventName> = (event: AppEventMap[N]) => void | Promise<void>;

export interface AppEvents {
  /** Runs `listener` on every `name` event; answers the function that stops it. */
  on<N extends AppEventName>(name: N, listener: AppEventListener<N>): () => void;
  /** Tells every listener; settles once the work they started settled (a sign-in waits for the balance). */
  emit<N extends AppEventName>(name: N, event: AppEventMap[N]): Promise<void>;
}

export function createEvents(): AppEvents {
  const listeners = new Map<AppEventName, Set<(event: never) => void | Promise<void>>>();
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
    async emit(name, event) {
      const report = (error: unknown) => {
        // One listener's failure must not keep the others from hearing a sign-out.
        console.error(`a ${name} listener failed:`, error);
      };
      const work: Promise<void>[] = [];
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          const result = (listener as (value: typeof event) => void | Promise<void>)(event);
          if (result !== undefined) work.push(result.catch(report));
        } catch (error) {
          report(error);
        }
      }
      await Promise.all(work);
    },
  };
}

import { createContext, useContext } from 'react';
import { createEvents, type AppEvents } from './events';
import { createNoticesStore, type NoticesStore } from './notices';
import { createPreferencesStore, type PreferencesStore, type ReadCookie } from './preferences';

/**
 * The app's stores, one set per app instance (DESIGN "State"): the browser makes one, the server one per request,
 * every test its own. Provided through `StoresContext`; actions take the store they act on.
 */
export interface Stores {
  readonly events: AppEvents;
  readonly notices: NoticesStore;
  readonly preferences: PreferencesStore;
}

export interface StoresInput {
  /** The cookies the first state is read from: the request's on the server, the browser's by default. */
  readCookie?: ReadCookie;
}

export function createStores(input: StoresInput = {}): Stores {
  return {
    events: createEvents(),
    notices: createNoticesStore(),
    preferences: createPreferencesStore(input.readCookie),
  };
}

export const StoresContext = createContext<Stores | null>(null);

/** The stores of the app instance this component renders in. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (stores === null) throw new Error('useStores is used outside the app (no StoresContext provider)');
  return stores;
}

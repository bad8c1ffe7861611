import type { Stores } from './index';

/**
 * Transitional: the app instance's stores for the modules that are still module singletons (the session check,
 * the request-error notice, the terms interceptor). They cannot take the stores as an argument yet because their own
 * callers are singletons too. Each leaves this bridge when it becomes per instance (issue "request-scoped
 * state"); when none is left, this file goes. The browser binds its one instance at start, each test its own.
 * The server never renders with it: nothing the server renders reads it.
 */
let bound: Stores | undefined;

export function bindSingletonStores(stores: Stores): void {
  bound = stores;
}

export function singletonStores(): Stores {
  if (bound === undefined) throw new Error('the app instance has not bound its stores yet');
  return bound;
}

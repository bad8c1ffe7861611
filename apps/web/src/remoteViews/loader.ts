/**
 * The remote-view loader: carries out the state machine's effects (machine.ts) for every view of an app
 * instance: requests, retry timers, reload events, and the view's code once it has loaded.
 *
 * Code a view brings runs only from the origins the site config allows (`remoteViewOrigins`, none by default):
 * - `scriptsToLoad`: each address on an allowed origin is added once as `<script src>` (the server lists the
 *   same origins in the Content-Security-Policy's script-src); others are skipped with a warning.
 * - `codeToEval`: run only when the view's own origin is allowed. Code that does not compile or throws (the
 *   CSP has no 'unsafe-eval', so a browser refuses it there too) is a warning and sends the view to its error
 *   state (ERR-027); it never breaks the page.
 */
import type { RemoteView } from '../api/types';
import {
  NOT_EXIST,
  VIEW_RETRY_POLICY,
  retriesExhausted,
  step,
  type RemoteViewState,
  type RetryInfo,
  type RetryPolicy,
  type ViewEffect,
  type ViewEntry,
  type ViewEvent,
} from './machine';

export interface RemoteViewSnapshot {
  state: RemoteViewState;
  /** The view once ready, else null. */
  view: RemoteView | null;
  retry: RetryInfo | null;
  /** Failed with no automatic retry left: the error and its refresh button are shown. */
  exhausted: boolean;
}

export const NOT_LOADED: RemoteViewSnapshot = {
  state: 'not-exist',
  view: null,
  retry: null,
  exhausted: false,
};

export interface ReloadEvent {
  appName: string;
  lng: string;
  /** Which automatic retry starts (1-based). */
  retry: number;
}

export interface RemoteViewLoaderOptions {
  fetchView: (appName: string, lng: string, signal: AbortSignal) => Promise<RemoteView>;
  /** The site config's `remoteViewOrigins` of the moment. */
  allowedOrigins: () => readonly string[];
  /** The origin views are loaded from (the page's own). */
  viewOrigin: () => string;
  /** Adds `<script src>` for an allowed address (the page's head by default). */
  loadScript?: (src: string) => void;
  /** Runs a view's `codeToEval`; throws when the code is invalid. */
  runCode?: (code: string) => void;
  warn?: (message: string, detail?: unknown) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface RemoteViewLoader {
  /** A reader of the view mounts; the answer lets it go (RV-008). */
  acquire(appName: string, lng: string, policy?: RetryPolicy): () => void;
  snapshot(appName: string, lng: string): RemoteViewSnapshot;
  subscribe(appName: string, lng: string, listener: () => void): () => void;
  /** The refresh button (RV-013: throttled to one per 1000 ms). */
  reload(appName: string, lng: string): void;
  /** RV-011: told when an automatic retry starts. */
  onReload(listener: (event: ReloadEvent) => void): () => void;
}

interface Slot {
  appName: string;
  lng: string;
  policy: RetryPolicy;
  entry: ViewEntry;
  view: RemoteView | null;
  snapshot: RemoteViewSnapshot;
  controller: AbortController | null;
  timer: unknown;
  listeners: Set<() => void>;
}

function originOf(address: string, base: string): string | null {
  try {
    return new URL(address, base).origin;
  } catch {
    return null;
  }
}

function appendScript(src: string): void {
  if (document.querySelector(`script[data-remote-view-src="${CSS.escape(src)}"]`) !== null) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.remoteViewSrc = src;
  document.head.append(script);
}

function evaluate(code: string): void {
  // The one place a view's code runs, and only for allowed origins (see the module's comment).
  new Function(code)();
}

export function createRemoteViewLoader(options: RemoteViewLoaderOptions): RemoteViewLoader {
  const {
    fetchView,
    allowedOrigins,
    viewOrigin,
    loadScript = appendScript,
    runCode = evaluate,
    warn = (message: string, detail?: unknown) => console.warn(message, detail),
    now = () => Date.now(),
    setTimer = (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimer = (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const slots = new Map<string, Slot>();
  const reloadListeners = new Set<(event: ReloadEvent) => void>();
  const keyOf = (appName: string, lng: string) => `${appName}\u0000${lng}`;

  function slotOf(appName: string, lng: string, policy: RetryPolicy = VIEW_RETRY_POLICY): Slot {
    const key = keyOf(appName, lng);
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = {
        appName,
        lng,
        policy,
        entry: NOT_EXIST,
        view: null,
        snapshot: NOT_LOADED,
        controller: null,
        timer: null,
        listeners: new Set(),
      };
      slots.set(key, slot);
    }
    return slot;
  }

  function publish(slot: Slot): void {
    const { entry } = slot;
    slot.snapshot = {
      state: entry.state,
      view: entry.state === 'ready' ? slot.view : null,
      retry: entry.retry,
      exhausted: retriesExhausted(entry),
    };
    for (const listener of [...slot.listeners]) listener();
  }

  /** The view's scripts and code; false when its code is invalid. */
  function runViewCode(view: RemoteView): boolean {
    const allowed = allowedOrigins();
    const base = viewOrigin();
    for (const src of view.scriptsToLoad) {
      const origin = originOf(src, base);
      if (origin !== null && allowed.includes(origin)) loadScript(new URL(src, base).href);
      else warn(`remote view ${view.appName}: script ${src} is not from an allowed origin, not loaded`);
    }
    if (view.codeToEval.trim() === '') return true;
    if (!allowed.includes(base)) {
      warn(`remote view ${view.appName}: codeToEval not run, ${base} is not an allowed origin`);
      return true;
    }
    try {
      runCode(view.codeToEval);
      return true;
    } catch (error) {
      warn(`remote view ${view.appName}: invalid codeToEval`, error);
      return false;
    }
  }

  function stop(slot: Slot): void {
    slot.controller?.abort();
    slot.controller = null;
    if (slot.timer !== null) clearTimer(slot.timer);
    slot.timer = null;
  }

  function load(slot: Slot): void {
    const controller = new AbortController();
    slot.controller = controller;
    fetchView(slot.appName, slot.lng, controller.signal).then(
      (view) => {
        if (slot.controller !== controller) return;
        slot.controller = null;
        if (runViewCode(view)) {
          slot.view = view;
          dispatch(slot, { type: 'loaded' });
        } else {
          dispatch(slot, { type: 'failed' });
        }
      },
      (error: unknown) => {
        if (slot.controller !== controller) return;
        slot.controller = null;
        warn(`remote view ${slot.appName} failed to load`, error);
        dispatch(slot, { type: 'failed' });
      },
    );
  }

  function carryOut(slot: Slot, effect: ViewEffect): void {
    switch (effect.type) {
      case 'cancel':
        stop(slot);
        break;
      case 'fetch':
        load(slot);
        break;
      case 'schedule-retry':
        slot.timer = setTimer(() => {
          slot.timer = null;
          dispatch(slot, { type: 'retry-due' });
        }, effect.delayMs);
        break;
      case 'reload-event':
        for (const listener of [...reloadListeners]) {
          listener({ appName: slot.appName, lng: slot.lng, retry: effect.retry });
        }
        break;
    }
  }

  function dispatch(slot: Slot, event: ViewEvent): void {
    const { entry, effects } = step(slot.entry, event, slot.policy);
    const changed = entry !== slot.entry;
    slot.entry = entry;
    if (entry.state === 'not-exist') slot.view = null;
    for (const effect of effects) carryOut(slot, effect);
    if (changed) publish(slot);
  }

  return {
    acquire(appName, lng, policy) {
      const slot = slotOf(appName, lng, policy);
      if (slot.entry.state === 'not-exist') slot.policy = policy ?? VIEW_RETRY_POLICY;
      dispatch(slot, { type: 'acquire' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        dispatch(slot, { type: 'release' });
      };
    },
    snapshot: (appName, lng) => slots.get(keyOf(appName, lng))?.snapshot ?? NOT_LOADED,
    subscribe(appName, lng, listener) {
      const slot = slotOf(appName, lng);
      slot.listeners.add(listener);
      return () => slot.listeners.delete(listener);
    },
    reload(appName, lng) {
      const slot = slots.get(keyOf(appName, lng));
      if (slot !== undefined) dispatch(slot, { type: 'manual-reload', now: now() });
    },
    onReload(listener) {
      reloadListeners.add(listener);
      return () => reloadListeners.delete(listener);
    },
  };
}

import type { Stores } from '../stores';

/**
 * NOTICE-018: the browser's install prompt (`beforeinstallprompt`) is captured as the page starts (the browser
 * fires it once, early) and kept in the app instance; the site notices offer it later. Only this listener is on
 * the first screen.
 */

/** The event Chromium browsers fire when the site may be installed (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** One app instance's captured prompt and who watches it. */
export interface InstallPrompt {
  held: InstallPromptEvent | undefined;
  readonly watchers: Set<() => void>;
}

/** The install prompt of this app instance, made on first use (the browser's start captures it). */
export function installPromptOf(stores: Pick<Stores, 'lazy'>): InstallPrompt {
  stores.lazy.installPrompt ??= { held: undefined, watchers: new Set() };
  return stores.lazy.installPrompt;
}

function changed(installPrompt: InstallPrompt): void {
  for (const watcher of installPrompt.watchers) watcher();
}

/**
 * Starts listening: the browser's own install banner is held back, the event kept for the offer. Answers a stop
 * function.
 */
export function captureInstallPrompt(installPrompt: InstallPrompt, target: Window = window): () => void {
  const captured = (event: Event) => {
    event.preventDefault();
    installPrompt.held = event as InstallPromptEvent;
    changed(installPrompt);
  };
  // Installed (from the offer or the browser's menu): nothing left to offer.
  const installed = () => {
    installPrompt.held = undefined;
    changed(installPrompt);
  };
  target.addEventListener('beforeinstallprompt', captured);
  target.addEventListener('appinstalled', installed);
  return () => {
    target.removeEventListener('beforeinstallprompt', captured);
    target.removeEventListener('appinstalled', installed);
  };
}

/** Whether a captured prompt is waiting to be offered. */
export function hasInstallPrompt(installPrompt: InstallPrompt): boolean {
  return installPrompt.held !== undefined;
}

/** Takes the captured prompt (a prompt can be shown once). */
export function takeInstallPrompt(installPrompt: InstallPrompt): InstallPromptEvent | undefined {
  const event = installPrompt.held;
  installPrompt.held = undefined;
  if (event !== undefined) changed(installPrompt);
  return event;
}

/** Calls `watcher` when a prompt is captured, taken or no longer needed. Answers a stop function. */
export function watchInstallPrompt(installPrompt: InstallPrompt, watcher: () => void): () => void {
  installPrompt.watchers.add(watcher);
  return () => installPrompt.watchers.delete(watcher);
}

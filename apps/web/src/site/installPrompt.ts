/**
 * NOTICE-018: the browser's install prompt (`beforeinstallprompt`) is captured as the page starts (the browser
 * fires it once, early) and kept; the site notices offer it later. Only this listener is on the first screen.
 */

/** The event Chromium browsers fire when the site may be installed (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | undefined;
let listening = false;
const watchers = new Set<() => void>();

function changed(): void {
  for (const watcher of watchers) watcher();
}

/** Starts listening (once): the browser's own install banner is held back, the event kept for the offer. */
export function captureInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    changed();
  });
  // Installed (from the offer or the browser's menu): nothing left to offer.
  target.addEventListener('appinstalled', () => {
    held = undefined;
    changed();
  });
}

/** Whether a captured prompt is waiting to be offered. */
export function hasInstallPrompt(): boolean {
  return held !== undefined;
}

/** Takes the captured prompt (a prompt can be shown once). */
export function takeInstallPrompt(): InstallPromptEvent | undefined {
  const event = held;
  held = undefined;
  if (event !== undefined) changed();
  return event;
}

/** Calls `watcher` when a prompt is captured, taken or no longer needed. Answers a stop function. */
export function watchInstallPrompt(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

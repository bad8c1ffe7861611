export type Politeness = 'polite' | 'assertive';

/** Time between clearing and writing the region, so a repeated message is announced again. */
export const ANNOUNCE_DELAY_MS = 50;

const regions: Partial<Record<Politeness, HTMLElement>> = {};
const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};
let fallback: HTMLElement | null = null;

/** Called by <LiveRegion> (rendered once by BetlineRoot) to register its channels. */
export function registerLiveRegion(politeness: Politeness, element: HTMLElement | null): void {
  if (element) regions[politeness] = element;
  else delete regions[politeness];
}

/** Without a mounted BetlineRoot (an isolated test or story), announce into a detached-from-React region. */
function fallbackRegion(politeness: Politeness): HTMLElement {
  if (!fallback || !fallback.isConnected) {
    fallback = document.createElement('div');
    fallback.setAttribute('data-betline-live-region', 'fallback');
    // token-exempt: the visually-hidden clip technique, not a design size
    fallback.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;';
    for (const p of ['polite', 'assertive'] as const) {
      const channel = document.createElement('div');
      channel.setAttribute('role', p === 'polite' ? 'status' : 'alert');
      channel.setAttribute('aria-live', p);
      channel.setAttribute('aria-atomic', 'true');
      channel.dataset.politeness = p;
      fallback.append(channel);
    }
    document.body.append(fallback);
  }
  return fallback.querySelector<HTMLElement>(`[data-politeness="${politeness}"]`)!;
}

/**
 * Announces a message to screen readers through the single live region of BetlineRoot.
 * The region is cleared first and written a moment later, so the same message twice is read twice.
 * The message must already be translated.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  if (typeof document === 'undefined') return;
  const region = regions[politeness] ?? fallbackRegion(politeness);
  region.textContent = '';
  clearTimeout(timers[politeness]);
  timers[politeness] = setTimeout(() => {
    region.textContent = message;
  }, ANNOUNCE_DELAY_MS);
}

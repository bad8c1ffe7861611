import { AD_BAIT_PATH } from '@betline/contracts/paths';

/**
 * NOTICE-015/016: ad-block detection without any third-party script. Two first-party baits: an element with
 * the class names blockers hide (its box collapses), and a request to a path blockers cancel (`/ads/...`: the
 * server answers it with an empty script, a blocker makes it fail before it leaves the browser). A failed bait request counts
 * only when a control request to the same server succeeds, so being offline is not mistaken for a blocker.
 */

/** The query parameter that forces the notice (NOTICE-016): `?adblock=1`. */
export const ADBLOCK_QUERY = 'adblock';
export const BAIT_PATH = AD_BAIT_PATH;
const CONTROL_PATH = '/healthz';
const BAIT_CLASSES = 'adsbox ad-banner ad-placement textads banner-ads';

export function isAdBlockForced(search: string): boolean {
  const value = new URLSearchParams(search).get(ADBLOCK_QUERY);
  return value === '1' || value === 'true';
}

/**
 * The bait element is hidden by a blocker's cosmetic filter (`display: none` or `visibility: hidden`).
 *
 * The bait goes in at the start of a frame and its style is read in a task after that frame: the frame's own
 * style pass computes it with whatever else changed, and the read finds everything computed. Read at once, it
 * would force a style pass of the whole page in the middle of a task (about 15 ms on a phone at start-up).
 */
export function baitElementHidden(doc: Document = document): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.textContent = '\u00a0';
  // Laid out (a filter's `display: none` must be what hides it) but never seen or hit.
  bait.style.position = 'absolute';
  bait.style.clipPath = 'inset(50%)';
  bait.style.pointerEvents = 'none';
  const view = doc.defaultView;
  return new Promise((resolve) => {
    const read = () => {
      try {
        const style = view?.getComputedStyle(bait);
        resolve(style?.display === 'none' || style?.visibility === 'hidden');
      } finally {
        bait.remove();
      }
    };
    if (typeof view?.requestAnimationFrame !== 'function') {
      doc.body.appendChild(bait);
      read();
      return;
    }
    // A hidden tab has no frames: the timer puts the bait in then.
    let done = false;
    const put = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      doc.body.appendChild(bait);
      setTimeout(read, 0);
    };
    const fallback = setTimeout(put, 1000);
    view.requestAnimationFrame(put);
  });
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The bait request is cancelled while the control request to the same server gets through. */
export async function baitRequestBlocked(
  fetchFn: Fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  const init: RequestInit = { method: 'HEAD', cache: 'no-store', credentials: 'omit' };
  try {
    await fetchFn(`${BAIT_PATH}?_=${Date.now()}`, init);
    return false;
  } catch {
    try {
      await fetchFn(CONTROL_PATH, init);
      return true;
    } catch {
      return false;
    }
  }
}

export interface AdBlockProbes {
  element: () => Promise<boolean>;
  request: () => Promise<boolean>;
}

/** NOTICE-015: a blocker is detected when either bait is caught. */
export async function detectAdBlock(
  probes: AdBlockProbes = { element: () => baitElementHidden(), request: () => baitRequestBlocked() },
): Promise<boolean> {
  if (await probes.element()) return true;
  return probes.request();
}

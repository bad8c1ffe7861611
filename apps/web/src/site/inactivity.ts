/** AUTH-022: activity is checked at most once per 100 ms. */
export const ACTIVITY_DEBOUNCE_MS = 100;
/** AUTH-019: the config's minutes times 60000 ms. */
export const MINUTE_MS = 60_000;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** AUTH-021: a playing video or audio element (a match stream, a casino game's sound) keeps the player active. */
export function isMediaPlaying(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll<HTMLMediaElement>('video, audio')).some(
    (media) => !media.paused && !media.ended,
  );
}

export interface InactivityOptions {
  idleMs: number;
  onIdle: () => void;
  doc?: Document;
  mediaPlaying?: () => boolean;
}

/**
 * AUTH-019/021/022: calls `onIdle` once the player has done nothing for `idleMs`. Activity (pointer, keys,
 * wheel, scroll, touch) is debounced 100 ms and restarts the count; while media plays the count does not run
 * (when the timer expires during playback it starts again). Answers a stop function.
 */
export function watchInactivity({
  idleMs,
  onIdle,
  doc = document,
  mediaPlaying = () => isMediaPlaying(doc),
}: InactivityOptions): () => void {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const expire = () => {
    if (stopped) return;
    if (mediaPlaying()) {
      restart();
      return;
    }
    stop();
    onIdle();
  };
  const restart = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(expire, idleMs);
  };
  // A burst of events (a mouse move fires dozens) is one check, 100 ms after its first event; an endless stream
  // still counts every 100 ms (a plain trailing debounce would never fire while the mouse keeps moving).
  const onActivity = () => {
    if (debounce !== undefined) return;
    debounce = setTimeout(() => {
      debounce = undefined;
      if (!stopped) restart();
    }, ACTIVITY_DEBOUNCE_MS);
  };
  // Media that starts or goes on playing is activity too (a `play` does not bubble: captured on the document).
  const onMedia = () => onActivity();

  for (const name of ACTIVITY_EVENTS)
    doc.addEventListener(name, onActivity, { passive: true, capture: true });
  doc.addEventListener('play', onMedia, true);
  doc.addEventListener('timeupdate', onMedia, true);
  restart();

  function stop() {
    stopped = true;
    clearTimeout(idleTimer);
    clearTimeout(debounce);
    for (const name of ACTIVITY_EVENTS) doc.removeEventListener(name, onActivity, { capture: true });
    doc.removeEventListener('play', onMedia, true);
    doc.removeEventListener('timeupdate', onMedia, true);
  }
  return stop;
}

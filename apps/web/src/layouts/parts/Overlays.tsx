import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import {} from '../../stores/notices';
import { isSignedIn } from '../../stores/user';
import { useAfterFirstPaint } from '../../lib/idle';
import { COOKIE_NAMES, readCookie, type ReadCookie } from '../../lib/storage';

import { useStores } from '../../stores';
const NoticeHost = lazy(() => import('../../player/NoticeHost'));
const ProtectionRuntime = lazy(() => import('../../player/ProtectionRuntime'));
const SiteNotices = lazy(() => import('../../site/SiteNotices'));
const AgeGateView = lazy(() => import('../../site/AgeGateView'));

/**
 * A visitor who has not answered the cookie question yet is (almost always) new: the age gate and the consent
 * question are the first thing they must see, so the site notices do not wait for the idle time.
 */
export function isFirstVisit(read: ReadCookie = readCookie): boolean {
  return read(COOKIE_NAMES.consent) === undefined;
}

const noSubscription = () => () => undefined;

/** False on the server and in the render that hydrates its markup, true after it (no mismatch either way). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The query string of the address the visitor arrived with (referral parameters), before any redirect. */
const ARRIVAL_SEARCH = typeof window === 'undefined' ? '' : window.location.search;

/**
 * What floats over every page: the age question while it is open (drawn by the server too: NOTICE-005), the
 * notice stack (loaded with the first notice), for a signed-in player the protection runtime (limits ping,
 * session limit, reality check), and the site notices (consent, update, ad-block, referral cookies, inactivity,
 * reminder) once the first paint is done. None of the others weighs on the first screen.
 */
export function Overlays({ lng }: { lng: string }) {
  const stores = useStores();
  const notices = useSnapshot(stores.notices);
  const user = useSnapshot(stores.user);
  const painted = useAfterFirstPaint();
  const [firstVisit] = useState(() => isFirstVisit(stores.readCookie));
  // Its module decides whether the question is open (on the server too), and draws it.
  const gate = (
    <Suspense fallback={null}>
      <AgeGateView />
    </Suspense>
  );
  // The rest belongs to the browser (storage, timers, the player's runtime): the server's markup has none of
  // it, and the first render after hydration adds it.
  if (!useHydrated()) return gate;
  return (
    <>
      {gate}
      {notices.queue.length > 0 && (
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
      )}
      {isSignedIn(user) && (
        <Suspense fallback={null}>
          <ProtectionRuntime lng={lng} />
        </Suspense>
      )}
      {(painted || firstVisit) && (
        <Suspense fallback={null}>
          <SiteNotices lng={lng} arrivalSearch={ARRIVAL_SEARCH} />
        </Suspense>
      )}
    </>
  );
}

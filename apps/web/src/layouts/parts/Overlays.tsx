import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import {} from '../../stores/notices';
import { isSignedIn } from '../../stores/user';
import { useAfterFirstPaint } from '../../lib/idle';
import { COOKIE_NAMES, readCookie } from '../../lib/storage';

import { useStores } from '../../stores';
const NoticeHost = lazy(() => import('../../player/NoticeHost'));
const ProtectionRuntime = lazy(() => import('../../player/ProtectionRuntime'));
const SiteNotices = lazy(() => import('../../site/SiteNotices'));

/**
 * A visitor who has not answered the cookie question yet is (almost always) new: the age gate and the consent
 * question are the first thing they must see, so the site notices do not wait for the idle time.
 */
export function isFirstVisit(): boolean {
  return readCookie(COOKIE_NAMES.consent) === undefined;
}

/** The query string of the address the visitor arrived with (referral parameters), before any redirect. */
const ARRIVAL_SEARCH = typeof window === 'undefined' ? '' : window.location.search;

/**
 * What floats over every page: the notice stack (loaded with the first notice), for a signed-in player the
 * protection runtime (limits ping, session limit, reality check), and the site notices (consent, age gate,
 * update, ad-block, referral cookies, inactivity, reminder) once the first paint is done. None of them weighs
 * on the first screen.
 */
export function Overlays({ lng }: { lng: string }) {
  const notices = useSnapshot(useStores().notices);
  const user = useSnapshot(useStores().user);
  const painted = useAfterFirstPaint();
  const [firstVisit] = useState(isFirstVisit);
  return (
    <>
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

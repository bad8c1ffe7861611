import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { noticesStore } from '../../stores/notices';
import { isSignedIn, userStore } from '../../stores/user';
import { useAfterFirstPaint } from '../../lib/idle';

const NoticeHost = lazy(() => import('../../player/NoticeHost'));
const ProtectionRuntime = lazy(() => import('../../player/ProtectionRuntime'));
const SiteNotices = lazy(() => import('../../site/SiteNotices'));

/** The query string of the address the visitor arrived with (referral parameters), before any redirect. */
const ARRIVAL_SEARCH = typeof window === 'undefined' ? '' : window.location.search;

/**
 * What floats over every page: the notice stack (loaded with the first notice), for a signed-in player the
 * protection runtime (limits ping, session limit, reality check), and the site notices (consent, age gate,
 * update, ad-block, referral cookies, inactivity, reminder) once the first paint is done. None of them weighs
 * on the first screen.
 */
export function Overlays({ lng }: { lng: string }) {
  const notices = useSnapshot(noticesStore);
  const user = useSnapshot(userStore);
  const painted = useAfterFirstPaint();
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
      {painted && (
        <Suspense fallback={null}>
          <SiteNotices lng={lng} arrivalSearch={ARRIVAL_SEARCH} />
        </Suspense>
      )}
    </>
  );
}

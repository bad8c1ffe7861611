import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { noticesStore } from '../../stores/notices';
import { isSignedIn, userStore } from '../../stores/user';

const NoticeHost = lazy(() => import('../../player/NoticeHost'));
const ProtectionRuntime = lazy(() => import('../../player/ProtectionRuntime'));

/**
 * What floats over every page: the notice stack (loaded with the first notice) and, for a signed-in player,
 * the protection runtime (limits ping, session limit, reality check). Neither weighs on the first screen.
 */
export function Overlays({ lng }: { lng: string }) {
  const notices = useSnapshot(noticesStore);
  const user = useSnapshot(userStore);
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
    </>
  );
}

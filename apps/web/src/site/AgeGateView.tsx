import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { AgeGate } from '@betline/ui';
import { useStores } from '../stores';
import { useKitTexts } from '../player/useTexts';
import { acceptAge, isAgeAccepted } from './ageGate';
import { ageQuestionOpen, markAgeAnswered, siteNoticesOf } from './noticesStore';

/**
 * NOTICE-005..009: the age question, a module of its own. It is on every new visitor's first screen, drawn by the
 * server when the `betline_age` cookie has no answer (the layout renders it while the question is open), so it
 * carries only the kit's gate on the browser's own dialog, not the other notices and their React Aria modals.
 */
export default function AgeGateView() {
  const stores = useStores();
  const siteNotices = siteNoticesOf(stores);
  const notices = useSnapshot(siteNotices);
  const storage = notices.config?.ageGate.storage;
  // After hydration, before the first paint: an answer the server could not see (kept in storage by a version
  // without the cookie) closes the question, and goes into the cookie for the next page.
  useLayoutEffect(() => {
    if (storage !== undefined && isAgeAccepted(storage, Date.now(), stores.readCookie)) {
      markAgeAnswered(siteNotices);
    }
  }, [storage, siteNotices, stores.readCookie]);
  // The gate shows the kit's strings only: no wait for a namespace of the app's.
  useKitTexts();
  if (!ageQuestionOpen(notices) || storage === undefined) return null;
  return (
    <AgeGate
      isOpen
      onConfirm={() => {
        acceptAge(storage);
        markAgeAnswered(siteNotices);
      }}
      onLeave={() => window.location.assign('about:blank')}
    />
  );
}

import { http } from '../api/client';
import { noticeFailedRequests } from '../api/http';
import { singletonStores } from '../stores/bridge';

let installed = false;

/**
 * SPEC §8 "REST error notice": a failed request the caller does not handle itself (`quiet`) becomes an error
 * notice in the player's language; cancelled requests are ignored (ERR-008); non-Error values are warned.
 */
export function installErrorNotices(): void {
  if (installed) return;
  installed = true;
  noticeFailedRequests(http, async (error) => {
    const { showRequestError } = await import('./requestErrorNotice');
    await showRequestError(error, singletonStores().notices);
  });
}

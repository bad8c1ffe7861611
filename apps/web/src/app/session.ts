import { http } from '../api/client';
import { noticeFailedRequests } from '../api/http';
import type { NoticesStore } from '../stores/notices';

/**
 * SPEC §8 "REST error notice": a failed request the caller does not handle itself (`quiet`) becomes an error
 * notice in the player's language, in the app instance's notices; cancelled requests are ignored (ERR-008);
 * non-Error values are warned. Installed by the app instance while it is mounted; the returned function removes it.
 */
export function installErrorNotices(notices: NoticesStore): () => void {
  return noticeFailedRequests(http, async (error) => {
    const { showRequestError } = await import('./requestErrorNotice');
    await showRequestError(error, notices);
  });
}

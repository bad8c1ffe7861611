import { http } from '../api/client';
import { isCancel } from '../api/http';
import { singletonStores } from '../stores/bridge';

let installed = false;

/**
 * SPEC §8 "REST error notice": a failed request the caller does not handle itself (`quiet`) becomes an error
 * notice in the player's language; cancelled requests are ignored (ERR-008); non-Error values are warned.
 */
export function installErrorNotices(): void {
  if (installed) return;
  installed = true;
  http.interceptors.response.use(undefined, async (error: unknown) => {
    const quiet = (error as { request?: { options?: { quiet?: boolean } } }).request?.options?.quiet === true;
    if (isCancel(error) || quiet) throw error;
    if (!(error instanceof Error)) {
      console.warn('request failed with a non-Error value', error);
      throw error;
    }
    const { showRequestError } = await import('./requestErrorNotice');
    await showRequestError(error, singletonStores().notices);
    throw error;
  });
}

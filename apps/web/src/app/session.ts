import { http } from '../api/client';
import { playerMessage } from '../api/errors';
import { isCancel } from '../api/http';
import { ACCOUNT_NS, accountTextsReady, i18n } from '../i18n';
import { pushNotice } from '../stores/notices';

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
    await accountTextsReady().catch(() => undefined);
    const t = i18n.getFixedT(i18n.language, ACCOUNT_NS);
    pushNotice({ kind: 'error', message: playerMessage(error, t) });
    throw error;
  });
}

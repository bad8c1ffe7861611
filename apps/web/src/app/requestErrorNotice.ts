import { playerMessage } from '../api/errors';
import { ACCOUNT_NS, accountTextsReady, i18n } from '../i18n';
import { pushNotice } from '../stores/notices';
import type { NoticesStore } from '../stores/notices';
/** Shows a failed request as an error notice in the player's language (its own chunk: loaded on the first error). */
export async function showRequestError(error: Error, notices: NoticesStore): Promise<void> {
  await accountTextsReady().catch(() => undefined);
  const t = i18n.getFixedT(i18n.language, ACCOUNT_NS);
  pushNotice(notices, { kind: 'error', message: playerMessage(error, t) });
}

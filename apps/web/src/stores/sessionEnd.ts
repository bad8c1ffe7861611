import { ACCOUNT_NS, accountTextsReady, i18n } from '../i18n';
import { pushNotice } from './notices';
import type { NoticesStore } from './notices';
/** Tells the player why the session ended without their asking (inactivity has its own notice). */
export function announceSessionEnd(notices: NoticesStore, reason: 'excluded' | 'elsewhere'): void {
  void accountTextsReady()
    .catch(() => undefined)
    .then(() => {
      pushNotice(notices, {
        id: 'session-end',
        kind: 'info',
        sticky: true,
        message: i18n.t(`sessionEnd.${reason}`, { ns: ACCOUNT_NS }),
      });
    });
}

import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (German). */
export const pushDe: Texts<typeof pushEn> = {
  label: 'Live-Quoten:',
  live: 'Live',
  connecting: 'Verbindung wird hergestellt…',
  reconnecting: 'Verbindung wird wiederhergestellt…',
  offline: 'Offline – Quoten sind möglicherweise veraltet',
  announceReconnecting:
    'Live-Verbindung unterbrochen. Verbindung wird wiederhergestellt… Die Quoten sind möglicherweise veraltet.',
  announceOffline: 'Sie sind offline. Die Quoten sind möglicherweise veraltet.',
  announceLive: 'Live-Verbindung wiederhergestellt.',
};

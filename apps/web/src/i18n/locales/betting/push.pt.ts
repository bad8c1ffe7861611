import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (Portuguese). */
export const pushPt: Texts<typeof pushEn> = {
  label: 'Odds ao vivo:',
  live: 'Ao vivo',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  offline: 'Sem conexão: as odds podem estar desatualizadas',
  announceReconnecting: 'A conexão ao vivo caiu. Reconectando… As odds podem estar desatualizadas.',
  announceOffline: 'Você está sem conexão. As odds podem estar desatualizadas.',
  announceLive: 'Conexão ao vivo restabelecida.',
};

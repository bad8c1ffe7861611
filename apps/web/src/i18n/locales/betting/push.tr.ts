import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (Turkish). */
export const pushTr: Texts<typeof pushEn> = {
  label: 'Canlı oranlar:',
  live: 'Canlı',
  connecting: 'Bağlanıyor…',
  reconnecting: 'Yeniden bağlanıyor…',
  offline: 'Çevrimdışı: oranlar güncel olmayabilir',
  announceReconnecting: 'Canlı bağlantı koptu. Yeniden bağlanıyor… Oranlar güncel olmayabilir.',
  announceOffline: 'Çevrimdışısınız. Oranlar güncel olmayabilir.',
  announceLive: 'Canlı bağlantı yeniden kuruldu.',
};

import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (Russian). */
export const pushRu: Texts<typeof pushEn> = {
  label: 'Коэффициенты в реальном времени:',
  live: 'Онлайн',
  connecting: 'Подключение…',
  reconnecting: 'Переподключение…',
  offline: 'Нет сети — коэффициенты могут быть устаревшими',
  announceReconnecting: 'Соединение потеряно. Переподключение… Коэффициенты могут быть устаревшими.',
  announceOffline: 'Нет подключения к сети. Коэффициенты могут быть устаревшими.',
  announceLive: 'Соединение восстановлено.',
};

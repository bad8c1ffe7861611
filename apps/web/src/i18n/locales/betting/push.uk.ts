import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (Ukrainian). */
export const pushUk: Texts<typeof pushEn> = {
  label: 'Коефіцієнти в реальному часі:',
  live: 'Онлайн',
  connecting: 'Підключення…',
  reconnecting: 'Перепідключення…',
  offline: 'Немає мережі — коефіцієнти можуть бути застарілими',
  announceReconnecting: 'З’єднання втрачено. Перепідключення… Коефіцієнти можуть бути застарілими.',
  announceOffline: 'Немає підключення до мережі. Коефіцієнти можуть бути застарілими.',
  announceLive: 'З’єднання відновлено.',
};

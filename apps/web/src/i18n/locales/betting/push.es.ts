import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (Spanish). */
export const pushEs: Texts<typeof pushEn> = {
  label: 'Cuotas en vivo:',
  live: 'En vivo',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  offline: 'Sin conexión: las cuotas pueden no estar actualizadas',
  announceReconnecting:
    'Se ha perdido la conexión en vivo. Reconectando… Las cuotas pueden no estar actualizadas.',
  announceOffline: 'No tienes conexión. Las cuotas pueden no estar actualizadas.',
  announceLive: 'Conexión en vivo restablecida.',
};

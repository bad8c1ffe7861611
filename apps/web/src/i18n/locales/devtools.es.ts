import type { Texts } from './betting.en';
import type { devtoolsEn } from './devtools.en';

/** The pages outside production (`debugger`, `internal-vpn`) in Spanish. */
export const devtoolsEs: Texts<typeof devtoolsEn> = {
  notice:
    'Esta página solo existe fuera de producción: muestra lo que la app y el servidor saben de esta visita, para desarrolladores y testers.',
  loading: 'Cargando…',
  error: 'El servidor no ha respondido.',
  yes: 'Sí',
  no: 'No',
  none: 'ninguno',
  copy: 'Copiar como JSON',
  copied: 'Copiado al portapapeles.',
  build: {
    heading: 'Compilación',
    mode: 'Modo',
    version: 'Versión del servidor',
  },
  visit: {
    heading: 'Esta visita',
    language: 'Idioma',
    timeZone: 'Zona horaria',
    oddsFormat: 'Formato de cuotas',
    signedIn: 'Sesión iniciada',
    player: 'ID de jugador',
  },
  features: {
    heading: 'Interruptores de funciones del sitio',
    feature: 'Función',
    state: 'Estado',
    on: 'Activada',
    off: 'Desactivada',
    empty: 'El sitio no desactiva ninguna función: todas están activadas.',
  },
  network: {
    heading: 'La red tal como la ve el servidor',
    ip: 'Dirección',
    internal: 'Red interna',
    forwardedFor: 'Reenviado para',
    country: 'País',
    countryHeader: 'Cabecera de país',
    protocol: 'Protocolo',
    host: 'Servidor',
    isInternal: 'Esta dirección está en una red interna (loopback o un rango privado).',
    isPublic: 'Esta dirección es pública: no está en una red interna.',
  },
};

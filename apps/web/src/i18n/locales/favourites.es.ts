import type { Texts } from './betting.en';
import type { favouritesEn } from './favourites.en';

/** Favoritos de las apuestas deportivas: la estrella, el bloque de favoritos de la cuenta y los avisos de partidos favoritos. */
export const favouritesEs: Texts<typeof favouritesEn> = {
  star: {
    add: 'Añadir {{name}} a favoritos',
    remove: 'Quitar {{name}} de favoritos',
  },
  failed: 'No se pudieron cambiar tus favoritos. Inténtalo de nuevo.',
  limit: 'Puedes tener hasta {{max}} favoritos. Quita uno para añadir otro.',
  view: {
    title: 'Favoritos',
    intro: 'Marca con una estrella partidos, competiciones y equipos en sus páginas para encontrarlos aquí.',
    games: 'Partidos',
    champs: 'Competiciones',
    teams: 'Equipos',
    empty: 'Todavía no has marcado nada.',
    loading: 'Cargando favoritos…',
    error: 'No se pudieron cargar tus favoritos.',
    retry: 'Reintentar',
    remove: 'Quitar',
    removeNamed: 'Quitar {{name}} de favoritos',
    gone: 'Ya no está disponible',
    unknownGame: 'Partido {{id}}',
    unknownChamp: 'Competición {{id}}',
    unknownTeam: 'Equipo {{id}}',
    live: 'En directo',
    finished: 'Finalizado',
    startsAt: 'Empieza: {{time}}',
  },
  alerts: {
    label: 'Avisarme de mis partidos favoritos',
    hint: 'Mientras tengas la web abierta: el inicio, cada tanto y el resultado final de tus partidos marcados, también como notificaciones del navegador.',
    denied:
      'Tu navegador bloquea las notificaciones de esta web. Permítelas en los ajustes del navegador para activar esta opción.',
    unsupported: 'Este navegador no puede mostrar notificaciones.',
  },
  notice: {
    title: 'Favoritos',
    started: '{{game}} ha empezado.',
    score: 'Nuevo marcador en {{game}}: {{score}}',
    finished: '{{game}} ha terminado: {{score}}',
  },
};

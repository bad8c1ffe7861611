import type { Texts } from './betting.en';
import type { statsEn } from './stats.en';

/** Clasificaciones, páginas de equipos y resultados de campeonatos. */
export const statsEs: Texts<typeof statsEn> = {
  loading: 'Cargando…',
  error: 'No se ha podido cargar esta página.',
  notFound: 'Esa página de estadísticas no existe.',
  table: {
    heading: 'Clasificación',
    caption: 'Clasificación de {{champ}}',
    basis: 'Según los resultados de los últimos 8 días: 3 puntos por victoria, 1 por empate.',
    empty: 'Ningún equipo de este campeonato ha jugado en los últimos 8 días.',
    columns: {
      position: 'Pos.',
      team: 'Equipo',
      played: 'Jugados',
      won: 'Ganados',
      drawn: 'Empatados',
      lost: 'Perdidos',
      score: 'A favor–en contra',
      difference: 'Diferencia',
      points: 'Puntos',
      form: 'Racha',
    },
  },
  form: {
    label: 'Últimos resultados, del más reciente al más antiguo: {{results}}',
    none: 'Todavía sin partidos',
    W: 'victoria',
    D: 'empate',
    L: 'derrota',
  },
  formShort: { W: 'V', D: 'E', L: 'D' },
  coming: {
    heading: 'Próximos partidos',
    empty: 'No hay partidos programados.',
    live: 'En vivo',
  },
  finished: {
    heading: 'Resultados',
    empty: 'No hay resultados de los últimos 8 días.',
    score: 'Resultado final {{score}}',
  },
  champ: {
    bet: 'Apuesta en {{champ}}',
    notFound: 'Ese campeonato no existe.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: 'Clasificación de {{champ}}',
    notFound: 'Ese equipo no existe.',
    form: 'Racha',
  },
  champs: {
    intro: 'Clasificaciones y resultados de todos los campeonatos, con los partidos de los últimos 8 días.',
    sport: 'Deporte',
    list: 'Campeonatos de {{sport}}',
    empty: 'Este deporte no tiene campeonatos.',
    all: 'Todos los campeonatos',
  },
  centre: {
    heading: 'Centro del partido',
    loading: 'Cargando el centro del partido…',
    error: 'No se ha podido cargar el centro del partido.',
    timeline: 'Cronología',
    stats: 'Estadísticas',
    preMatch: 'Forma y clasificación',
    place: 'Puesto {{position}} · puntos: {{points}} · jugados: {{played}}',
    noPlace: 'Aún no está en la clasificación',
    meetings: 'Últimos enfrentamientos',
    noMeetings: 'No se han enfrentado en los últimos 8 días.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};

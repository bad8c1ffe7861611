import type { Texts } from './betting.en';
import type { statsEn } from './stats.en';

/** Classificações, páginas de equipes e resultados de campeonatos. */
export const statsPt: Texts<typeof statsEn> = {
  loading: 'Carregando…',
  error: 'Não foi possível carregar esta página.',
  notFound: 'Essa página de estatísticas não existe.',
  table: {
    heading: 'Classificação',
    caption: 'Classificação de {{champ}}',
    basis: 'Pelos resultados dos últimos 8 dias: 3 pontos por vitória, 1 por empate.',
    empty: 'Nenhuma equipe deste campeonato jogou nos últimos 8 dias.',
    columns: {
      position: 'Pos.',
      team: 'Equipe',
      played: 'Jogos',
      won: 'Vitórias',
      drawn: 'Empates',
      lost: 'Derrotas',
      score: 'Pró–contra',
      difference: 'Saldo',
      points: 'Pontos',
      form: 'Sequência',
    },
  },
  form: {
    label: 'Últimos resultados, do mais recente ao mais antigo: {{results}}',
    none: 'Ainda sem jogos',
    W: 'vitória',
    D: 'empate',
    L: 'derrota',
  },
  formShort: { W: 'V', D: 'E', L: 'D' },
  coming: {
    heading: 'Próximos jogos',
    empty: 'Não há jogos marcados.',
    live: 'Ao vivo',
  },
  finished: {
    heading: 'Resultados',
    empty: 'Sem resultados nos últimos 8 dias.',
    score: 'Placar final {{score}}',
  },
  champ: {
    bet: 'Aposte em {{champ}}',
    notFound: 'Esse campeonato não existe.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: 'Classificação de {{champ}}',
    notFound: 'Essa equipe não existe.',
    form: 'Sequência',
  },
  champs: {
    intro: 'Classificações e resultados de todos os campeonatos, com os jogos dos últimos 8 dias.',
    sport: 'Esporte',
    list: 'Campeonatos de {{sport}}',
    empty: 'Este esporte não tem campeonatos.',
    all: 'Todos os campeonatos',
  },
  centre: {
    heading: 'Central da partida',
    loading: 'Carregando a central da partida…',
    error: 'Não foi possível carregar a central da partida.',
    timeline: 'Linha do tempo',
    stats: 'Estatísticas',
    preMatch: 'Forma e classificação',
    place: 'Posição {{position}} · pontos: {{points}} · jogos: {{played}}',
    noPlace: 'Ainda fora da classificação',
    meetings: 'Últimos confrontos',
    noMeetings: 'Eles não se enfrentaram nos últimos 8 dias.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};

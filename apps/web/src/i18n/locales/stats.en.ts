/**
 * Tables, team pages and championship results (`team/...`, `champs/...`): the `stats` namespace, its own chunk
 * in every language.
 */
export const statsEn = {
  loading: 'Loading…',
  error: 'This page could not be loaded.',
  notFound: 'There is no such statistics page.',
  table: {
    heading: 'Table',
    caption: 'Table of {{champ}}',
    basis: 'From the results of the last 8 days: 3 points for a win, 1 for a draw.',
    empty: 'No team of this championship has played in the last 8 days.',
    columns: {
      position: '#',
      team: 'Team',
      played: 'Played',
      won: 'Won',
      drawn: 'Drawn',
      lost: 'Lost',
      score: 'For–against',
      difference: 'Difference',
      points: 'Points',
      form: 'Form',
    },
  },
  form: {
    label: 'Last results, latest first: {{results}}',
    none: 'No games yet',
    W: 'won',
    D: 'drawn',
    L: 'lost',
  },
  formShort: { W: 'W', D: 'D', L: 'L' },
  coming: {
    heading: 'Next games',
    empty: 'No games are scheduled.',
    live: 'Live',
  },
  finished: {
    heading: 'Results',
    empty: 'No results in the last 8 days.',
    score: 'Final score {{score}}',
  },
  champ: {
    bet: 'Bet on {{champ}}',
    notFound: 'There is no such championship.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: 'Table of {{champ}}',
    notFound: 'There is no such team.',
    form: 'Form',
  },
  champs: {
    intro: 'Tables and results of every championship, from the games played in the last 8 days.',
    sport: 'Sport',
    list: 'Championships of {{sport}}',
    empty: 'This sport has no championships.',
    all: 'All championships',
  },
  centre: {
    heading: 'Match centre',
    loading: 'Loading the match centre…',
    error: 'The match centre could not be loaded.',
    timeline: 'Timeline',
    stats: 'Statistics',
    preMatch: 'Form and table',
    place: 'Place {{position}} · points: {{points}} · played: {{played}}',
    noPlace: 'Not in the table yet',
    meetings: 'Latest meetings',
    noMeetings: 'They have not met in the last 8 days.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};

/**
 * Sportsbook favourites: the star on game, championship and team pages, the favourites block of the office and
 * the notices about starred games (the `favourites` namespace, its own chunk in every language).
 */
export const favouritesEn = {
  star: {
    add: 'Add {{name}} to favourites',
    remove: 'Remove {{name}} from favourites',
  },
  failed: 'Your favourites could not be changed. Please try again.',
  limit: 'You can keep up to {{max}} favourites. Remove one to add another.',
  view: {
    title: 'Favourites',
    intro: 'Star games, championships and teams on their pages to find them here.',
    games: 'Games',
    champs: 'Championships',
    teams: 'Teams',
    empty: 'Nothing starred yet.',
    loading: 'Loading favourites…',
    error: 'Your favourites could not be loaded.',
    retry: 'Try again',
    remove: 'Remove',
    removeNamed: 'Remove {{name}} from favourites',
    gone: 'No longer available',
    unknownGame: 'Game {{id}}',
    unknownChamp: 'Championship {{id}}',
    unknownTeam: 'Team {{id}}',
    live: 'Live',
    finished: 'Finished',
    startsAt: 'Starts {{time}}',
  },
  alerts: {
    label: 'Notify me about my favourite games',
    hint: 'While the site is open: kick-off, every score and the final result of your starred games, also as browser notifications.',
    denied:
      'Your browser blocks notifications from this site. Allow them in the browser settings to turn this on.',
    unsupported: 'This browser cannot show notifications.',
  },
  notice: {
    title: 'Favourites',
    started: '{{game}} has kicked off.',
    score: 'New score in {{game}}: {{score}}',
    finished: '{{game}} has ended: {{score}}',
  },
};

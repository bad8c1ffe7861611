import type { Texts } from './betting.en';
import type { racesEn } from './races.en';

/** The virtual races (`live/marble`, `virtualsports`) in German: marble, horse and greyhound races, runners, prices, bets, results. */
export const racesDe: Texts<typeof racesEn> = {
  loading: 'Wird geladen…',
  error: 'Die Rennen konnten nicht geladen werden.',
  marbleIntro:
    'Murmelrennen auf einer Sandbahn, live alle drei Minuten: Setzen Sie auf die Murmel, die Ihrer Meinung nach als Erste die Ziellinie überquert. Jedes Rennen ist nachweislich fair.',
  virtualIntro:
    'Virtuelle Pferde- und Windhundrennen rund um die Uhr: Setzen Sie zu einer festen Quote auf den Sieger.',
  kinds: {
    label: 'Rennen',
    marbles: 'Murmeln',
    horses: 'Pferderennen',
    greyhounds: 'Windhundrennen',
  },
  race: '{{kind}}, Rennen um {{time}}',
  every: 'Alle {{count}} Minuten ein Rennen',
  countdown: 'Start in {{time}}',
  starting: 'Das Rennen startet gleich…',
  noRace: 'Derzeit ist kein Rennen für Wetten offen.',
  runners: 'Starterfeld',
  runner: 'Starter',
  chance: 'Gewinnchance',
  price: 'Quote',
  back: 'Auf {{name}} zur Quote {{price}} setzen',
  stake: 'Einsatz',
  place: '{{amount}} auf {{name}} setzen',
  pick: 'Wählen Sie einen Starter, indem Sie seine Quote anklicken.',
  returns: 'Gewinnt {{name}}, erhalten Sie {{amount}}.',
  placed: 'Sieg-Wette platziert: {{name}} zur Quote {{price}}.',
  signIn: 'Melden Sie sich an, um zu wetten',
  refusals: {
    signIn: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um zu wetten.',
    closed:
      'Dieses Rennen hat gerade begonnen. Ihre Wette wurde nicht platziert: Versuchen Sie es beim nächsten Rennen.',
    excluded: 'Mit Ihrem Konto sind derzeit keine Einsätze möglich (Selbstsperre, Auszeit oder Kontosperre).',
    wageringLimit: 'Dieser Einsatz übersteigt Ihr Einsatzlimit. Sie können noch {{allowed}} setzen.',
    lossLimit: 'Dieser Einsatz übersteigt Ihr Verlustlimit. Sie können noch {{allowed}} setzen.',
    funds: 'Ihr Guthaben reicht für diese Wette nicht aus.',
    failed:
      'Die Wette konnte nicht platziert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut: Dieselbe Wette wird nie doppelt platziert.',
  },
  last: 'Letztes Rennen',
  recent: 'Letzte Ergebnisse',
  replay: 'Wiederholung ansehen',
  result: 'Ergebnis',
  winner: 'Sieger: {{name}}',
  finish: 'Einlauf: {{names}}',
  open: 'Dieses Rennen ist noch nicht gelaufen: Wetten nehmen wir auf der Seite der Murmelrennen an.',
  mine: {
    heading: 'Meine Wetten',
    empty: 'Sie haben noch keine Wetten auf diese Rennen.',
    race: 'Rennen',
    runner: 'Starter',
    stake: 'Einsatz',
    result: 'Ergebnis',
    open: 'Wartet auf das Rennen',
    won: '{{amount}} gewonnen',
    lost: 'Platz {{place}}',
  },
  fair: {
    heading: 'Nachweislich fair',
    body: 'Starterfeld, Quoten und der Hash des geheimen Server-Seeds jedes Rennens werden veröffentlicht, bevor es die erste Wette annimmt. Nach dem Rennen wird der Seed offengelegt: Aus ihm, der Art des Rennens und der Rennnummer wird der Einlauf ausgelost, wobei jeder Starter genau mit seiner angegebenen Gewinnchance gewinnt.',
    hash: 'Hash des Seeds (vor dem Rennen veröffentlicht)',
    seed: 'Server-Seed (nach dem Rennen offengelegt)',
    verify: 'Rennen {{number}} prüfen',
    verified: 'Geprüft: Der Seed passt zu seinem Hash und ergibt genau diesen Einlauf.',
    mismatch: 'Nicht bestätigt: Der Seed oder der Einlauf passt nicht.',
  },
  notFound: 'Dieses Rennen gibt es nicht.',
  allRaces: 'Alle Murmelrennen',
};

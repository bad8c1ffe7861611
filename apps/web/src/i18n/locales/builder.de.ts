import type { Texts } from './betting.en';
import type { builderEn } from './builder.en';

/** Bets on your terms (`betsonyour`, `betsonyour/{sport}/{champ}/{game}`) in German: one bet of two to six outcomes of one match, its price, slip, refusals and the player's bets. */
export const builderDe: Texts<typeof builderEn> = {
  loading: 'Wird geladen…',
  error: 'Die Spiele konnten nicht geladen werden.',
  intro:
    'Stellen Sie Ihre eigene Wette auf ein Spiel zusammen: Wählen Sie zwei bis sechs Tipps aus seinen Wettmärkten (Sieger, Tore, Handicaps, beide Teams treffen, genaues Ergebnis) und erhalten Sie eine Quote für alle zusammen.',
  how: {
    heading: 'So funktioniert es',
    together:
      'Die Quote ergibt sich aus der Wahrscheinlichkeit, dass alle Ihre Tipps gemeinsam aufgehen. Tipps, die zusammenhängen (ein Heimsieg und über 2,5 Tore), werden daher so bewertet, wie sie zusammen eintreten, und nicht, als hätten sie nichts miteinander zu tun.',
    clash:
      'Auf Tipps, die nicht alle aufgehen können, oder auf einen Tipp, der einem anderen nichts hinzufügt, weisen wir Sie vor der Wettabgabe hin.',
    settle:
      'Die Wette gewinnt, wenn alle Tipps gewinnen. Wird ein Tipp als ungültig gewertet (ein Handicap oder Über/Unter genau auf der Linie), erhalten Sie Ihren Einsatz zurück.',
  },
  live: 'Jetzt live',
  upcoming: 'Demnächst im Fußball',
  none: 'Derzeit ist kein Spiel für Wetten nach Ihren Regeln offen.',
  build: 'Wette auf {{game}} zusammenstellen',
  allGames: 'Alle Spiele für Wetten nach Ihren Regeln',
  notFound: 'Dieses Spiel ist nicht für Wetten nach Ihren Regeln offen.',
  startsAt: 'Beginn: {{time}}',
  markets: 'Wettmärkte',
  pickLabel: '{{outcome}} ({{market}}) zu {{price}}',
  slip: {
    heading: 'Ihre Wette',
    empty: 'Wählen Sie mindestens zwei Tipps aus den Wettmärkten.',
    one: 'Wählen Sie noch einen Tipp, um eine Quote zu erhalten.',
    remove: '{{outcome}} entfernen',
    clear: 'Alle entfernen',
    pricing: 'Quote wird berechnet…',
    price: 'Quote für alle zusammen: {{price}}',
    apart: 'Einzelquoten multipliziert: {{price}}',
    max: 'Höchstens {{count}} Tipps pro Wette.',
    stake: 'Einsatz',
    stakeRange: 'Geben Sie einen Einsatz von {{min}} bis {{max}} ein.',
    returns: 'Auszahlung {{amount}}, wenn alle Tipps gewinnen.',
    place: '{{amount}} zu {{price}} setzen',
    signIn: 'Melden Sie sich an, um zu wetten',
    placed: 'Wette zur Quote {{price}} platziert. Sie wird nach Spielende abgerechnet.',
    priceChanged:
      'Die Quote hat sich auf {{price}} geändert. Prüfen Sie sie und platzieren Sie die Wette erneut.',
  },
  clash: {
    builder_same_market:
      '{{first}} und {{second}} gehören zum selben Wettmarkt: Behalten Sie nur einen davon.',
    builder_contradiction: '{{first}} und {{second}} können nicht beide gewinnen.',
    builder_redundant:
      '{{first}} deckt {{second}} bereits ab (oder umgekehrt): Behalten Sie nur einen davon.',
    builder_too_likely:
      'Diese Tipps gehen zu wahrscheinlich gemeinsam auf, um angeboten zu werden. Fügen Sie einen Tipp hinzu oder ändern Sie einen.',
    builder_count: 'Eine Wette nach Ihren Regeln kombiniert zwei bis sechs Tipps.',
    builder_outcome: 'Einer Ihrer Tipps wird nicht mehr angeboten. Entfernen Sie ihn, um fortzufahren.',
    builder_closed:
      'Auf dieses Spiel sind derzeit keine Wetten möglich (es ist beendet oder seine Wettmärkte sind ausgesetzt).',
    generic: 'Diese Tipps lassen sich nicht kombinieren.',
  },
  refusals: {
    signIn: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um zu wetten.',
    closed: 'Auf dieses Spiel sind derzeit keine Wetten möglich. Ihre Wette wurde nicht platziert.',
    excluded: 'Mit Ihrem Konto sind derzeit keine Einsätze möglich (Selbstsperre, Auszeit oder Kontosperre).',
    wageringLimit: 'Dieser Einsatz übersteigt Ihr Einsatzlimit. Sie können noch {{allowed}} setzen.',
    lossLimit: 'Dieser Einsatz übersteigt Ihr Verlustlimit. Sie können noch {{allowed}} setzen.',
    funds: 'Ihr Guthaben reicht für diese Wette nicht aus.',
    failed:
      'Die Wette konnte nicht platziert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut: Dieselbe Wette wird nie doppelt platziert.',
  },
  mine: {
    heading: 'Meine Wetten nach Ihren Regeln',
    empty: 'Sie haben noch keine Wetten nach Ihren Regeln.',
    game: 'Spiel',
    picks: 'Tipps',
    price: 'Quote',
    stake: 'Einsatz',
    result: 'Ergebnis',
    open: 'Offen',
    won: '{{amount}} gewonnen',
    lost: 'Verloren',
    void: 'Ungültig: {{amount}} erstattet',
  },
};

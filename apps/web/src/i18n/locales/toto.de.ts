import type { Texts } from './betting.en';
import type { totoEn } from './toto.en';

/** Toto: die wöchentliche Runde aus 15 Fußballspielen, Tippscheine, Gewinnränge und Ergebnisse. */
export const totoDe: Texts<typeof totoEn> = {
  intro:
    'Tippen Sie die Ergebnisse von 15 Fußballspielen der Woche. Je mehr Richtige, desto größer Ihr Anteil am Gewinntopf; mit allen 15 Richtigen gewinnen Sie den Jackpot.',
  loading: 'Wird geladen…',
  error: 'Das Toto konnte nicht geladen werden.',
  tabs: {
    label: 'Toto',
    draw: 'Aktuelle Runde',
    next: 'Nächste Runde',
    coupons: 'Meine Tippscheine',
    draws: 'Ergebnisse',
    nonimees: 'Gewinner',
  },
  week: 'KW {{week}}/{{year}}',
  status: {
    open: 'Offen',
    closed: 'Wartet auf Ergebnisse',
    settled: 'Abgerechnet',
    cancelled: 'Abgesagt',
  },
  closesAt: 'Annahmeschluss: {{time}}',
  settledAt: 'Abgerechnet am {{time}}',
  jackpot: 'Jackpothöhe',
  guarantee: '{{amount}} garantiert für 15 Richtige',
  prizeFund: 'Gewinnsumme',
  coupons_one: '{{count}} Tippschein',
  coupons_other: '{{count}} Tippscheine',
  noDraw: {
    title: 'Derzeit ist keine Runde offen',
    body: 'Die nächste Runde öffnet mit den Spielen der Woche ab {{date}}.',
  },
  noNext:
    'Die nächste Runde wird gebildet, sobald die aktuelle schließt, mit den Spielen der Woche ab {{date}}.',
  form: {
    heading: 'Ihr Tippschein',
    match: 'Spiel {{position}}: {{home}} — {{away}}',
    pick: {
      '1': 'Sieg {{home}}',
      X: 'Unentschieden',
      '2': 'Sieg {{away}}',
    },
    random: 'Zufallstipp',
    clear: 'Zurücksetzen',
    variants_one: '{{count}} Tippreihe',
    variants_other: '{{count}} Tippreihen',
    variantStake: 'Einsatz pro Tippreihe',
    total: 'Gesamteinsatz: {{amount}}',
    place: 'Tippschein abgeben',
    placed: 'Tippschein abgegeben: {{amount}} auf {{variants}}.',
    incomplete_one: 'Tippen Sie in jedem Spiel mindestens ein Ergebnis: {{count}} Spiel fehlt noch.',
    incomplete_other: 'Tippen Sie in jedem Spiel mindestens ein Ergebnis: {{count}} Spiele fehlen noch.',
    tooMany: 'Ein Tippschein hat höchstens {{max}} Tippreihen: Tippen Sie weniger Ergebnisse.',
    overMax: 'Ein Tippschein hat einen Einsatz von höchstens {{amount}}.',
    signIn: 'Melden Sie sich an, um einen Tippschein abzugeben',
  },
  refusals: {
    closed: 'Diese Runde ist geschlossen: Das erste Spiel hat bereits begonnen.',
    excluded: 'Ihr Konto ist derzeit vom Wetten ausgeschlossen.',
    wageringLimit: 'Dieser Tippschein übersteigt Ihr Einsatzlimit: Sie können jetzt noch {{allowed}} setzen.',
    lossLimit: 'Dieser Tippschein übersteigt Ihr Verlustlimit: Sie können jetzt noch {{allowed}} setzen.',
    funds: 'Ihr Guthaben reicht nicht aus.',
    signIn: 'Ihre Sitzung ist abgelaufen: Melden Sie sich erneut an.',
    failed:
      'Der Tippschein konnte nicht abgegeben werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  matches: {
    heading: 'Spiele',
    kickoff: 'Anstoß',
    result: 'Ergebnis',
    void: 'Ausgefallen',
    pending: 'Noch nicht gespielt',
  },
  prizes: {
    heading: 'Gewinnränge',
    correct: 'Richtige',
    share: 'Anteil an der Gewinnsumme',
    shareValue: '{{share}} %',
    jackpotShare: '{{share}} % und der Jackpot',
    fund: 'Ausschüttung',
    variants: 'Gewinnreihen',
    perVariant: 'Je Tippreihe zum Mindesteinsatz',
  },
  rules: {
    heading: 'So funktioniert es',
    picks:
      'Tippen Sie für jedes Spiel 1 (Heimsieg), X (Unentschieden) oder 2 (Auswärtssieg). Mehrere Ergebnisse in einem Spiel ergeben einen Systemschein: Jede Kombination ist eine Tippreihe zu Ihrem Einsatz pro Tippreihe.',
    stake:
      'Eine Tippreihe kostet mindestens {{min}}; ein Tippschein hat höchstens {{maxVariants}} Tippreihen und einen Einsatz von höchstens {{max}}.',
    pool: '{{houseShare}} % der Einsätze gehen an den Anbieter; der Rest ist die Gewinnsumme, die unter den Tippreihen mit 10 bis 15 Richtigen im Verhältnis ihrer Einsätze aufgeteilt wird.',
    jackpot:
      'Gewinne, die niemand erzielt, gehen in den Jackpot der nächsten Runde. 15 Richtige gewinnen den Jackpot, mindestens {{guarantee}}.',
    void: 'Ein Spiel, das nicht innerhalb von drei Tagen ausgetragen wird, zählt für jeden Tipp als richtig. Fallen mehr als {{maxVoid}} solche Spiele aus, wird die Runde abgesagt und jeder Einsatz erstattet.',
    close:
      'Tippscheine werden bis zum Anstoß des ersten Spiels angenommen; die Runde wird wenige Sekunden nach dem Schlusspfiff des letzten Spiels abgerechnet und ausgezahlt.',
  },
  results: {
    empty: 'Es wurde noch keine Runde gespielt.',
    more: 'Weitere Runden anzeigen',
  },
  mine: {
    heading: 'Meine Tippscheine',
    empty: 'Sie haben noch keine Toto-Tippscheine.',
    signIn: 'Melden Sie sich an, um Ihre Tippscheine zu sehen.',
    week: 'Runde',
    picks: 'Tipps',
    stake: 'Einsatz',
    status: 'Status',
    correct: 'Richtige',
    payout: 'Gewinn',
    statuses: {
      open: 'Offen',
      won: 'Gewonnen',
      lost: 'Verloren',
      refunded: 'Erstattet',
    },
    more: 'Weitere Tippscheine anzeigen',
  },
  winners: {
    heading: 'Gewinner',
    empty: 'Bisher hat noch niemand einen Toto-Gewinn erzielt.',
    player: 'Spieler',
    week: 'Runde',
    correct: 'Richtige',
    payout: 'Gewinn',
  },
};

import type { Texts } from './betting.en';
import type { promotionsEn } from './promotions.en';

/** Strings of the promotions, the bonus pages, the promo-code check and the promo-code showcase (German). */
export const promotionsDe: Texts<typeof promotionsEn> = {
  intro:
    'Alle Angebote mit ihren vollständigen Bedingungen: was sie bringen, wer teilnehmen kann, was zum Umsatz zählt und wie lange sie gelten.',
  categoriesLabel: 'Kategorien',
  categories: {
    all_bonuses: 'Alle',
    poker: 'Poker',
    casino: 'Casino',
    bukmaker: 'Sportwetten',
    redeposit: 'Reload-Bonus',
    shares: 'Sonderaktionen',
    cashback: 'Cashback',
    first_deposit: 'Ersteinzahlung',
    bonuses: 'Boni',
  },
  offers: {
    first_deposit: 'Bei der Registrierung wählbar',
    promo_code: 'Mit Aktionscode',
    automatic: 'Gilt automatisch',
  },
  period: {
    open: 'Läuft seit dem {{from}}',
    between: 'Vom {{from}} bis zum {{until}}',
    ended: 'Diese Aktion endete am {{date}}.',
  },
  details: 'Details und Bedingungen',
  empty: 'In dieser Kategorie gibt es derzeit keine laufenden Aktionen.',
  back: 'Alle Aktionen',
  sections: {
    offer: 'Das Angebot',
    who: 'Wer teilnehmen kann',
    gives: 'Was der Code bringt',
    playsGiven: 'Freispiele für {{game}}: {{count}}. Eine Preiseinheit ist {{amount}} wert.',
    terms: 'Vollständige Bedingungen',
    games: 'Spiele, die zum Bonusumsatz zählen',
  },
  who: {
    anyone: 'Alle Spieler.',
    newPlayers_one: 'Spieler, die sich in den letzten 24 Stunden registriert haben.',
    newPlayers_other: 'Spieler, die sich in den letzten {{count}} Tagen registriert haben.',
    minDeposits_one: 'Spieler mit mindestens einer erfolgreichen Einzahlung.',
    minDeposits_other: 'Spieler mit mindestens {{count}} erfolgreichen Einzahlungen.',
    currencies: 'Konten in {{list}}.',
    countries: 'Spieler aus diesen Ländern: {{list}}.',
  },
  worth: '{{amount}} oder der Gegenwert in Ihrer Währung',
  cta: {
    register: 'Registrieren und Bonus wählen',
    deposit: 'Erste Einzahlung tätigen',
    useCode: 'Code {{code}} einlösen',
    line: 'Zu den Sportwetten',
  },
  codeLabel: 'Aktionscode',
  copy: 'Code {{code}} kopieren',
  copied: 'Code {{code}} kopiert.',
  tabs: { label: 'Bonusseiten', rules: 'Angebote und Regeln', games: 'Was zählt' },
  counts: {
    intro:
      'Wie viel ein Einsatz zum Umsatz eines Bonus beiträgt, nach Bonusart. Ein Einsatz vom Bonuskonto zählt, sobald er abgerechnet ist; der Anteil unten gibt an, wie viel davon zählt.',
    share: '{{percent}} % des Einsatzes',
    game: 'Spiel',
    caption: 'Welcher Anteil eines Casino-Einsatzes zählt, nach Spiel',
    games: {
      slot: 'Spielautomaten',
      dice: 'Würfel',
      crash: 'Crash',
      keno: 'Keno',
      plinko: 'Plinko',
    },
  },
  code: {
    intro:
      'Sie haben einen Aktionscode? Prüfen Sie vor dem Einlösen, was er bringt. Jeder Code kann pro Spieler einmal eingelöst werden; der Bonus wird Ihrem Bonuskonto mit den angezeigten Bedingungen gutgeschrieben.',
    form: 'Aktionscode',
    label: 'Aktionscode',
    hint: '3 bis 32 Buchstaben und Ziffern; Groß- und Kleinschreibung spielt keine Rolle.',
    check: 'Code prüfen',
    use: 'Code einlösen',
    another: 'Anderen Code prüfen',
    invalid: 'Ein Aktionscode besteht aus 3 bis 32 Buchstaben und Ziffern.',
    usable: 'Code {{code}} kann eingelöst werden: Er bringt {{amount}} auf Ihr Bonuskonto.',
    part: 'Teil der Aktion „{{title}}“',
    terms: 'Vollständige Bedingungen lesen',
    refusals: {
      unknown: 'Diesen Aktionscode gibt es nicht. Bitte prüfen Sie die Schreibweise.',
      not_started: 'Die Aktion zu diesem Code hat noch nicht begonnen.',
      ended: 'Die Aktion zu diesem Code ist beendet.',
      used_up: 'Alle Einlösungen dieses Codes sind bereits vergeben.',
      already_used: 'Sie haben diesen Code bereits eingelöst.',
      not_new: 'Dieser Code gilt nur für neue Spieler.',
      deposits: 'Für diesen Code ist zuerst eine erfolgreiche Einzahlung nötig.',
      currency: 'Dieser Code gilt nicht für die Währung Ihres Kontos.',
      country: 'Dieser Code wird in Ihrem Land nicht angeboten.',
      bonus_active:
        'Auf Ihrem Bonuskonto ist bereits ein aktiver Bonus. Einen neuen gibt es erst, wenn dieser umgesetzt oder abgelaufen ist oder Sie darauf verzichtet haben.',
      protection: 'Solange Ihr Konto gesperrt oder eingeschränkt ist, werden keine Boni vergeben.',
      coupon_code:
        'Dies ist ein Wettschein-Code: Geben Sie ihn beim Platzieren einer Wette im Wettschein ein.',
    },
    done: 'Ihrem Bonuskonto wurden {{amount}} gutgeschrieben.',
    doneBody:
      'Setzen Sie den Bonus gemäß seinen Bedingungen um, dann wird er zu Geld, das Sie auszahlen können. Unter „Boni“ sehen Sie, wie viel noch umzusetzen ist und wie lange er gilt.',
    toBonuses: 'Bonus und Umsatz ansehen',
    usablePlays:
      'Code {{code}} kann eingelöst werden: Er bringt Freispiele für {{game}} ({{count}}). Gewinne gehen auf Ihr Bonuskonto; eine Preiseinheit ist {{amount}} wert.',
    donePlays: 'Ihre Freispiele für {{game}} sind bereit: {{count}}.',
    donePlaysBody:
      'Jedes Spiel ist nachweisbar fair, und was es gewinnt, geht auf Ihr Bonuskonto. Die Spiele gehören Ihnen bis {{date}}.',
    toGame: '{{game}} spielen',
    error: 'Der Code konnte nicht geprüft oder eingelöst werden. Versuchen Sie es gleich noch einmal.',
    tooMany: 'Zu viele Versuche über diese Verbindung. Warten Sie eine Minute und versuchen Sie es erneut.',
  },
  showcase: {
    intro:
      'Die Codes unserer laufenden Aktionen. Jeder Code kann pro Spieler einmal eingelöst werden, im Kundenbereich unter „Aktionscode“.',
    empty: 'Derzeit gibt es keine öffentlichen Codes.',
    gives: 'Bringt {{amount}}',
    givesPlays: 'Freispiele für {{game}}: {{count}}',
  },
  friends: {
    intro:
      'Werben Sie Freunde für Betline. Registriert sich ein Freund über Ihren Link und tätigt innerhalb von {{days}} Tagen eine erste Einzahlung von mindestens {{minDeposit}}, wird Ihrem Bonuskonto ein Bonus von {{reward}} gutgeschrieben.',
    link: 'Ihr Link',
    linkHint:
      'Der Link speichert Ihren Code {{hours}} Stunden lang im Browser Ihres Freundes: In dieser Zeit muss die Registrierung erfolgen.',
    code: 'Ihr Code',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert.',
    how: 'So funktioniert es',
    steps: {
      send: 'Senden Sie Ihren Link an einen Freund.',
      register: 'Ihr Freund öffnet ihn und registriert sich.',
      deposit:
        'Ihr Freund tätigt innerhalb von {{days}} Tagen eine erste Einzahlung von mindestens {{minDeposit}}.',
      reward: 'Ihrem Bonuskonto wird ein Bonus von {{reward}} gutgeschrieben, meist innerhalb einer Minute.',
    },
    rules:
      'Einen Bonus gibt es für höchstens {{max}} Freunde, für jeden nur einmal. Für ihn gelten die Bedingungen eines „Freunde werben“-Bonus, aufgeführt unter „Boni“. Solange Ihr Konto gesperrt oder eingeschränkt ist, werden keine Boni vergeben.',
    list: 'Ihre Freunde',
    empty: 'Über Ihren Link hat sich noch kein Freund registriert.',
    rewarded: 'Freunde mit Bonus: {{count}} von höchstens {{max}}.',
    columns: { friend: 'Freund', registered: 'Registriert', status: 'Stand', reward: 'Bonusbetrag' },
    statuses: {
      registered: 'Wartet auf die erste Einzahlung',
      rewarded: 'Bonus gutgeschrieben',
      expired: 'Keine Einzahlung innerhalb der Frist',
      refused: 'Kein Bonus',
    },
  },
  cashback: {
    vipIntro:
      'Jede Woche erhalten Sie {{percent}} % Ihres Nettoverlusts im Casino als auszahlbares Geld zurück: ab einem Verlust von {{minLoss}}, höchstens {{max}}. Ausgezahlt wird nach Ende der Woche, montags um 00:00 UTC.',
    premiumIntro:
      'Jeder Casino-Einsatz bringt Punkte: einen Punkt pro {{unit}} Einsatz. {{forUnit}} Punkte sind {{unit}} wert; tauschen Sie sie jederzeit in Geld um, sobald Sie mindestens {{min}} haben.',
    bonusNote:
      'Es zählen nur Runden, die vom Geldkonto gespielt wurden; mit einem Bonus gespielte Runden zählen nicht.',
    week: 'Diese Woche bisher',
    weekRange: '{{from}} bis {{until}} (UTC)',
    weekEmpty: 'Diese Woche gibt es noch keine Casinorunden von Ihrem Geldkonto.',
    columns: {
      currency: 'Währung',
      staked: 'Eingesetzt',
      returned: 'Zurückgewonnen',
      netLoss: 'Nettoverlust',
      cashback: 'Fälliges Cashback',
      points: 'Fällige Punkte',
    },
    points: 'Ihre Punkte',
    pointsCount_one: '{{count}} Punkt',
    pointsCount_other: '{{count}} Punkte',
    pointsWorth: 'Derzeit {{amount}} wert.',
    exchange: 'Gegen {{amount}} eintauschen',
    exchanged: 'Gegen {{amount}} eingetauscht.',
    notEnough: 'Punkte können ab {{min}} eingetauscht werden.',
    exchangeError: 'Die Punkte konnten nicht eingetauscht werden. Versuchen Sie es gleich noch einmal.',
    history: 'Vergangene Wochen',
    historyEmpty: 'Noch kein Cashback: Es wird nach Ende jeder Woche berechnet.',
    historyColumns: {
      week: 'Woche ab',
      basis: 'Berechnungsgrundlage',
      amount: 'Cashback',
      status: 'Stand',
    },
    statuses: { paid: 'Ausgezahlt', credited: 'Gutgeschrieben', refused: 'Nicht ausgezahlt' },
  },
  bonusGames: {
    intro:
      'Ein kostenloses Bonusspiel: Sie setzen nichts ein. Jedes Spiel ist nachweislich fair, und sein Gewinn geht auf Ihr Bonuskonto.',
    names: {
      fortuna: 'Glücksrad',
      chest: 'Truhe wählen',
      memory: 'Paare finden',
      safe: 'Tresor knacken',
      lottery: 'Rubbellos',
      dragon: 'Drachenpfad',
    },
    rules: {
      fortuna:
        'Drehen Sie das Rad: Es hält auf einem seiner zwölf Felder, jedes mit derselben Wahrscheinlichkeit, und zahlt den Gewinn, der dort steht.',
      chest:
        'Drei Truhen enthalten drei Gewinne in zufälliger Reihenfolge. Öffnen Sie eine: Ihr Inhalt gehört Ihnen, und die anderen beiden zeigen, was in ihnen lag.',
      memory:
        'Decken Sie jeweils zwei Karten auf, bis zwei zusammenpassen. Je weniger Züge Sie brauchen, desto höher der Gewinn: Ein Paar im ersten Zug bringt am meisten.',
      safe: 'Der Code des Tresors besteht aus vier zufälligen Ziffern. Geben Sie Ihren ein: Jede Ziffer an der richtigen Stelle erhöht den Gewinn, und mit allen vier öffnet sich der Tresor.',
      lottery:
        'Rubbeln Sie die neun Felder des Loses frei. Drei gleiche Symbole gewinnen den Preis dieses Symbols; ein Los ohne drei gleiche bringt den Trostpreis.',
      dragon:
        'Fünf Stufen mit je drei Türen, und hinter einer Tür jeder Stufe wartet ein Drache. Jede Tür, die Sie passieren, erhöht den Gewinn: Nehmen Sie ihn vor jeder beliebigen Stufe mit oder spielen Sie weiter. Der Drache lässt Ihnen nur den Trostpreis.',
    },
    hints: {
      fortuna: 'Drehen Sie das Rad, um zu spielen.',
      chest: 'Wählen Sie eine Truhe zum Öffnen.',
      memory: 'Decken Sie eine Karte auf.',
      safe: 'Stellen Sie die vier Ziffern ein und probieren Sie dann den Code.',
      lottery: 'Holen Sie sich ein Los und rubbeln Sie dann seine Felder frei.',
      dragon: 'Wählen Sie eine Tür der nächsten Stufe, oder nehmen Sie Ihren Gewinn.',
    },
    modeReal: 'Gratisspiel',
    modeFun: 'Zum Spaß',
    playFun: 'Stattdessen zum Spaß spielen',
    playReal: 'Zurück zu meinen Gratisspielen',
    funNote: 'Sie spielen zum Spaß: Das Spiel läuft in Ihrem Browser, und es wird nichts ausgezahlt.',
    units: '×{{value}}',
    passes: {
      title: 'Ihre Gratisspiele',
      left_one: 'Noch {{count}} Gratisspiel',
      left_other: 'Noch {{count}} Gratisspiele',
      detail: 'Jede Gewinneinheit ist {{unit}} wert; gültig bis {{date}}.',
      none: 'Für dieses Spiel haben Sie keine Gratisspiele. Es gibt sie bei unseren Aktionen: Sehen Sie nach, was gerade läuft.',
      promotions: 'Aktionen',
      guest:
        'Melden Sie sich an, um die Ihnen gewährten Gratisspiele zu nutzen. Bis dahin können Sie zum Spaß spielen.',
    },
    actions: {
      spin: 'Rad drehen',
      spinAgain: 'Erneut drehen',
      card: 'Los holen',
      cardAgain: 'Neues Los holen',
      tryCode: 'Code probieren',
      take: '{{prize}} nehmen',
      again: 'Noch einmal spielen',
    },
    result: {
      won: 'Sie haben {{amount}} gewonnen. Der Betrag liegt mit seinen Bedingungen auf Ihrem Bonuskonto:',
      bonuses: 'meine Boni ansehen',
      fun: 'Dieses Spiel hätte {{prize}} gebracht.',
    },
    refusals: {
      noPlays: 'Sie haben für dieses Spiel keine Gratisspiele mehr.',
      excluded: 'Während Ihrer Selbstsperre oder Auszeit sind Bonusspiele nicht verfügbar.',
      signIn: 'Ihre Sitzung ist abgelaufen: Melden Sie sich erneut an, um zu spielen.',
      stale:
        'Dieses Spiel wurde in einem anderen Fenster geändert. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.',
      failed:
        'Der Spielzug konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    odds: {
      title: 'Die Gewinnchancen',
      outcome: 'Ergebnis',
      pays: 'Gewinn',
      chanceHeader: 'Wahrscheinlichkeit',
      chance: '{{percent}} %',
      chanceOneIn: '{{percent}} % (1 von {{n}})',
      fortuna: 'Ein Feld mit {{prize}}',
      chest: 'Die Truhe mit {{prize}}',
      memory: 'Ein Paar im {{turn}}. Zug',
      memoryLast: 'Ein Paar im {{turn}}. Zug oder später',
      safe_one: '{{count}} Ziffer an der richtigen Stelle',
      safe_other: '{{count}} Ziffern an der richtigen Stelle',
      lotteryNone: 'Keine drei gleichen',
      dragon: 'Stufe {{level}} geschafft',
      average: 'Im Schnitt bringt ein Spiel {{prize}}.',
      memoryNote:
        'Die Chancen gelten für einen Spieler, der sich jede aufgedeckte Karte merkt; wer Karten vergisst, findet das Paar eher in späteren Zügen.',
      dragonNote:
        'Welche Tür Sie auch öffnen: In einem von drei Fällen wartet der Drache dahinter. Trifft man ihn, gibt es {{prize}}.',
    },
    fair: {
      title: 'Nachweislich fair',
      intro:
        'Der Server legt sich vor Spielbeginn auf seinen Seed fest: Sie sehen dessen SHA-256-Hash. Nach dem Spiel wird der Seed offengelegt, und Ihr Browser prüft, ob er zum Hash passt und dasselbe Spielfeld und denselben Gewinn ergibt.',
      hash: 'Festlegung (SHA-256 des Server-Seeds)',
      client: 'Client-Seed',
      seed: 'Server-Seed',
      hidden: 'Wird nach dem Spiel angezeigt.',
      verified:
        'In Ihrem Browser geprüft: Der Seed passt zu seiner Festlegung und ergibt beim Nachspielen denselben Gewinn.',
      failed:
        'Beim Nachspielen ergibt dieses Spiel nicht seinen Gewinn. Bitte wenden Sie sich an den Kundendienst.',
    },
    shelf: { title: 'Bonusspiele' },
    history: {
      title: 'Ihre letzten Spiele',
      date: 'Datum',
      prize: 'Gewinn',
    },
  },
  landing: {
    register: 'Registrieren Sie sich und sichern Sie sich das Angebot',
    ended: 'Dieses Angebot ist beendet. Sehen Sie sich die laufenden Aktionen an.',
  },
};

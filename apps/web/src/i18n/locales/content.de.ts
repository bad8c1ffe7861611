import type { ContentMessages } from './content.en';

/** Strings of the site's content pages (German). */
export const contentDe: ContentMessages = {
  info: {
    intro:
      'Alles über Betline: wie Wetten funktionieren, Zahlungen, Ihre Daten und wie wir das Spiel sicher halten.',
    rulesTitle: 'Wettregeln',
    rulesSummary: 'Allgemeine Bedingungen, Wettarten, die Regeln jeder Sportart, Abrechnung und Cash-out.',
    onThisPage: 'Auf dieser Seite',
    fallbackNote:
      'Dieser Text ist in Ihrer Sprache noch nicht verfügbar. Er wird auf {{language}} angezeigt.',
    updated: 'Aktualisiert am {{date}}, Fassung {{revision}}',
    print: 'Drucken',
    loading: 'Der Text wird geladen',
    loadError: 'Der Text konnte nicht geladen werden.',
    notFound: 'Dieser Text ist noch nicht veröffentlicht.',
    ruleBook: 'Regelwerk',
    searchLabel: 'In den Regeln suchen',
    searchPlaceholder: 'Cash-out, Handicap…',
    searchResults: 'Suchergebnisse',
    found: 'Gefundene Kapitel: {{count}}',
    noResults: 'Kein Kapitel erwähnt „{{query}}“.',
    searchError: 'Die Suche hat nicht geantwortet. Bitte erneut versuchen.',
    matchesHere: 'Treffer in diesem Kapitel: {{count}}',
    chapterPager: 'Kapitel',
    previousChapter: 'Vorheriges Kapitel',
    nextChapter: 'Nächstes Kapitel',
  },
  posts: {
    intro: {
      news: 'Produktneuigkeiten und Updates von Betline.',
      blog: 'Wett-Ratgeber, einfache Erklärungen und Tipps für sicheres Spielen.',
    },
    empty: 'Hier wurde noch nichts veröffentlicht.',
    pastEnd: 'Auf dieser Seite gibt es keine Beiträge.',
    pager: 'Seiten der Beiträge',
    page: 'Seite {{page}} von {{pages}}',
    published: 'Veröffentlicht am {{date}}',
    back: { news: 'Alle Neuigkeiten', blog: 'Alle Blogbeiträge' },
  },
  apps: {
    install: 'App installieren',
    installHint: 'Ihr Browser kann Betline direkt von dieser Seite installieren.',
    installed: 'Betline wird installiert: Öffnen Sie es über den Startbildschirm oder die App-Liste.',
    dismissed: 'Nicht jetzt. Sie können Betline später über diese Seite oder das Browsermenü installieren.',
  },
  idea: {
    intro:
      'Sagen Sie uns, was Betline für Sie besser machen würde. Das Produktteam liest jede Idee, und Sie erhalten eine Antwort in Ihren Support-Anfragen.',
    form: 'Ihre Idee',
    topic: 'Thema',
    chooseTopic: 'Thema wählen',
    topics: {
      sports: 'Sportwetten',
      casino: 'Casino',
      app: 'Website und App',
      payments: 'Zahlungen',
      other: 'Etwas anderes',
    },
    text: 'Ihre Idee',
    textHint: 'Was würden Sie ändern und warum? Bis zu {{max}} Zeichen.',
    required: 'Bitte ausfüllen.',
    choose: 'Bitte eine Option wählen.',
    send: 'Idee senden',
    subject: 'Idee: {{topic}}',
    thanks: 'Vielen Dank für Ihre Idee!',
    thanksBody: 'Wir haben sie erhalten und antworten in Ihren Support-Anfragen.',
    follow: 'Antwort verfolgen',
    another: 'Weitere Idee teilen',
    error: 'Die Idee konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  oldBrowser: {
    heading: 'Bitte aktualisieren Sie Ihren Browser',
    body: 'Betline braucht einen aktuellen Browser, damit Ihr Konto und Ihre Zahlungen sicher sind, und dieser ist zu alt dafür. Aktualisieren Sie ihn oder öffnen Sie Betline in einem dieser Browser:',
    browsers: 'Browser, in denen Betline läuft',
    anyway: 'Trotzdem zur Startseite',
  },
  landings: {
    loading: 'Wird geladen…',
    error: 'Die Spiele konnten nicht geladen werden.',
    live: 'Jetzt live',
    upcoming: 'Demnächst',
    cricket: {
      intro:
        'Cricket zur WM-Saison: alle laufenden und kommenden Spiele der Meisterschaften von Indien, Australien und England, mit Live-Quoten, dem Spielstand Ball für Ball und den Tabellen.',
      noLive: 'Gerade läuft kein Cricket-Spiel live.',
      noUpcoming: 'Es sind noch keine Cricket-Spiele angesetzt.',
      champs: 'Meisterschaften',
      table: '{{champ}}: Tabelle',
      allCricket: 'Das gesamte Cricket-Wettangebot',
    },
    asian: {
      intro:
        'Asiatisches Handicap und Über/Unter: zwei mögliche Ausgänge, für jeden eine Quote, und kein Unentschieden, durch das Sie verlieren. Viertel-Linien teilen Ihren Einsatz auf die beiden benachbarten Linien auf.',
      how: 'So werden die Linien abgerechnet',
      half: 'Halbe Linie (−0,5; 2,5): Die Wette gewinnt oder verliert, eine Erstattung gibt es nicht.',
      whole: 'Ganze Linie (−1; 3): Trifft das Ergebnis genau die Linie, wird der Einsatz erstattet.',
      quarter:
        'Viertel-Linie (−0,75; 2,25): Je die Hälfte des Einsatzes geht auf die beiden benachbarten Linien (−0,5 und −1), daher kann eine Wette halb gewinnen oder halb verlieren.',
      viewOn:
        'Das Wettangebot wird in der asiatischen Ansicht gezeigt: Haupt-Handicap und Über/Unter jedes Spiels.',
      viewOff:
        'Das Wettangebot wird in der europäischen Ansicht gezeigt. Wechseln Sie zur asiatischen Ansicht, um Haupt-Handicap und Über/Unter jedes Spiels zu sehen.',
      switchOn: 'Zur asiatischen Ansicht wechseln',
      switchOff: 'Zurück zur europäischen Ansicht',
      football: 'Fußball: die nächsten Spiele',
      noGames: 'Es sind noch keine Fußballspiele angesetzt.',
    },
  },
};

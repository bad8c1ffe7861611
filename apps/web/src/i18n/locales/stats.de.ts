import type { Texts } from './betting.en';
import type { statsEn } from './stats.en';

/** Tabellen, Teamseiten und Meisterschaftsergebnisse. */
export const statsDe: Texts<typeof statsEn> = {
  loading: 'Wird geladen…',
  error: 'Diese Seite konnte nicht geladen werden.',
  notFound: 'Diese Statistikseite gibt es nicht.',
  table: {
    heading: 'Tabelle',
    caption: 'Tabelle: {{champ}}',
    basis: 'Aus den Ergebnissen der letzten 8 Tage: 3 Punkte für einen Sieg, 1 für ein Unentschieden.',
    empty: 'Kein Team dieser Meisterschaft hat in den letzten 8 Tagen gespielt.',
    columns: {
      position: 'Pl.',
      team: 'Team',
      played: 'Spiele',
      won: 'Siege',
      drawn: 'Unentschieden',
      lost: 'Niederlagen',
      score: 'Tore',
      difference: 'Differenz',
      points: 'Punkte',
      form: 'Form',
    },
  },
  form: {
    label: 'Letzte Ergebnisse, das neueste zuerst: {{results}}',
    none: 'Noch keine Spiele',
    W: 'Sieg',
    D: 'Unentschieden',
    L: 'Niederlage',
  },
  formShort: { W: 'S', D: 'U', L: 'N' },
  coming: {
    heading: 'Nächste Spiele',
    empty: 'Es sind keine Spiele angesetzt.',
    live: 'Live',
  },
  finished: {
    heading: 'Ergebnisse',
    empty: 'Keine Ergebnisse in den letzten 8 Tagen.',
    score: 'Endstand {{score}}',
  },
  champ: {
    bet: 'Auf {{champ}} wetten',
    notFound: 'Diese Meisterschaft gibt es nicht.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: 'Tabelle: {{champ}}',
    notFound: 'Dieses Team gibt es nicht.',
    form: 'Form',
  },
  champs: {
    intro: 'Tabellen und Ergebnisse aller Meisterschaften, aus den Spielen der letzten 8 Tage.',
    sport: 'Sportart',
    list: 'Meisterschaften: {{sport}}',
    empty: 'Diese Sportart hat keine Meisterschaften.',
    all: 'Alle Meisterschaften',
  },
  centre: {
    heading: 'Matchcenter',
    loading: 'Das Matchcenter wird geladen …',
    error: 'Das Matchcenter konnte nicht geladen werden.',
    timeline: 'Spielverlauf',
    stats: 'Statistik',
    preMatch: 'Form und Tabelle',
    place: 'Platz {{position}} · Punkte: {{points}} · Spiele: {{played}}',
    noPlace: 'Noch nicht in der Tabelle',
    meetings: 'Letzte Duelle',
    noMeetings: 'In den letzten 8 Tagen sind sie nicht aufeinandergetroffen.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};

import type { Texts } from './betting.en';
import type { favouritesEn } from './favourites.en';

/** Favoriten im Sportwetten-Bereich: der Stern, der Favoriten-Block im Konto und die Hinweise zu Favoriten-Spielen. */
export const favouritesDe: Texts<typeof favouritesEn> = {
  star: {
    add: '{{name}} zu den Favoriten hinzufügen',
    remove: '{{name}} aus den Favoriten entfernen',
  },
  failed: 'Ihre Favoriten konnten nicht geändert werden. Bitte versuchen Sie es erneut.',
  limit: 'Sie können bis zu {{max}} Favoriten speichern. Entfernen Sie einen, um einen neuen hinzuzufügen.',
  view: {
    title: 'Favoriten',
    intro:
      'Markieren Sie Spiele, Wettbewerbe und Mannschaften auf ihren Seiten mit einem Stern, um sie hier wiederzufinden.',
    games: 'Spiele',
    champs: 'Wettbewerbe',
    teams: 'Mannschaften',
    empty: 'Noch nichts markiert.',
    loading: 'Favoriten werden geladen…',
    error: 'Ihre Favoriten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    remove: 'Entfernen',
    removeNamed: '{{name}} aus den Favoriten entfernen',
    gone: 'Nicht mehr verfügbar',
    unknownGame: 'Spiel {{id}}',
    unknownChamp: 'Wettbewerb {{id}}',
    unknownTeam: 'Mannschaft {{id}}',
    live: 'Läuft',
    finished: 'Beendet',
    startsAt: 'Beginn: {{time}}',
  },
  alerts: {
    label: 'Über meine Favoriten-Spiele benachrichtigen',
    hint: 'Solange die Seite geöffnet ist: Anpfiff, jeder Treffer und das Endergebnis Ihrer markierten Spiele, auch als Browser-Benachrichtigung.',
    denied:
      'Ihr Browser blockiert Benachrichtigungen dieser Seite. Erlauben Sie sie in den Browser-Einstellungen, um diese Funktion einzuschalten.',
    unsupported: 'Dieser Browser kann keine Benachrichtigungen anzeigen.',
  },
  notice: {
    title: 'Favoriten',
    started: '{{game}} hat begonnen.',
    score: 'Neuer Spielstand bei {{game}}: {{score}}',
    finished: '{{game}} ist beendet: {{score}}',
  },
};

import type { Texts } from './betting.en';
import type { devtoolsEn } from './devtools.en';

/** The pages outside production (`debugger`, `internal-vpn`) in German. */
export const devtoolsDe: Texts<typeof devtoolsEn> = {
  notice:
    'Diese Seite gibt es nur außerhalb der Produktion: Sie zeigt, was die App und der Server über diesen Besuch wissen – für Entwickler und Tester.',
  loading: 'Wird geladen…',
  error: 'Der Server hat nicht geantwortet.',
  yes: 'Ja',
  no: 'Nein',
  none: 'keine',
  copy: 'Als JSON kopieren',
  copied: 'In die Zwischenablage kopiert.',
  build: {
    heading: 'Build-Version',
    mode: 'Modus',
    version: 'Serverversion',
  },
  visit: {
    heading: 'Dieser Besuch',
    language: 'Sprache',
    timeZone: 'Zeitzone',
    oddsFormat: 'Quotenformat',
    signedIn: 'Angemeldet',
    player: 'Spieler-ID',
  },
  features: {
    heading: 'Funktionsschalter der Website',
    feature: 'Funktion',
    state: 'Status',
    on: 'An',
    off: 'Aus',
    empty: 'Die Website schaltet keine Funktion ab: Alle Funktionen sind an.',
  },
  network: {
    heading: 'Das Netzwerk aus Sicht des Servers',
    ip: 'Adresse',
    internal: 'Internes Netzwerk',
    forwardedFor: 'Weitergeleitet für',
    country: 'Land',
    countryHeader: 'Länder-Header',
    protocol: 'Protokoll',
    host: 'Hostname',
    isInternal: 'Diese Adresse liegt in einem internen Netzwerk (Loopback oder privater Bereich).',
    isPublic: 'Diese Adresse ist öffentlich: Sie liegt nicht in einem internen Netzwerk.',
  },
};

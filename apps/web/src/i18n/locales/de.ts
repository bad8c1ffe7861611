import type { Messages } from './en';
import { pagesDe } from './pages.de';

export const de: Messages = {
  pages: pagesDe,
  app: { name: 'Betline' },
  a11y: { skipToContent: 'Zum Inhalt springen' },
  header: {
    signIn: 'Anmelden',
    register: 'Registrieren',
    homeLink: '{{brand}}, Startseite',
    mainNav: 'Hauptnavigation',
    phoneNav: 'Schnellnavigation',
    nav: {
      home: 'Start',
      account: 'Mein Konto',
      sports: 'Sport',
      live: 'Live',
      casino: 'Casino',
      promotions: 'Aktionen',
    },
    languageSwitch: 'Sprache',
    languageChanged: 'Sprache geändert: {{language}}',
    theme: {
      toggle: 'Dunkles Design',
      toDark: 'Zum dunklen Design wechseln',
      toLight: 'Zum hellen Design wechseln',
      nowDark: 'Dunkles Design an',
      nowLight: 'Helles Design an',
    },
  },
  remoteView: {
    loading: 'Wird geladen…',
    failed: 'Dieser Bereich konnte nicht geladen werden.',
    refresh: 'Neu laden',
  },
  footer: {
    label: 'Informationen zur Website',
    copyright: '© {{year}} {{company}}',
    information: 'Informationen',
    rules: 'Wettregeln',
    responsibleGaming: 'Verantwortungsvolles Spielen',
    contacts: 'Kontakt',
  },
  home: {
    title: 'Sportwetten und Casino',
    heading: 'Willkommen bei {{brand}}',
    welcome:
      'Wetten Sie vor dem Spiel und live, verfolgen Sie die Quoten in Echtzeit und spielen Sie Casino – alles mit einem Konto.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    heading: 'Diese Seite wurde nicht gefunden',
    body: 'Die Adresse ist möglicherweise falsch geschrieben oder die Seite wurde verschoben.',
    home: 'Zur Startseite',
  },
  config: {
    loading: '{{brand}} wird geladen',
    errorTitle: '{{brand}} konnte nicht geladen werden',
    errorBody: 'Die Website ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    retrying: 'Neuer Versuch läuft',
    reloadFailed: 'Die aktuellen Einstellungen der Website konnten nicht geladen werden.',
  },
  crash: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Die Seite funktioniert nicht mehr. Laden Sie sie neu; Ihre Wetten und Ihr Guthaben sind auf dem Server sicher.',
    reload: 'Seite neu laden',
  },
};

import type { PagesMessages } from './en';

export const pagesDe: PagesMessages = {
  loading: 'Seite wird geladen',
  layout: {
    support: 'Support',
    scrollTop: 'Nach oben',
    seoLabel: 'Über {{brand}}',
    seoText:
      '{{brand}} ist Sportwetten und Casino: Wetten vor dem Spiel und live, E-Sport, Toto, Lotto und Casinospiele. Nur für Erwachsene (18+). Spielen Sie verantwortungsvoll.',
    notices: 'Hinweise',
  },
  maintenanceWarning: {
    title: 'Geplante Wartungsarbeiten',
    body: 'Von {{start}} bis {{finish}} sind die Website und die Apps nicht erreichbar.',
  },
  maintenance: {
    heading: 'Wartungsarbeiten',
    body: 'Der Server ist von {{start}} bis {{finish}} nicht erreichbar. Website und Apps sind währenddessen nicht verfügbar.',
    start: 'Beginn',
    finish: 'Ende',
    unknown: 'wird bekannt gegeben',
    check: 'Erneut prüfen',
  },
  block: {
    heading: 'Der Zugang zur Website ist eingeschränkt',
    body: 'Die Website ist für Sie derzeit nicht verfügbar. Wenn Sie das für einen Fehler halten, wenden Sie sich an den Support.',
    contact: 'Support kontaktieren',
  },
  blockUa: {
    heading: 'Die Website ist in Ihrer Region nicht verfügbar',
    body: 'Nach den Regeln Ihrer Region dürfen wir unsere Dienste dort nicht anbieten.',
  },
  blockIe: {
    heading: 'Ihr Browser wird nicht unterstützt',
    body: 'Bitte öffnen Sie die Website in einer aktuellen Version von Chrome, Firefox, Safari oder Edge.',
  },
  siteUpdates: {
    heading: 'Wir aktualisieren die Website',
    body: 'Die Website ist gleich wieder da. Danke für Ihre Geduld.',
  },
  comingSoon: {
    heading: 'Demnächst',
    body: 'Wir bereiten den Start in Ihrem Land vor. Schauen Sie bald wieder vorbei.',
  },
  suspension: {
    heading: 'Ihr Konto ist gesperrt',
    body: 'Wetten und Spiele sind auf Ihrem Konto pausiert. Der Support gibt Ihnen Auskunft.',
  },
  ban: {
    heading: 'Ihr Konto ist eingeschränkt',
    body: 'Wetten und Spiele sind auf Ihrem Konto geschlossen. Sie können weiterhin die Regeln lesen und den Support kontaktieren.',
    withdraw: 'Guthaben auszahlen',
    rules: 'Regeln lesen',
  },
  terms: {
    heading: 'Unsere Geschäftsbedingungen haben sich geändert',
    body: 'Bitte lesen und akzeptieren Sie die neuen Bedingungen, um Ihr Konto weiter zu nutzen.',
    published: 'Veröffentlicht am {{date}}',
    read: 'Regeln lesen',
    accept: 'Akzeptieren und weiter',
    accepting: 'Wird gespeichert',
    error: 'Die Bedingungen konnten nicht akzeptiert werden. Bitte versuchen Sie es erneut.',
  },
  error: {
    code: 'Fehler 500',
    heading: 'Bei uns ist etwas schiefgelaufen',
    body: 'Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
    home: 'Zur Startseite',
  },
};

import type { Texts } from './betting.en';
import type { verificationEn } from './verification.en';

/** Texte der Verifizierung und Identifizierung. */
export const verificationDe: Texts<typeof verificationEn> = {
  intro:
    'Vor großen Auszahlungen prüfen wir die Identität jedes Spielers, wie es die Regeln gegen Geldwäsche verlangen. Senden Sie gut lesbare Fotos oder Scans Ihrer Dokumente: JPEG, PNG oder PDF, jeweils bis 10 MB.',
  statusHeading: 'Verifizierungsstatus',
  status: {
    none: 'Nicht verifiziert',
    pending: 'Dokumente in Prüfung',
    verified: 'Verifiziert',
    rejected: 'Dokumente abgelehnt',
    requested: 'Weiteres Dokument angefordert',
  },
  statusText: {
    none: 'Senden Sie ein Ausweisdokument, um sich verifizieren zu lassen.',
    pending: 'Wir prüfen Ihre Dokumente. Der Status hier ändert sich, sobald wir entschieden haben.',
    verified: 'Ihre Identität ist bestätigt: Auszahlungen in jeder Höhe stehen Ihnen offen.',
    rejected: 'Wir konnten Ihre Dokumente nicht annehmen. Senden Sie neue.',
    requested: 'Wir brauchen noch ein Dokument von Ihnen. Senden Sie es unten.',
  },
  note: 'Unser Hinweis: {{note}}',
  threshold: 'Bis Sie verifiziert sind, können Ihre Auszahlungen zusammen höchstens {{amount}} betragen.',
  requested: 'Angefordert: {{kinds}}',
  kinds: {
    identity: 'Reisepass oder Personalausweis',
    address: 'Adressnachweis',
    payment: 'Zahlungsmittel',
    selfie: 'Selfie mit Ihrem Dokument',
  },
  kindHints: {
    identity: 'Die Seite mit Ihrem Foto, Namen und Geburtsdatum.',
    address:
      'Eine Nebenkostenabrechnung oder ein Kontoauszug der letzten 3 Monate mit Ihrem Namen und Ihrer Adresse.',
    payment:
      'Ein Foto der Karte, mit der Sie zahlen (die mittleren Ziffern abgedeckt), oder ein Bildschirmfoto Ihres E-Wallets.',
    selfie: 'Ihr Gesicht mit dem geöffneten Dokument daneben, beides gut erkennbar.',
  },
  uploadHeading: 'Dokument senden',
  file: 'Datei: {{kind}}',
  fileHint: 'JPEG, PNG oder PDF, bis 10 MB.',
  chooseFile: 'Datei auswählen',
  noFileChosen: 'Keine Datei ausgewählt',
  send: 'Senden',
  sendKind: 'Datei senden: {{kind}}',
  requestedBadge: 'Angefordert',
  uploading: '{{file}} wird gesendet: {{percent}} %',
  uploaded: '{{file}} ist gesendet. Wir prüfen es bald.',
  errors: {
    noFile: 'Wählen Sie zuerst eine Datei.',
    tooLarge: 'Die Datei ist größer als 10 MB. Senden Sie ein kleineres Foto oder einen kleineren Scan.',
    type: 'Nur JPEG-, PNG- oder PDF-Dateien werden angenommen.',
    alreadyVerified: 'Ihre Identität ist bereits bestätigt: Es sind keine Dokumente nötig.',
    failed: 'Die Datei konnte nicht gesendet werden. Versuchen Sie es erneut.',
  },
  documentsHeading: 'Ihre Dokumente',
  noDocuments: 'Sie haben noch keine Dokumente gesendet.',
  documentStatus: { pending: 'In Prüfung', accepted: 'Angenommen', rejected: 'Abgelehnt' },
  sentAt: 'Gesendet {{date}}',
  rejectedReason: 'Grund: {{reason}}',
  open: '{{file}} öffnen',
  loadError: 'Ihre Verifizierung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  identification: {
    intro:
      'Die Identifizierung bestätigt, dass das Konto Ihnen gehört: die Angaben Ihres Ausweisdokuments und ein Foto davon.',
    detailsHeading: 'Ihr Ausweisdokument',
    details: {
      name: 'Name',
      birthDate: 'Geburtsdatum',
      document: 'Dokumentnummer',
      issued: 'Ausgestellt am',
      expires: 'Gültig bis',
      issuedBy: 'Ausgestellt von',
    },
    missing: 'Nicht angegeben',
    edit: 'Diese Angaben in den Einstellungen ändern',
    needed: 'Ihr Konto muss identifiziert werden: Senden Sie unten ein Foto des Dokuments.',
    done: 'Ihre Identität ist bestätigt.',
  },
  accountVerify: {
    intro:
      'Bestätigen Sie Ihre Identität, damit Ihr Konto offen bleibt: Senden Sie die unten angeforderten Dokumente. Diese Seite bleibt für Sie erreichbar, solange Ihr Konto eingeschränkt ist.',
    signIn: 'Melden Sie sich an, um Ihre Dokumente zu senden.',
    signInLink: 'Anmelden',
  },
};

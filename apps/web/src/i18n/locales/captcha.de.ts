import type { CaptchaMessages } from './captcha.en';

/** The captcha's strings (German): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaDe: CaptchaMessages = {
  prompt:
    'Mehrere Versuche sind fehlgeschlagen. Setzen Sie das Häkchen: Ihr Browser führt eine kurze Berechnung aus, um zu zeigen, dass er kein Skript ist.',
  widget: {
    label: 'Ich bin kein Roboter',
    verifying: 'Ihr Browser wird geprüft…',
    verified: 'Geprüft: Sie können fortfahren',
    loading: 'Wird geladen…',
    error: 'Die Prüfung ist fehlgeschlagen. Versuchen Sie es erneut.',
    expired: 'Die Prüfung ist abgelaufen. Setzen Sie das Häkchen erneut.',
    verificationRequired: 'Setzen Sie zuerst „Ich bin kein Roboter“.',
    waitAlert: 'Wird geprüft… bitte warten.',
    reload: 'Erneut versuchen',
    verify: 'Prüfen',
    footer: 'Geschützt durch ALTCHA',
    ariaLinkLabel: 'ALTCHA-Website (öffnet in einem neuen Tab)',
    enterCode: 'Code eingeben',
    enterCodeAria: 'Geben Sie den gehörten Code ein',
    enterCodeFromImage: 'Geben Sie den Code aus dem Bild ein',
    getAudioChallenge: 'Code anhören',
    cancel: 'Abbrechen',
  },
  errors: {
    required: 'Setzen Sie unten „Ich bin kein Roboter“ und senden Sie erneut.',
    tooManyAttempts:
      'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Warten Sie {{seconds}} s bis zum nächsten Versuch oder setzen Sie Ihr Passwort zurück.',
  },
};

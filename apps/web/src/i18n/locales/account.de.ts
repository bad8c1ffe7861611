import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in German (the rest of it shows English). */
export const accountDe: AccountProtectionMessages = {
  limits: {
    inputErrors: {
      empty: 'Geben Sie einen Betrag ein.',
      sign: 'Geben Sie den Betrag ohne Plus- oder Minuszeichen ein.',
      format:
        'Geben Sie nur Ziffern ein, zum Beispiel 250: ohne Leerzeichen, Buchstaben oder Tausendertrennzeichen.',
      decimals: 'Zu viele Nachkommastellen: Ein Limit ist ein ganzer Betrag.',
      wholeUnits: 'Ein Limit ist ein ganzer Betrag: Geben Sie {{below}} oder {{above}} ein.',
      tooSmall: 'Das kleinste Limit ist {{min}}.',
      tooLarge: 'Das größte Limit ist {{max}}.',
    },
  },
  protection: {
    refusal: {
      timeOut:
        'Sie machen eine Auszeit. Bis sie endet, können Sie sich nicht anmelden, einzahlen, wetten oder spielen.',
      timeOutUntil:
        'Sie machen eine Auszeit bis {{date}}. Bis dahin können Sie sich nicht anmelden, einzahlen, wetten oder spielen.',
      selfExclusion:
        'Sie haben sich selbst gesperrt. Bis der Zeitraum endet, können Sie sich nicht anmelden, einzahlen, wetten oder spielen.',
      selfExclusionUntil:
        'Sie haben sich bis {{date}} selbst gesperrt. Bis dahin können Sie sich nicht anmelden, einzahlen, wetten oder spielen.',
      excluded:
        'Ihre Auszeit oder Selbstsperre ist aktiv. Bis sie endet, können Sie sich nicht anmelden, einzahlen, wetten oder spielen.',
      excludedUntil:
        'Ihre Auszeit oder Selbstsperre gilt bis {{date}}. Bis dahin können Sie sich nicht anmelden, einzahlen, wetten oder spielen.',
      ban: 'Ihr Konto ist eingeschränkt. Nähere Informationen erhalten Sie vom Kundendienst.',
      banUntil:
        'Ihr Konto ist bis {{date}} eingeschränkt. Nähere Informationen erhalten Sie vom Kundendienst.',
    },
  },
  payment: {
    verificationRequired:
      'Auszahlungen von insgesamt mehr als {{amount}} warten auf Ihre Verifizierung. Senden Sie Ihre Dokumente, um Ihre Identität zu bestätigen.',
    verificationLink: 'Identität bestätigen',
    unknownOutcome: {
      deposit:
        'Wir haben keine eindeutige Antwort erhalten und wissen noch nicht, ob Ihre Einzahlung begonnen wurde. Sie können es bedenkenlos erneut versuchen: Mit demselben Betrag wird genau diese Einzahlung fortgesetzt, eine zweite entsteht nicht.',
      withdrawal:
        'Wir haben keine eindeutige Antwort erhalten und wissen noch nicht, ob Ihre Auszahlung beantragt wurde. Sie können es bedenkenlos erneut versuchen: Mit demselben Betrag wird genau dieser Antrag fortgesetzt, ein zweiter entsteht nicht.',
    },
    limitLeftIn: {
      day: 'Das übersteigt Ihr 24-Stunden-Einzahlungslimit. Sie können jetzt noch bis zu {{amount}} einzahlen.',
      week: 'Das übersteigt Ihr 7-Tage-Einzahlungslimit. Sie können jetzt noch bis zu {{amount}} einzahlen.',
      month:
        'Das übersteigt Ihr 30-Tage-Einzahlungslimit. Sie können jetzt noch bis zu {{amount}} einzahlen.',
    },
    limitReachedIn: {
      day: 'Sie haben Ihr 24-Stunden-Einzahlungslimit erreicht. Eine Einzahlung zählt 24 Stunden lang dazu.',
      week: 'Sie haben Ihr 7-Tage-Einzahlungslimit erreicht. Eine Einzahlung zählt 7 Tage lang dazu.',
      month: 'Sie haben Ihr 30-Tage-Einzahlungslimit erreicht. Eine Einzahlung zählt 30 Tage lang dazu.',
    },
  },
  payments: {
    cancel: 'Stornieren',
    cancelKeep: 'Behalten',
    resume: 'Fortsetzen',
    resumeOne: 'Einzahlung über {{amount}} vom {{date}} fortsetzen',
    cancelDepositOne: 'Einzahlung über {{amount}} vom {{date}} stornieren',
    cancelDepositTitle: 'Diese Einzahlung stornieren?',
    cancelDepositBody:
      'Die Einzahlung über {{amount}} ist noch nicht bezahlt. Nach der Stornierung kann sie nicht mehr bezahlt werden.',
    cancelDepositConfirm: 'Einzahlung stornieren',
    depositCancelled: 'Die Einzahlung über {{amount}} wurde storniert.',
    depositNotPending:
      'Diese Einzahlung wartet nicht mehr: Sie wurde gutgeschrieben, ist fehlgeschlagen oder wurde storniert. Die Liste zeigt jetzt ihren Stand.',
  },
};

import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in German (the rest of it shows English). */
export const accountDe: AccountProtectionMessages = {
  activation: {
    signedIn: 'Ihr Konto {{login}} ist aktiv und Sie sind angemeldet. Willkommen!',
  },
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
};

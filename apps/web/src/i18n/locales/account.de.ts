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
};

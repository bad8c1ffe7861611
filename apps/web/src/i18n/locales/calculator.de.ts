import type { Texts } from './betting.en';
import type { calculatorEn } from './calculator.en';

/** Texte des Wettrechners. */
export const calculatorDe: Texts<typeof calculatorEn> = {
  intro:
    'Berechnen Sie vor dem Wetten, was ein Wettschein auszahlt: Wählen Sie Wettart und Quotenformat, geben Sie die Quote jeder Auswahl und den Einsatz ein. Markieren Sie eine Auswahl als verloren oder storniert, um die Auszahlung in diesem Fall zu sehen.',
  form: 'Ihr Wettschein',
  type: 'Wettart',
  types: { single: 'Einzelwette', express: 'Kombiwette', system: 'Systemwette' },
  system: 'System',
  systemOption: '{{k}} aus {{n}}: {{bets}} Wetten',
  format: 'Quotenformat',
  formats: {
    decimal: 'Dezimal',
    fractional: 'Bruch (UK)',
    american: 'Amerikanisch',
    hongKong: 'Hongkong',
    malay: 'Malaiisch',
    indonesian: 'Indonesisch',
  },
  selections: 'Auswahlen',
  odds: 'Quote der Auswahl {{number}}',
  oddsHint: 'Geben Sie die Quoten im gewählten Format ein, zum Beispiel {{example}}.',
  result: 'Ergebnis der Auswahl {{number}}',
  results: { won: 'Gewonnen', lost: 'Verloren', void: 'Storniert (Quote 1,00)' },
  add: 'Auswahl hinzufügen',
  remove: 'Auswahl {{number}} entfernen',
  stake: 'Gesamteinsatz ({{currency}})',
  stakeHint: 'Eine Systemwette teilt den Einsatz gleichmäßig auf ihre Wetten auf.',
  errors: {
    COEF_INVALID_FORMAT:
      'Geben Sie die Quote so ein, wie das gewählte Format sie schreibt, zum Beispiel {{example}}.',
    COEF_OUT_OF_RANGE: 'Eine Dezimalquote muss über 1,00 und höchstens 10.000 sein.',
    COEF_UNKNOWN_FORMAT: 'Wählen Sie ein Quotenformat.',
    AMOUNT_INVALID_FORMAT: 'Geben Sie den Einsatz in Ziffern ein, zum Beispiel 10 oder 10,50.',
    AMOUNT_NOT_FINITE: 'Geben Sie den Einsatz in Ziffern ein, zum Beispiel 10 oder 10,50.',
    AMOUNT_NEGATIVE: 'Der Einsatz kann nicht negativ sein.',
    AMOUNT_TOO_PRECISE: 'Zu viele Nachkommastellen für diese Währung.',
    AMOUNT_TOO_LARGE: 'Dieser Einsatz ist zu hoch.',
    STAKE_ZERO: 'Geben Sie einen Einsatz über null ein.',
  },
  figures: 'Was der Wettschein auszahlt',
  bets: 'Anzahl der Wetten',
  totalStake: 'Gesamteinsatz',
  stakePerBet: 'Einsatz pro Wette',
  potentialReturn: 'Mögliche Auszahlung',
  profit: 'Gewinn',
  waiting: 'Geben Sie die Quoten aller Auswahlen und den Einsatz ein, um die Beträge zu sehen.',
  needMore: 'Diese Wettart braucht mindestens {{count}} Auswahlen.',
  fix: 'Korrigieren Sie die markierten Felder, um die Beträge zu sehen.',
};

import type { slipEn } from './slip.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `slip` (German). */
export const slipDe: Texts<typeof slipEn> = {
  title: 'Wettschein',
  notPlaced: 'Die Wette wurde nicht platziert',
  dismiss: 'Ausblenden',
  refusals: {
    COUPON_ID_TAKEN:
      'Diese Wette wurde bereits mit anderen Angaben gesendet. Tippen Sie erneut auf „Wette platzieren“, um sie neu zu senden.',
    MARKET_NOT_FOUND:
      '{{names}}: nicht mehr im Angebot. Entfernen Sie die Auswahl und platzieren Sie die Wette erneut.',
    MARKET_SUSPENDED: 'Wetten auf {{names}} sind kurz ausgesetzt. Versuchen Sie es gleich noch einmal.',
    GAME_FINISHED:
      'Das Spiel von {{names}} ist beendet. Entfernen Sie die Auswahl, um den Rest zu platzieren.',
    COEF_CHANGED:
      'Die Quoten haben sich geändert: Der Wettschein zeigt die neuen Quoten. Prüfen Sie sie und platzieren Sie die Wette erneut.',
    EXACT_COEF_MISMATCH:
      'Die Gesamtquote beträgt jetzt {{coef}} und nicht mehr die von Ihnen festgelegte. Prüfen Sie sie und platzieren Sie die Wette erneut.',
    EXACT_COEF_MISMATCH_none:
      'Die Gesamtquote entspricht nicht mehr der von Ihnen festgelegten. Prüfen Sie sie und platzieren Sie die Wette erneut.',
    SCORE_CHANGED:
      'Der Spielstand bei {{names}} hat sich geändert, daher wurde die Wette gemäß Ihren Einstellungen verworfen. Prüfen Sie die Quoten und platzieren Sie sie erneut.',
    ACCOUNT_NOT_FOUND:
      'Mit diesem Konto können keine Wetten platziert werden. Wählen Sie in den Wetteinstellungen ein anderes Konto.',
    INSUFFICIENT_BALANCE: 'Ihr Guthaben reicht für diesen Einsatz nicht aus.',
    MAX_PAYOUT_EXCEEDED:
      'Der mögliche Gewinn liegt über der Höchstauszahlung von {{max}}. Senken Sie den Einsatz.',
    PROMO_CODE_INVALID:
      'Dieser Aktionscode gilt nicht für diese Wette. Prüfen Sie den Code oder entfernen Sie ihn.',
    RG_EXCLUDED: 'Sie haben eine Auszeit oder Selbstsperre: Bis sie endet, werden keine Wetten angenommen.',
    RG_LIMIT_REACHED:
      'Ihr Limit für {{limit}} erlaubt jetzt noch {{amount}}. Senken Sie den Einsatz oder warten Sie, bis es sich erneuert.',
    RG_LIMIT_REACHED_none:
      'Ihr Limit für {{limit}} ist vorerst ausgeschöpft: Sobald es sich erneuert, werden wieder Wetten angenommen.',
    NOT_COMPUTABLE: 'Der mögliche Gewinn dieser Wette lässt sich nicht berechnen. Prüfen Sie die Auswahlen.',
    EMPTY_COUPON: 'Auf keine dieser Auswahlen kann gerade gewettet werden.',
    DUPLICATE_SELECTION: 'Eine Auswahl steht doppelt auf dem Wettschein. Entfernen Sie eine davon.',
    BOOKING_NOT_FOUND: 'Zu diesem Code gibt es keinen Wettschein.',
    unauthenticated: 'Ihre Sitzung ist abgelaufen. Melden Sie sich an und platzieren Sie die Wette erneut.',
    other: 'Die Wette wurde nicht angenommen. Prüfen Sie den Wettschein und versuchen Sie es erneut.',
  },
  limitKinds: {
    wagering: 'Einsätze',
    loss: 'Verluste',
  },
  failures: {
    network:
      'Keine Antwort vom Server. Tippen Sie erneut auf „Wette platzieren“: Die Wette wird nicht doppelt platziert.',
    timeout:
      'Der Server hat zu lange gebraucht. Tippen Sie erneut auf „Wette platzieren“: Die Wette wird nicht doppelt platziert.',
    server:
      'Der Server konnte die Wette nicht annehmen (Fehler {{status}}). Tippen Sie erneut auf „Wette platzieren“: Die Wette wird nicht doppelt platziert.',
  },
  singlesRefused_one: '{{count}} Einzelwette wurde nicht platziert:',
  singlesRefused_other: '{{count}} Einzelwetten wurden nicht platziert:',
  forBet: '{{name}}: {{message}}',
  removePromo: 'Aktionscode entfernen',
  vipPending: 'Ihre VIP-Wette wartet auf die Entscheidung des Buchmachers. Sie sehen sie unter Ihren Wetten.',
  oneClick: {
    placed: 'Ein-Klick-Wette platziert: {{amount}} auf {{name}} zur Quote {{coef}}.',
    refused: 'Ein-Klick-Wette nicht platziert. {{reason}}',
    retry: 'Erneut versuchen',
  },
  booking: {
    title: 'Buchungscode',
    share: 'Auswahlen teilen',
    saving: 'Auswahlen werden gespeichert',
    code: 'Ihr Buchungscode: {{code}}',
    copied: 'Buchungscode {{code}} kopiert.',
    copyFailed: 'Ihr Buchungscode lautet {{code}}. Kopieren Sie ihn von hier.',
    shareTitle: 'Mein Betline-Wettschein',
    shareText: 'Laden Sie meine Auswahlen mit dem Buchungscode {{code}}.',
    loadLabel: 'Buchungscode laden',
    loadHint: '8 Buchstaben oder Ziffern',
    load: 'Laden',
    loading: 'Wird geladen',
    invalid: 'Ein Buchungscode besteht aus 8 Buchstaben oder Ziffern.',
    loaded_one: '{{count}} Auswahl aus Code {{code}} geladen.',
    loaded_other: '{{count}} Auswahlen aus Code {{code}} geladen.',
    unavailable_one: '{{count}} Auswahl ist nicht mehr im Angebot und wurde weggelassen.',
    unavailable_other: '{{count}} Auswahlen sind nicht mehr im Angebot und wurden weggelassen.',
  },
  notification: {
    text_one:
      'Auf Ihrem Wettschein liegt {{count}} Auswahl. Platzieren Sie Ihre Wette, bevor sich die Quoten ändern.',
    text_other:
      'Auf Ihrem Wettschein liegen {{count}} Auswahlen. Platzieren Sie Ihre Wette, bevor sich die Quoten ändern.',
    open: 'Wettschein öffnen',
  },
  selection: '{{market}}: {{outcome}}',
};

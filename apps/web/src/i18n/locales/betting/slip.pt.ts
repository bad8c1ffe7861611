import type { slipEn } from './slip.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `slip` (Portuguese). */
export const slipPt: Texts<typeof slipEn> = {
  title: 'Boletim',
  notPlaced: 'A aposta não foi feita',
  dismiss: 'Ocultar',
  refusals: {
    COUPON_ID_TAKEN:
      'Esta aposta já foi enviada com outros dados. Toque em “Apostar” de novo para enviá-la outra vez.',
    MARKET_NOT_FOUND: '{{names}}: não está mais disponível. Remova a seleção e aposte de novo.',
    MARKET_SUSPENDED: 'As apostas em {{names}} estão suspensas por um momento. Tente de novo daqui a pouco.',
    GAME_FINISHED: 'O jogo de {{names}} terminou. Remova a seleção para apostar no restante.',
    COEF_CHANGED: 'As odds mudaram: o boletim mostra as novas odds. Confira e aposte de novo.',
    EXACT_COEF_MISMATCH:
      'A odd total agora é {{coef}}, não a odd exata que você definiu. Confira e aposte de novo.',
    EXACT_COEF_MISMATCH_none:
      'A odd total não é mais a odd exata que você definiu. Confira e aposte de novo.',
    SCORE_CHANGED:
      'O placar de {{names}} mudou, então a aposta foi descartada conforme suas configurações. Confira as odds e aposte de novo.',
    ACCOUNT_NOT_FOUND: 'Esta conta não aceita apostas. Escolha outra conta nas configurações de aposta.',
    INSUFFICIENT_BALANCE: 'Saldo insuficiente para este valor.',
    MAX_PAYOUT_EXCEEDED: 'O ganho possível passa do pagamento máximo de {{max}}. Diminua o valor.',
    PROMO_CODE_INVALID: 'Este código promocional não vale para esta aposta. Confira o código ou remova-o.',
    RG_EXCLUDED: 'Você está em uma pausa ou autoexclusão: as apostas não são aceitas até ela terminar.',
    RG_LIMIT_REACHED:
      'Seu limite de {{limit}} permite agora mais {{amount}}. Diminua o valor ou espere o limite ser renovado.',
    RG_LIMIT_REACHED_none:
      'Seu limite de {{limit}} está esgotado por enquanto: as apostas voltam a ser aceitas quando ele for renovado.',
    NOT_COMPUTABLE: 'Não é possível calcular o ganho possível desta aposta. Confira as seleções.',
    EMPTY_COUPON: 'No momento não é possível apostar em nenhuma destas seleções.',
    DUPLICATE_SELECTION: 'Uma seleção está duas vezes no boletim. Remova uma delas.',
    BOOKING_NOT_FOUND: 'Não existe boletim com este código.',
    unauthenticated: 'Sua sessão terminou. Entre e aposte de novo.',
    other: 'A aposta não foi aceita. Confira o boletim e tente de novo.',
  },
  limitKinds: {
    wagering: 'apostas',
    loss: 'perdas',
  },
  failures: {
    network:
      'O servidor não respondeu. Toque em “Apostar” de novo para tentar outra vez: a aposta não será feita duas vezes.',
    timeout:
      'O servidor demorou demais para responder. Toque em “Apostar” de novo para tentar outra vez: a aposta não será feita duas vezes.',
    server:
      'O servidor não conseguiu aceitar a aposta (erro {{status}}). Toque em “Apostar” de novo para tentar outra vez: a aposta não será feita duas vezes.',
  },
  singlesRefused_one: '{{count}} aposta simples não foi feita:',
  singlesRefused_other: '{{count}} apostas simples não foram feitas:',
  forBet: '{{name}}: {{message}}',
  removePromo: 'Remover o código promocional',
  vipPending: 'Sua aposta VIP aguarda a decisão da casa de apostas. Você vai vê-la nas suas apostas.',
  oneClick: {
    placed: 'Aposta com um clique feita: {{amount}} em {{name}} com odd {{coef}}.',
    refused: 'A aposta com um clique não foi feita. {{reason}}',
    retry: 'Tentar de novo',
  },
  booking: {
    title: 'Código do boletim',
    share: 'Compartilhar seleções',
    saving: 'Salvando as seleções',
    code: 'Seu código do boletim: {{code}}',
    copied: 'Código {{code}} copiado.',
    copyFailed: 'Seu código do boletim é {{code}}. Copie-o daqui.',
    shareTitle: 'Meu boletim na Betline',
    shareText: 'Carregue minhas seleções com o código {{code}}.',
    loadLabel: 'Carregar um código de boletim',
    loadHint: '8 letras ou números',
    load: 'Carregar',
    loading: 'Carregando',
    invalid: 'Um código de boletim tem 8 letras ou números.',
    loaded_one: '{{count}} seleção carregada do código {{code}}.',
    loaded_other: '{{count}} seleções carregadas do código {{code}}.',
    unavailable_one: '{{count}} seleção não está mais disponível e ficou de fora.',
    unavailable_other: '{{count}} seleções não estão mais disponíveis e ficaram de fora.',
  },
  notification: {
    text_one: 'Você tem {{count}} seleção no boletim. Faça sua aposta antes que as odds mudem.',
    text_other: 'Você tem {{count}} seleções no boletim. Faça sua aposta antes que as odds mudem.',
    open: 'Abrir o boletim',
  },
  selection: '{{market}}: {{outcome}}',
};

import type { Texts } from './betting.en';
import type { builderEn } from './builder.en';

/** Bets on your terms (`betsonyour`, `betsonyour/{sport}/{champ}/{game}`) in Portuguese (Brazil, as the app's other Portuguese texts): one bet of two to six outcomes of one match, its price, slip, refusals and the player's bets. */
export const builderPt: Texts<typeof builderEn> = {
  loading: 'Carregando…',
  error: 'Não foi possível carregar os jogos.',
  intro:
    'Crie sua própria aposta em um jogo: escolha entre duas e seis seleções dos mercados dele (vencedor, gols, handicaps, ambos os times marcam, placar exato) e receba uma única odd para todas em conjunto.',
  how: {
    heading: 'Como funciona',
    together:
      'A odd resulta da probabilidade de todas as suas seleções ganharem em conjunto. Por isso, seleções que andam de mãos dadas (vitória do mandante e mais de 2,5 gols) são avaliadas tendo em conta essa relação, e não como se fossem independentes.',
    clash:
      'Antes de apostar, mostramos as seleções que não podem ganhar todas ao mesmo tempo ou a que nada acrescenta a outra.',
    settle:
      'A aposta ganha quando todas as seleções ganham. Se uma seleção for anulada (um handicap ou um total exatamente na linha), o montante apostado é devolvido.',
  },
  live: 'Ao vivo agora',
  upcoming: 'Próximos jogos de futebol',
  none: 'No momento, não há nenhum jogo aberto a apostas do seu jeito.',
  build: 'Criar uma aposta em {{game}}',
  allGames: 'Todos os jogos para apostas do seu jeito',
  notFound: 'Este jogo não está aberto a apostas do seu jeito.',
  startsAt: 'Início: {{time}}',
  markets: 'Mercados',
  pickLabel: '{{outcome}} ({{market}}), odd {{price}}',
  slip: {
    heading: 'Sua aposta',
    empty: 'Escolha pelo menos duas seleções nos mercados.',
    one: 'Escolha mais uma seleção para obter a odd.',
    remove: 'Remover {{outcome}}',
    clear: 'Limpar tudo',
    pricing: 'Calculando a odd…',
    price: 'Odd de todas em conjunto: {{price}}',
    apart: 'Odds separadas multiplicadas: {{price}}',
    max: 'No máximo {{count}} seleções por aposta.',
    stake: 'Valor',
    stakeRange: 'Informe um valor de {{min}} a {{max}}.',
    returns: 'Recebe {{amount}} se todas as seleções ganharem.',
    place: 'Apostar {{amount}} com odd {{price}}',
    signIn: 'Entre para apostar',
    placed: 'Aposta registrada com odd {{price}}. Será liquidada quando o jogo terminar.',
    priceChanged: 'A odd mudou para {{price}}. Confira e faça a aposta de novo.',
  },
  clash: {
    builder_same_market: '{{first}} e {{second}} são do mesmo mercado: mantenha apenas uma delas.',
    builder_contradiction: '{{first}} e {{second}} não podem ganhar ambas.',
    builder_redundant: '{{first}} já inclui {{second}} (ou vice-versa): mantenha apenas uma delas.',
    builder_too_likely:
      'É provável demais que estas seleções ganhem em conjunto para poderem ser oferecidas. Adicione ou altere uma seleção.',
    builder_count: 'Uma aposta do seu jeito combina entre duas e seis seleções.',
    builder_outcome: 'Uma das suas seleções não está mais disponível. Remova-a para continuar.',
    builder_closed: 'No momento, este jogo não aceita apostas (terminou ou os mercados estão suspensos).',
    generic: 'Estas seleções não podem ser combinadas.',
  },
  refusals: {
    signIn: 'Sua sessão terminou. Entre novamente para apostar.',
    closed: 'No momento, este jogo não aceita apostas. Sua aposta não foi registrada.',
    excluded: 'No momento, sua conta não pode fazer apostas (autoexclusão, pausa ou bloqueio).',
    wageringLimit: 'Esta aposta ultrapassa o seu limite de apostas. Ainda pode apostar {{allowed}}.',
    lossLimit: 'Esta aposta ultrapassa o seu limite de perdas. Ainda pode apostar {{allowed}}.',
    funds: 'Seu saldo é insuficiente para esta aposta.',
    failed:
      'Não foi possível registrar a aposta. Verifique sua conexão e tente novamente: a mesma aposta nunca é registrada duas vezes.',
  },
  mine: {
    heading: 'Minhas apostas do seu jeito',
    empty: 'Você ainda não tem apostas do seu jeito.',
    game: 'Jogo',
    picks: 'Seleções',
    price: 'Odd',
    stake: 'Valor',
    result: 'Resultado',
    open: 'Em aberto',
    won: 'Ganha: {{amount}}',
    lost: 'Perdida',
    void: 'Anulada: devolução de {{amount}}',
  },
};

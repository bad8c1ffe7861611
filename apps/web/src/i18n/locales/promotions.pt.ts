import type { Texts } from './betting.en';
import type { promotionsEn } from './promotions.en';

/** Strings of the promotions, the bonus pages, the promo-code check and the promo-code showcase (Portuguese). */
export const promotionsPt: Texts<typeof promotionsEn> = {
  intro:
    'Todas as ofertas com os termos completos: o que oferecem, quem pode participar, o que conta para o requisito de apostas e por quanto tempo.',
  categoriesLabel: 'Categorias',
  categories: {
    all_bonuses: 'Todas',
    poker: 'Pôquer',
    casino: 'Cassino',
    bukmaker: 'Esportes',
    redeposit: 'Recarga',
    shares: 'Ofertas especiais',
    cashback: 'Cashback',
    first_deposit: 'Primeiro depósito',
    bonuses: 'Bônus',
  },
  offers: {
    first_deposit: 'Escolhido no cadastro',
    promo_code: 'Com código promocional',
    automatic: 'Aplicado automaticamente',
  },
  period: {
    open: 'Em andamento desde {{from}}',
    between: 'De {{from}} a {{until}}',
    ended: 'Esta promoção terminou em {{date}}.',
  },
  details: 'Detalhes e termos',
  empty: 'No momento não há promoções ativas nesta categoria.',
  back: 'Todas as promoções',
  sections: {
    offer: 'A oferta',
    who: 'Quem pode participar',
    gives: 'O que o código oferece',
    terms: 'Termos completos',
    games: 'Jogos em que o bônus conta',
  },
  who: {
    anyone: 'Todos os jogadores.',
    newPlayers_one: 'Jogadores cadastrados nas últimas 24 horas.',
    newPlayers_other: 'Jogadores cadastrados nos últimos {{count}} dias.',
    minDeposits_one: 'Jogadores com pelo menos um depósito concluído.',
    minDeposits_other: 'Jogadores com pelo menos {{count}} depósitos concluídos.',
    currencies: 'Contas em {{list}}.',
    countries: 'Jogadores destes países: {{list}}.',
  },
  worth: '{{amount}} ou o equivalente na sua moeda',
  cta: {
    register: 'Cadastre-se e escolha o bônus',
    deposit: 'Faça seu primeiro depósito',
    useCode: 'Usar o código {{code}}',
    line: 'Ir para as apostas esportivas',
  },
  codeLabel: 'Código',
  copy: 'Copiar o código {{code}}',
  copied: 'Código {{code}} copiado.',
  tabs: { label: 'Páginas de bônus', rules: 'Ofertas e regras', games: 'O que conta' },
  counts: {
    intro:
      'Quanto uma aposta conta para o requisito de apostas de um bônus, por tipo de bônus. Uma aposta feita com a conta de bônus conta depois de liquidada; a porcentagem abaixo é a parte dela que conta.',
    share: '{{percent}} % da aposta',
    game: 'Jogo',
    caption: 'Quanto de uma aposta de cassino conta, por jogo',
    games: {
      slot: 'Caça-níqueis',
      dice: 'Dados',
      crash: 'Crash',
      keno: 'Keno',
      plinko: 'Plinko',
    },
  },
  code: {
    intro:
      'Tem um código promocional? Confira o que ele oferece antes de usar. Cada código pode ser usado uma vez por jogador, e o bônus cai na sua conta de bônus com os termos indicados.',
    form: 'Código promocional',
    label: 'Código promocional',
    hint: 'De 3 a 32 letras e números; maiúsculas ou minúsculas, tanto faz.',
    check: 'Verificar o código',
    use: 'Usar o código',
    another: 'Verificar outro código',
    invalid: 'Um código promocional tem de 3 a 32 letras e números.',
    usable: 'O código {{code}} pode ser usado: ele dá {{amount}} na sua conta de bônus.',
    part: 'Parte da promoção “{{title}}”',
    terms: 'Ler os termos completos',
    refusals: {
      unknown: 'Este código promocional não existe. Confira se digitou corretamente.',
      not_started: 'A promoção deste código ainda não começou.',
      ended: 'A promoção deste código já terminou.',
      used_up: 'Este código já atingiu o limite de usos.',
      already_used: 'Você já usou este código.',
      not_new: 'Este código é só para novos jogadores.',
      deposits: 'Este código exige antes um depósito concluído.',
      currency: 'Este código não vale para a moeda da sua conta.',
      country: 'Este código não está disponível no seu país.',
      bonus_active:
        'Sua conta de bônus já tem um bônus ativo. Um novo pode ser concedido quando ele for liberado, expirar ou você abrir mão dele.',
      protection: 'Não são concedidos bônus enquanto sua conta estiver excluída ou restrita.',
      coupon_code: 'Este código é para o boletim de apostas: insira-o no boletim ao fazer sua aposta.',
    },
    done: 'Creditamos {{amount}} na sua conta de bônus.',
    doneBody:
      'Cumpra o requisito de apostas conforme os termos e o bônus vira dinheiro que você pode sacar. Em “Bônus” você vê quanto falta apostar e quanto tempo resta.',
    toBonuses: 'Ver o bônus e o requisito de apostas',
    error: 'Não foi possível verificar nem usar o código. Tente novamente em instantes.',
    tooMany: 'Muitas tentativas a partir desta conexão. Aguarde um minuto e tente novamente.',
  },
  showcase: {
    intro:
      'Os códigos das nossas promoções em andamento. Cada um pode ser usado uma vez por jogador, na Área do jogador, em “Código promocional”.',
    empty: 'No momento não há códigos públicos.',
    gives: 'Dá {{amount}}',
  },
  friends: {
    intro:
      'Convide amigos para a Betline. Quando um amigo se cadastrar pelo seu link e fizer um primeiro depósito de pelo menos {{minDeposit}} em até {{days}} dias, um bônus de {{reward}} cai na sua conta de bônus.',
    link: 'Seu link',
    linkHint:
      'O link guarda seu código no navegador do seu amigo por {{hours}} horas: seu amigo precisa se cadastrar nesse período.',
    code: 'Seu código',
    copyLink: 'Copiar o link',
    linkCopied: 'Link copiado.',
    how: 'Como funciona',
    steps: {
      send: 'Envie seu link para um amigo.',
      register: 'Seu amigo abre o link e se cadastra.',
      deposit: 'Seu amigo faz um primeiro depósito de pelo menos {{minDeposit}} em até {{days}} dias.',
      reward: 'Um bônus de {{reward}} cai na sua conta de bônus, geralmente em até um minuto.',
    },
    rules:
      'No máximo {{max}} amigos geram recompensa, cada um uma única vez. O bônus segue os termos de um bônus “Indique um amigo”, listados em “Bônus”. Nunca são concedidos bônus enquanto sua conta estiver excluída ou restrita.',
    list: 'Seus amigos',
    empty: 'Nenhum amigo se cadastrou pelo seu link ainda.',
    rewarded: 'Amigos recompensados: {{count}} de no máximo {{max}}.',
    columns: { friend: 'Amigo', registered: 'Cadastro', status: 'Situação', reward: 'Bônus' },
    statuses: {
      registered: 'Aguardando o primeiro depósito',
      rewarded: 'Recompensado',
      expired: 'Sem depósito no prazo',
      refused: 'Não recompensado',
    },
  },
  cashback: {
    vipIntro:
      'Toda semana, {{percent}} % da sua perda líquida no cassino volta para você como dinheiro que pode ser sacado: a partir de uma perda de {{minLoss}}, até {{max}}. O pagamento é feito quando a semana termina, na segunda-feira às 00:00 UTC.',
    premiumIntro:
      'Cada aposta no cassino rende pontos: um ponto a cada {{unit}} apostado. {{forUnit}} pontos valem {{unit}}; troque-os por dinheiro quando quiser, desde que tenha pelo menos {{min}}.',
    bonusNote:
      'Só contam as rodadas jogadas com a sua conta de dinheiro; rodadas jogadas com bônus não contam.',
    week: 'Esta semana até agora',
    weekRange: 'De {{from}} a {{until}} (UTC)',
    weekEmpty: 'Ainda não há rodadas de cassino com a sua conta de dinheiro nesta semana.',
    columns: {
      currency: 'Moeda',
      staked: 'Apostado',
      returned: 'Ganhos',
      netLoss: 'Perda líquida',
      cashback: 'Cashback a receber',
      points: 'Pontos a receber',
    },
    points: 'Seus pontos',
    pointsCount_one: '{{count}} ponto',
    pointsCount_other: '{{count}} pontos',
    pointsWorth: 'Valem {{amount}} agora.',
    exchange: 'Trocar por {{amount}}',
    exchanged: 'Pontos trocados por {{amount}}.',
    notEnough: 'Você pode trocar pontos a partir de {{min}}.',
    exchangeError: 'Não foi possível trocar os pontos. Tente novamente em instantes.',
    history: 'Semanas anteriores',
    historyEmpty: 'Ainda não há cashback: ele é calculado quando a semana termina.',
    historyColumns: {
      week: 'Semana a partir de',
      basis: 'Base de cálculo',
      amount: 'Cashback',
      status: 'Situação',
    },
    statuses: { paid: 'Pago', credited: 'Creditado', refused: 'Não pago' },
  },
  landing: {
    register: 'Registre-se e aproveite a oferta',
    ended: 'Esta oferta terminou. Veja as promoções em andamento.',
  },
};

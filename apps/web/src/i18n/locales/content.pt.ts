import type { ContentMessages } from './content.en';

/** Strings of the site's content pages (Portuguese). */
export const contentPt: ContentMessages = {
  info: {
    intro:
      'Tudo sobre a Betline: como funcionam as apostas, os pagamentos, os seus dados e como mantemos o jogo seguro.',
    rulesTitle: 'Regras de apostas',
    rulesSummary: 'Termos gerais, tipos de aposta, as regras de cada desporto, liquidação e cash-out.',
    onThisPage: 'Nesta página',
    fallbackNote: 'Este texto ainda não está disponível no seu idioma. É apresentado em {{language}}.',
    updated: 'Atualizado em {{date}}, revisão {{revision}}',
    print: 'Imprimir',
    loading: 'A carregar o texto',
    loadError: 'Não foi possível carregar o texto.',
    notFound: 'Este texto ainda não foi publicado.',
    ruleBook: 'Regulamento',
    searchLabel: 'Pesquisar nas regras',
    searchPlaceholder: 'Cash-out, handicap…',
    searchResults: 'Resultados da pesquisa',
    found: 'Capítulos encontrados: {{count}}',
    noResults: 'Nenhum capítulo menciona «{{query}}».',
    searchError: 'A pesquisa não respondeu. Tente novamente.',
    matchesHere: 'Correspondências neste capítulo: {{count}}',
    chapterPager: 'Capítulos',
    previousChapter: 'Capítulo anterior',
    nextChapter: 'Capítulo seguinte',
  },
  posts: {
    intro: {
      news: 'Novidades e atualizações da Betline.',
      blog: 'Guias de apostas, explicações simples e conselhos para jogar com segurança.',
    },
    empty: 'Ainda não foi publicado nada aqui.',
    pastEnd: 'Não há publicações nesta página.',
    pager: 'Páginas de publicações',
    page: 'Página {{page}} de {{pages}}',
    published: 'Publicado em {{date}}',
    back: { news: 'Todas as notícias', blog: 'Todos os artigos do blog' },
  },
  apps: {
    install: 'Instalar a app',
    installHint: 'O seu navegador pode instalar a Betline diretamente a partir desta página.',
    installed: 'A Betline está a ser instalada: abra-a a partir do ecrã inicial ou da lista de apps.',
    dismissed: 'Agora não. Pode instalar a Betline mais tarde a partir desta página ou do menu do navegador.',
  },
  idea: {
    intro:
      'Diga-nos o que tornaria a Betline melhor para si. A equipa de produto lê todas as ideias e receberá resposta nos seus pedidos de suporte.',
    form: 'A sua ideia',
    topic: 'Tema',
    chooseTopic: 'Escolha um tema',
    topics: {
      sports: 'Apostas desportivas',
      casino: 'Cassino',
      app: 'O site e a app',
      payments: 'Pagamentos',
      other: 'Outro assunto',
    },
    text: 'A sua ideia',
    textHint: 'O que mudaria e porquê? Até {{max}} caracteres.',
    required: 'Preencha este campo.',
    choose: 'Escolha uma opção.',
    send: 'Enviar a ideia',
    subject: 'Ideia: {{topic}}',
    thanks: 'Obrigado pela sua ideia!',
    thanksBody: 'Recebemo-la e vamos responder nos seus pedidos de suporte.',
    follow: 'Acompanhar a resposta',
    another: 'Partilhar outra ideia',
    error: 'Não foi possível enviar a ideia. Tente novamente.',
  },
  oldBrowser: {
    heading: 'Atualize o seu navegador',
    body: 'O Betline precisa de um navegador recente para manter a sua conta e os seus pagamentos seguros, e este é demasiado antigo. Atualize-o ou abra o Betline num destes navegadores:',
    browsers: 'Navegadores em que o Betline funciona',
    anyway: 'Ir para a página inicial mesmo assim',
  },
  landings: {
    loading: 'Carregando…',
    error: 'Não foi possível carregar os jogos.',
    live: 'Ao vivo agora',
    upcoming: 'Em breve',
    cricket: {
      intro:
        'Críquete na temporada da Copa do Mundo: todos os jogos, ao vivo e os próximos, dos campeonatos da Índia, da Austrália e da Inglaterra, com odds ao vivo, o placar bola a bola e as classificações.',
      noLive: 'No momento não há jogos de críquete ao vivo.',
      noUpcoming: 'Ainda não há jogos de críquete programados.',
      champs: 'Campeonatos',
      table: '{{champ}}: classificação',
      allCricket: 'Todas as apostas de críquete',
    },
    asian: {
      intro:
        'Handicap asiático e mais/menos asiático: dois resultados possíveis, uma odd para cada um e nenhum empate para fazer você perder. As linhas de quarto dividem o seu valor apostado entre as duas linhas vizinhas.',
      how: 'Como as linhas são liquidadas',
      half: 'Linha de meio ponto (−0,5; 2,5): a aposta ganha ou perde, não há devolução.',
      whole: 'Linha inteira (−1; 3): se o resultado cair exatamente na linha, o valor apostado é devolvido.',
      quarter:
        'Linha de quarto (−0,75; 2,25): metade do valor apostado vai para cada linha vizinha (−0,5 e −1), então a aposta pode ganhar ou perder só pela metade.',
      viewOn: 'As apostas são exibidas na visão asiática: o handicap e o mais/menos principais de cada jogo.',
      viewOff:
        'As apostas são exibidas na visão europeia. Mude para a visão asiática para ver o handicap e o mais/menos principais de cada jogo.',
      switchOn: 'Mudar para a visão asiática',
      switchOff: 'Voltar para a visão europeia',
      football: 'Futebol: próximos jogos',
      noGames: 'Ainda não há jogos de futebol programados.',
    },
  },
};

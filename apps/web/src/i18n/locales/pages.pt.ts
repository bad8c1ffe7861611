import type { PagesMessages } from './en';

export const pagesPt: PagesMessages = {
  loading: 'A carregar a página',
  layout: {
    support: 'Suporte',
    scrollTop: 'Voltar ao topo',
    seoLabel: 'Sobre {{brand}}',
    seoText:
      '{{brand}} é apostas desportivas e casino: apostas pré-jogo e ao vivo, esports, toto, lotto e jogos de casino. Apenas para maiores de idade (18+). Jogue com responsabilidade.',
    notices: 'Avisos',
  },
  maintenanceWarning: {
    title: 'Trabalhos técnicos planeados',
    body: 'De {{start}} até {{finish}} o site e as aplicações estarão indisponíveis.',
  },
  maintenance: {
    heading: 'Trabalhos técnicos',
    body: 'O servidor está em baixo de {{start}} até {{finish}}. O site e as aplicações estão indisponíveis durante os trabalhos.',
    start: 'Início',
    finish: 'Fim',
    unknown: 'a anunciar',
    check: 'Verificar de novo',
  },
  block: {
    heading: 'O acesso ao site está restrito',
    body: 'O site não está disponível para si neste momento. Se acha que é um erro, contacte o suporte.',
    contact: 'Contactar o suporte',
  },
  blockUa: {
    heading: 'O site não está disponível na sua região',
    body: 'Pelas regras da sua região não podemos oferecer os nossos serviços onde se encontra.',
  },
  blockIe: {
    heading: 'O seu navegador não é suportado',
    body: 'Abra o site numa versão atual do Chrome, Firefox, Safari ou Edge.',
  },
  siteUpdates: {
    heading: 'Estamos a atualizar o site',
    body: 'O site volta dentro de momentos. Obrigado pela paciência.',
  },
  comingSoon: { heading: 'Brevemente', body: 'Estamos a preparar a abertura no seu país. Volte em breve.' },
  suspension: {
    heading: 'A sua conta está suspensa',
    body: 'As apostas e os jogos estão em pausa na sua conta. Contacte o suporte para saber mais.',
  },
  ban: {
    heading: 'A sua conta está restrita',
    body: 'As apostas e os jogos estão fechados na sua conta. Ainda pode ler as regras e contactar o suporte.',
    withdraw: 'Levantar fundos',
    rules: 'Ler as regras',
  },
  terms: {
    heading: 'Os nossos termos e condições mudaram',
    body: 'Leia e aceite os novos termos para continuar a usar a sua conta.',
    published: 'Publicado em {{date}}',
    read: 'Ler as regras',
    accept: 'Aceitar e continuar',
    accepting: 'A guardar',
    error: 'Não foi possível aceitar os termos. Tente novamente.',
  },
  error: {
    code: 'Erro 500',
    heading: 'Algo correu mal do nosso lado',
    body: 'Não foi possível mostrar a página. Tente novamente daqui a pouco.',
    home: 'Ir para a página inicial',
  },
};

import type { Messages } from './en';
import { pagesPt } from './pages.pt';

export const pt: Messages = {
  pages: pagesPt,
  app: { name: 'Betline' },
  a11y: { skipToContent: 'Ir para o conteúdo' },
  header: {
    signIn: 'Entrar',
    register: 'Cadastrar',
    homeLink: '{{brand}}, página inicial',
    mainNav: 'Navegação principal',
    phoneNav: 'Navegação rápida',
    nav: {
      home: 'Início',
      account: 'A minha conta',
      sports: 'Esportes',
      live: 'Ao vivo',
      casino: 'Cassino',
      promotions: 'Promoções',
    },
    languageSwitch: 'Idioma',
    languageChanged: 'Idioma alterado: {{language}}',
    theme: {
      toggle: 'Tema escuro',
      toDark: 'Mudar para o tema escuro',
      toLight: 'Mudar para o tema claro',
      nowDark: 'Tema escuro ativado',
      nowLight: 'Tema claro ativado',
    },
  },
  remoteView: {
    loading: 'Carregando…',
    failed: 'Não foi possível carregar esta seção.',
    refresh: 'Atualizar',
  },
  footer: {
    label: 'Informações do site',
    copyright: '© {{year}} {{company}}',
    information: 'Informação',
    rules: 'Regras de apostas',
    responsibleGaming: 'Jogo responsável',
    contacts: 'Contactos',
  },
  home: {
    title: 'Apostas esportivas e cassino',
    heading: 'Bem-vindo a {{brand}}',
    welcome:
      'Aposte antes do jogo e ao vivo, acompanhe as odds em movimento e jogue no cassino, tudo com uma única conta.',
  },
  notFound: {
    title: 'Página não encontrada',
    heading: 'Esta página não foi encontrada',
    body: 'O endereço pode estar errado ou a página pode ter sido movida.',
    home: 'Ir para a página inicial',
  },
  config: {
    loading: 'Carregando {{brand}}',
    errorTitle: 'Não foi possível carregar {{brand}}',
    errorBody: 'Não conseguimos acessar o site. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    retrying: 'Tentando novamente',
    reloadFailed: 'Não foi possível carregar as configurações mais recentes do site.',
  },
  crash: {
    title: 'Algo deu errado',
    body: 'A página parou de funcionar. Recarregue para continuar; suas apostas e seu saldo estão seguros no servidor.',
    reload: 'Recarregar a página',
  },
};

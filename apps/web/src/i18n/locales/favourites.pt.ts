import type { Texts } from './betting.en';
import type { favouritesEn } from './favourites.en';

/** Favoritos das apostas esportivas: a estrela, o bloco de favoritos da conta e os avisos de jogos favoritos. */
export const favouritesPt: Texts<typeof favouritesEn> = {
  star: {
    add: 'Adicionar {{name}} aos favoritos',
    remove: 'Remover {{name}} dos favoritos',
  },
  failed: 'Não foi possível alterar seus favoritos. Tente novamente.',
  limit: 'Você pode ter até {{max}} favoritos. Remova um para adicionar outro.',
  view: {
    title: 'Favoritos',
    intro: 'Marque jogos, campeonatos e times com uma estrela nas páginas deles para encontrá-los aqui.',
    games: 'Jogos',
    champs: 'Campeonatos',
    teams: 'Times',
    empty: 'Você ainda não marcou nada.',
    loading: 'Carregando favoritos…',
    error: 'Não foi possível carregar seus favoritos.',
    retry: 'Tentar novamente',
    remove: 'Remover',
    removeNamed: 'Remover {{name}} dos favoritos',
    gone: 'Não está mais disponível',
    unknownGame: 'Jogo {{id}}',
    unknownChamp: 'Campeonato {{id}}',
    unknownTeam: 'Time {{id}}',
    live: 'Ao vivo',
    finished: 'Encerrado',
    startsAt: 'Começa: {{time}}',
  },
  alerts: {
    label: 'Avisar sobre meus jogos favoritos',
    hint: 'Enquanto o site estiver aberto: o início, cada gol e o placar final dos seus jogos marcados, também como notificações do navegador.',
    denied:
      'Seu navegador bloqueia as notificações deste site. Permita-as nas configurações do navegador para ativar esta opção.',
    unsupported: 'Este navegador não consegue mostrar notificações.',
  },
  notice: {
    title: 'Favoritos',
    started: '{{game}} começou.',
    score: 'Novo placar em {{game}}: {{score}}',
    finished: '{{game}} terminou: {{score}}',
  },
};

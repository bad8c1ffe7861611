import type { Texts } from './betting.en';
import type { devtoolsEn } from './devtools.en';

/** The pages outside production (`debugger`, `internal-vpn`) in Portuguese. */
export const devtoolsPt: Texts<typeof devtoolsEn> = {
  notice:
    'Esta página só existe fora da produção: ela mostra o que o app e o servidor sabem desta visita, para desenvolvedores e testadores.',
  loading: 'Carregando…',
  error: 'O servidor não respondeu.',
  yes: 'Sim',
  no: 'Não',
  none: 'nenhum',
  copy: 'Copiar como JSON',
  copied: 'Copiado para a área de transferência.',
  build: {
    heading: 'Versão do build',
    mode: 'Modo',
    version: 'Versão do servidor',
  },
  visit: {
    heading: 'Esta visita',
    language: 'Idioma',
    timeZone: 'Fuso horário',
    oddsFormat: 'Formato das odds',
    signedIn: 'Conectado',
    player: 'ID do jogador',
  },
  features: {
    heading: 'Chaves de recursos do site',
    feature: 'Recurso',
    state: 'Estado',
    on: 'Ligado',
    off: 'Desligado',
    empty: 'O site não desliga nenhum recurso: todos estão ligados.',
  },
  network: {
    heading: 'A rede vista pelo servidor',
    ip: 'Endereço',
    internal: 'Rede interna',
    forwardedFor: 'Encaminhado para',
    country: 'País',
    countryHeader: 'Cabeçalho de país',
    protocol: 'Protocolo',
    host: 'Servidor',
    isInternal: 'Este endereço está em uma rede interna (loopback ou faixa privada).',
    isPublic: 'Este endereço é público: não está em uma rede interna.',
  },
};

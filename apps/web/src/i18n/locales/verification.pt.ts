import type { Texts } from './betting.en';
import type { verificationEn } from './verification.en';

/** Textos da verificação e da identificação. */
export const verificationPt: Texts<typeof verificationEn> = {
  intro:
    'Antes de pagamentos grandes verificamos a identidade de cada jogador, como exigem as regras contra a lavagem de dinheiro. Envie fotos ou digitalizações nítidas dos seus documentos: JPEG, PNG ou PDF, até 10 MB cada.',
  statusHeading: 'Estado da verificação',
  status: {
    none: 'Não verificado',
    pending: 'Documentos em análise',
    verified: 'Verificado',
    rejected: 'Documentos recusados',
    requested: 'Outro documento pedido',
  },
  statusText: {
    none: 'Envie um documento que comprove a sua identidade para ser verificado.',
    pending: 'Estamos analisando os seus documentos. O estado muda aqui assim que decidirmos.',
    verified: 'A sua identidade está verificada: saques de qualquer valor estão liberados.',
    rejected: 'Não conseguimos aceitar os seus documentos. Envie novos.',
    requested: 'Precisamos de mais um documento seu. Envie-o abaixo.',
  },
  note: 'Nossa observação: {{note}}',
  threshold: 'Até ser verificado, os seus saques no total podem ser de no máximo {{amount}}.',
  requested: 'Pedido: {{kinds}}',
  kinds: {
    identity: 'Passaporte ou documento de identidade',
    address: 'Comprovante de endereço',
    payment: 'Método de pagamento',
    selfie: 'Selfie com o seu documento',
  },
  kindHints: {
    identity: 'A página com a sua foto, nome e data de nascimento.',
    address: 'Uma conta de consumo ou extrato bancário dos últimos 3 meses com o seu nome e endereço.',
    payment:
      'Uma foto do cartão com que você paga (cubra os dígitos do meio) ou uma captura de tela da sua carteira digital.',
    selfie: 'O seu rosto com o documento aberto ao lado, ambos bem visíveis.',
  },
  uploadHeading: 'Enviar um documento',
  file: 'Arquivo: {{kind}}',
  fileHint: 'JPEG, PNG ou PDF, até 10 MB.',
  chooseFile: 'Escolher um arquivo',
  noFileChosen: 'Nenhum arquivo escolhido',
  send: 'Enviar',
  sendKind: 'Enviar o arquivo: {{kind}}',
  requestedBadge: 'Pedido',
  uploading: 'Enviando {{file}}: {{percent}} %',
  uploaded: '{{file}} enviado. Vamos analisá-lo em breve.',
  errors: {
    noFile: 'Escolha um arquivo primeiro.',
    tooLarge: 'O arquivo tem mais de 10 MB. Envie uma foto ou digitalização menor.',
    type: 'Só são aceitos arquivos JPEG, PNG ou PDF.',
    alreadyVerified: 'A sua identidade já está verificada: não são necessários documentos.',
    failed: 'Não foi possível enviar o arquivo. Tente de novo.',
  },
  documentsHeading: 'Os seus documentos',
  noDocuments: 'Você ainda não enviou nenhum documento.',
  documentStatus: { pending: 'Em análise', accepted: 'Aceito', rejected: 'Recusado' },
  sentAt: 'Enviado em {{date}}',
  rejectedReason: 'Motivo: {{reason}}',
  open: 'Abrir {{file}}',
  loadError: 'Não foi possível carregar a sua verificação.',
  retry: 'Tentar de novo',
  identification: {
    intro:
      'A identificação confirma que a conta é sua: os dados do seu documento de identidade e uma foto dele.',
    detailsHeading: 'O seu documento de identidade',
    details: {
      name: 'Nome',
      birthDate: 'Data de nascimento',
      document: 'Número do documento',
      issued: 'Emitido em',
      expires: 'Válido até',
      issuedBy: 'Emitido por',
    },
    missing: 'Não informado',
    edit: 'Alterar estes dados nas configurações',
    needed: 'A sua conta precisa de identificação: envie abaixo uma foto do documento.',
    done: 'A sua identidade está confirmada.',
  },
  accountVerify: {
    intro:
      'Confirme a sua identidade para manter a sua conta aberta: envie os documentos pedidos abaixo. Esta página continua disponível enquanto a sua conta estiver restringida.',
    signIn: 'Inicie sessão para enviar os seus documentos.',
    signInLink: 'Iniciar sessão',
  },
};

import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Portuguese (the rest of it shows English). */
export const accountPt: AccountProtectionMessages = {
  limits: {
    inputErrors: {
      empty: 'Digite um valor.',
      sign: 'Digite o valor sem sinal de mais ou de menos.',
      format: 'Digite apenas números, por exemplo 250: sem espaços, letras ou separadores de milhar.',
      decimals: 'Casas decimais demais: um limite é um valor inteiro.',
      wholeUnits: 'Um limite é um valor inteiro: digite {{below}} ou {{above}}.',
      tooSmall: 'O menor limite é {{min}}.',
      tooLarge: 'O maior limite é {{max}}.',
    },
  },
  protection: {
    refusal: {
      timeOut:
        'Você está em uma pausa. Até ela terminar, você não pode entrar, depositar, apostar nem jogar.',
      timeOutUntil:
        'Você está em uma pausa até {{date}}. Até lá, você não pode entrar, depositar, apostar nem jogar.',
      selfExclusion:
        'Você se autoexcluiu. Até o fim do período, você não pode entrar, depositar, apostar nem jogar.',
      selfExclusionUntil:
        'Você se autoexcluiu até {{date}}. Até lá, você não pode entrar, depositar, apostar nem jogar.',
      excluded:
        'Sua pausa ou autoexclusão está em vigor. Até ela terminar, você não pode entrar, depositar, apostar nem jogar.',
      excludedUntil:
        'Sua pausa ou autoexclusão vale até {{date}}. Até lá, você não pode entrar, depositar, apostar nem jogar.',
      ban: 'Sua conta está restrita. Fale com o suporte para saber mais.',
      banUntil: 'Sua conta está restrita até {{date}}. Fale com o suporte para saber mais.',
    },
  },
  payment: {
    verificationRequired:
      'Saques acima de {{amount}} no total aguardam a sua verificação. Envie os seus documentos para confirmar a sua identidade.',
    verificationLink: 'Verificar a minha identidade',
    unknownOutcome: {
      deposit:
        'Não recebemos uma resposta clara e ainda não sabemos se o seu depósito foi iniciado. Pode tentar de novo com segurança: com o mesmo valor, continua o mesmo depósito e nunca é criado um segundo.',
      withdrawal:
        'Não recebemos uma resposta clara e ainda não sabemos se o seu saque foi solicitado. Pode tentar de novo com segurança: com o mesmo valor, continua o mesmo pedido e nunca é criado um segundo.',
    },
    limitLeftIn: {
      day: 'Isso ultrapassa seu limite de depósito de 24 horas. Agora você ainda pode depositar até {{amount}}.',
      week: 'Isso ultrapassa seu limite de depósito de 7 dias. Agora você ainda pode depositar até {{amount}}.',
      month:
        'Isso ultrapassa seu limite de depósito de 30 dias. Agora você ainda pode depositar até {{amount}}.',
    },
    limitReachedIn: {
      day: 'Você atingiu seu limite de depósito de 24 horas. Cada depósito conta para ele durante 24 horas.',
      week: 'Você atingiu seu limite de depósito de 7 dias. Cada depósito conta para ele durante 7 dias.',
      month: 'Você atingiu seu limite de depósito de 30 dias. Cada depósito conta para ele durante 30 dias.',
    },
  },
  payments: {
    cancel: 'Cancelar',
    cancelKeep: 'Manter',
    resume: 'Continuar',
    resumeOne: 'Continuar o depósito de {{amount}} de {{date}}',
    cancelDepositOne: 'Cancelar o depósito de {{amount}} de {{date}}',
    cancelDepositTitle: 'Cancelar este depósito?',
    cancelDepositBody:
      'O depósito de {{amount}} ainda não foi pago. Depois de cancelado, já não poderá ser pago.',
    cancelDepositConfirm: 'Cancelar depósito',
    depositCancelled: 'O depósito de {{amount}} foi cancelado.',
    depositNotPending:
      'Este depósito já não está pendente: foi creditado, falhou ou foi cancelado. A lista agora mostra a situação dele.',
  },
};

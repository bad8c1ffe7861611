import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Portuguese (the rest of it shows English). */
export const accountPt: AccountProtectionMessages = {
  activation: {
    signedIn: 'Sua conta {{login}} está ativa e você já está conectado. Boas-vindas!',
  },
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
};

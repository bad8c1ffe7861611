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
};

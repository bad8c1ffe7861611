import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Spanish (the rest of it shows English). */
export const accountEs: AccountProtectionMessages = {
  limits: {
    inputErrors: {
      empty: 'Introduce un importe.',
      sign: 'Introduce el importe sin signo más ni menos.',
      format: 'Introduce solo dígitos, por ejemplo 250: sin espacios, letras ni separadores de miles.',
      decimals: 'Demasiados decimales: un límite es un importe entero.',
      wholeUnits: 'Un límite es un importe entero: introduce {{below}} o {{above}}.',
      tooSmall: 'El límite mínimo es {{min}}.',
      tooLarge: 'El límite máximo es {{max}}.',
    },
  },
};

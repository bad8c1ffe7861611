import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Turkish (the rest of it shows English). */
export const accountTr: AccountProtectionMessages = {
  limits: {
    inputErrors: {
      empty: 'Bir tutar girin.',
      sign: 'Tutarı artı veya eksi işareti olmadan girin.',
      format: 'Yalnızca rakam girin, örneğin 250: boşluk, harf veya binlik ayırıcı olmadan.',
      decimals: 'Ondalık basamak sayısı fazla: limit tam bir tutardır.',
      wholeUnits: 'Limit tam bir tutardır: {{below}} veya {{above}} girin.',
      tooSmall: 'En düşük limit: {{min}}.',
      tooLarge: 'En yüksek limit: {{max}}.',
    },
  },
};

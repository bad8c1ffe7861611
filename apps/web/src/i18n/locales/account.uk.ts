import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Ukrainian (the rest of it shows English). */
export const accountUk: AccountProtectionMessages = {
  limits: {
    inputErrors: {
      empty: 'Введіть суму.',
      sign: 'Введіть суму без знака плюс чи мінус.',
      format: 'Введіть лише цифри, наприклад 250: без пробілів, літер і роздільників тисяч.',
      decimals: 'Забагато знаків після коми: ліміт задається цілою сумою.',
      wholeUnits: 'Ліміт задається цілою сумою: введіть {{below}} або {{above}}.',
      tooSmall: 'Найменший ліміт: {{min}}.',
      tooLarge: 'Найбільший ліміт: {{max}}.',
    },
  },
};

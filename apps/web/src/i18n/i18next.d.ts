import 'i18next';
import type { en } from './locales/en';
import type { routeTitlesEn } from './locales/routes.en';
import type { accountEn } from './locales/account.en';
import type { bettingEn } from './locales/betting.en';
import type { casinoEn } from './locales/casino.en';
import type { captchaEn } from './locales/captcha.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en & { routes: typeof routeTitlesEn };
      account: typeof accountEn;
      betting: typeof bettingEn;
      casino: typeof casinoEn;
      captcha: typeof captchaEn;
    };
  }
}

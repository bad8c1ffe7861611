import 'i18next';
import type { en } from './locales/en';
import type { routeTitlesEn } from './locales/routes.en';
import type { accountEn } from './locales/account.en';
import type { bettingEn } from './locales/betting.en';
import type { casinoEn } from './locales/casino.en';
import type { captchaEn } from './locales/captcha.en';
import type { supportEn } from './locales/support.en';
import type { contentEn } from './locales/content.en';
import type { calculatorEn } from './locales/calculator.en';
import type { verificationEn } from './locales/verification.en';
import type { promotionsEn } from './locales/promotions.en';
import type { statsEn } from './locales/stats.en';
import type { favouritesEn } from './locales/favourites.en';
import type { totoEn } from './locales/toto.en';
import type { lottoEn } from './locales/lotto.en';
import type { racesEn } from './locales/races.en';
import type { builderEn } from './locales/builder.en';
import type { devtoolsEn } from './locales/devtools.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en & { routes: typeof routeTitlesEn };
      account: typeof accountEn;
      betting: typeof bettingEn;
      casino: typeof casinoEn;
      captcha: typeof captchaEn;
      support: typeof supportEn;
      content: typeof contentEn;
      calculator: typeof calculatorEn;
      verification: typeof verificationEn;
      promotions: typeof promotionsEn;
      stats: typeof statsEn;
      favourites: typeof favouritesEn;
      toto: typeof totoEn;
      lotto: typeof lottoEn;
      races: typeof racesEn;
      builder: typeof builderEn;
      devtools: typeof devtoolsEn;
    };
  }
}

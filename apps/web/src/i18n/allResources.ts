/**
 * Every namespace the app ships, in every language, at once: for the resource tests (the app loads them one by
 * one, each language's chunk when it is needed). The type makes each language name every namespace the app's
 * `t` knows (i18next.d.ts), so a new namespace cannot stay out of complete.test.ts.
 */
import type { CustomTypeOptions } from 'i18next';
import { accountDe } from './locales/account.de';
import { accountEn } from './locales/account.en';
import { accountEs } from './locales/account.es';
import { accountPt } from './locales/account.pt';
import { accountRu } from './locales/account.ru';
import { accountTr } from './locales/account.tr';
import { accountUk } from './locales/account.uk';
import { bettingDe } from './locales/betting.de';
import { bettingEn } from './locales/betting.en';
import { bettingEs } from './locales/betting.es';
import { bettingPt } from './locales/betting.pt';
import { bettingRu } from './locales/betting.ru';
import { bettingTr } from './locales/betting.tr';
import { bettingUk } from './locales/betting.uk';
import { promotionsDe } from './locales/promotions.de';
import { promotionsEn } from './locales/promotions.en';
import { promotionsEs } from './locales/promotions.es';
import { promotionsPt } from './locales/promotions.pt';
import { promotionsRu } from './locales/promotions.ru';
import { promotionsTr } from './locales/promotions.tr';
import { promotionsUk } from './locales/promotions.uk';
import { calculatorDe } from './locales/calculator.de';
import { calculatorEn } from './locales/calculator.en';
import { calculatorEs } from './locales/calculator.es';
import { calculatorPt } from './locales/calculator.pt';
import { calculatorRu } from './locales/calculator.ru';
import { calculatorTr } from './locales/calculator.tr';
import { calculatorUk } from './locales/calculator.uk';
import { captchaDe } from './locales/captcha.de';
import { captchaEn } from './locales/captcha.en';
import { captchaEs } from './locales/captcha.es';
import { captchaPt } from './locales/captcha.pt';
import { captchaRu } from './locales/captcha.ru';
import { captchaTr } from './locales/captcha.tr';
import { captchaUk } from './locales/captcha.uk';
import { casinoDe } from './locales/casino.de';
import { casinoEn } from './locales/casino.en';
import { casinoEs } from './locales/casino.es';
import { casinoPt } from './locales/casino.pt';
import { casinoRu } from './locales/casino.ru';
import { casinoTr } from './locales/casino.tr';
import { casinoUk } from './locales/casino.uk';
import { contentDe } from './locales/content.de';
import { contentEn } from './locales/content.en';
import { contentEs } from './locales/content.es';
import { contentPt } from './locales/content.pt';
import { contentRu } from './locales/content.ru';
import { contentTr } from './locales/content.tr';
import { contentUk } from './locales/content.uk';
import { favouritesDe } from './locales/favourites.de';
import { favouritesEn } from './locales/favourites.en';
import { favouritesEs } from './locales/favourites.es';
import { favouritesPt } from './locales/favourites.pt';
import { favouritesRu } from './locales/favourites.ru';
import { favouritesTr } from './locales/favourites.tr';
import { favouritesUk } from './locales/favourites.uk';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';
import { routeTitlesDe } from './locales/routes.de';
import { routeTitlesEn } from './locales/routes.en';
import { routeTitlesEs } from './locales/routes.es';
import { routeTitlesPt } from './locales/routes.pt';
import { routeTitlesRu } from './locales/routes.ru';
import { routeTitlesTr } from './locales/routes.tr';
import { routeTitlesUk } from './locales/routes.uk';
import { ru } from './locales/ru';
import { supportDe } from './locales/support.de';
import { supportEn } from './locales/support.en';
import { supportEs } from './locales/support.es';
import { supportPt } from './locales/support.pt';
import { supportRu } from './locales/support.ru';
import { supportTr } from './locales/support.tr';
import { supportUk } from './locales/support.uk';
import { tr } from './locales/tr';
import { uk } from './locales/uk';
import { statsDe } from './locales/stats.de';
import { statsEn } from './locales/stats.en';
import { statsEs } from './locales/stats.es';
import { statsPt } from './locales/stats.pt';
import { statsRu } from './locales/stats.ru';
import { statsTr } from './locales/stats.tr';
import { statsUk } from './locales/stats.uk';
import { lottoDe } from './locales/lotto.de';
import { lottoEn } from './locales/lotto.en';
import { lottoEs } from './locales/lotto.es';
import { lottoPt } from './locales/lotto.pt';
import { lottoRu } from './locales/lotto.ru';
import { lottoTr } from './locales/lotto.tr';
import { lottoUk } from './locales/lotto.uk';
import { builderDe } from './locales/builder.de';
import { builderEn } from './locales/builder.en';
import { builderEs } from './locales/builder.es';
import { builderPt } from './locales/builder.pt';
import { builderRu } from './locales/builder.ru';
import { builderTr } from './locales/builder.tr';
import { builderUk } from './locales/builder.uk';
import { devtoolsDe } from './locales/devtools.de';
import { devtoolsEn } from './locales/devtools.en';
import { devtoolsEs } from './locales/devtools.es';
import { devtoolsPt } from './locales/devtools.pt';
import { devtoolsRu } from './locales/devtools.ru';
import { devtoolsTr } from './locales/devtools.tr';
import { devtoolsUk } from './locales/devtools.uk';
import { racesDe } from './locales/races.de';
import { racesEn } from './locales/races.en';
import { racesEs } from './locales/races.es';
import { racesPt } from './locales/races.pt';
import { racesRu } from './locales/races.ru';
import { racesTr } from './locales/races.tr';
import { racesUk } from './locales/races.uk';
import { totoDe } from './locales/toto.de';
import { totoEn } from './locales/toto.en';
import { totoEs } from './locales/toto.es';
import { totoPt } from './locales/toto.pt';
import { totoRu } from './locales/toto.ru';
import { totoTr } from './locales/toto.tr';
import { totoUk } from './locales/toto.uk';
import { verificationDe } from './locales/verification.de';
import { verificationEn } from './locales/verification.en';
import { verificationEs } from './locales/verification.es';
import { verificationPt } from './locales/verification.pt';
import { verificationRu } from './locales/verification.ru';
import { verificationTr } from './locales/verification.tr';
import { verificationUk } from './locales/verification.uk';

/** The languages the app has its own texts for (English is the reference). */
export const LANGUAGES = ['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Namespace = keyof CustomTypeOptions['resources'];

export const resources = {
  en: {
    translation: { ...en, routes: routeTitlesEn },
    account: accountEn,
    betting: bettingEn,
    casino: casinoEn,
    captcha: captchaEn,
    support: supportEn,
    content: contentEn,
    calculator: calculatorEn,
    verification: verificationEn,
    stats: statsEn,
    favourites: favouritesEn,
    toto: totoEn,
    lotto: lottoEn,
    races: racesEn,
    builder: builderEn,
    devtools: devtoolsEn,
    promotions: promotionsEn,
  },
  ru: {
    translation: { ...ru, routes: routeTitlesRu },
    account: accountRu,
    betting: bettingRu,
    casino: casinoRu,
    captcha: captchaRu,
    support: supportRu,
    content: contentRu,
    calculator: calculatorRu,
    verification: verificationRu,
    stats: statsRu,
    favourites: favouritesRu,
    toto: totoRu,
    lotto: lottoRu,
    races: racesRu,
    builder: builderRu,
    devtools: devtoolsRu,
    promotions: promotionsRu,
  },
  de: {
    translation: { ...de, routes: routeTitlesDe },
    account: accountDe,
    betting: bettingDe,
    casino: casinoDe,
    captcha: captchaDe,
    support: supportDe,
    content: contentDe,
    calculator: calculatorDe,
    verification: verificationDe,
    stats: statsDe,
    favourites: favouritesDe,
    toto: totoDe,
    lotto: lottoDe,
    races: racesDe,
    builder: builderDe,
    devtools: devtoolsDe,
    promotions: promotionsDe,
  },
  es: {
    translation: { ...es, routes: routeTitlesEs },
    account: accountEs,
    betting: bettingEs,
    casino: casinoEs,
    captcha: captchaEs,
    support: supportEs,
    content: contentEs,
    calculator: calculatorEs,
    verification: verificationEs,
    stats: statsEs,
    favourites: favouritesEs,
    toto: totoEs,
    lotto: lottoEs,
    races: racesEs,
    builder: builderEs,
    devtools: devtoolsEs,
    promotions: promotionsEs,
  },
  pt: {
    translation: { ...pt, routes: routeTitlesPt },
    account: accountPt,
    betting: bettingPt,
    casino: casinoPt,
    captcha: captchaPt,
    support: supportPt,
    content: contentPt,
    calculator: calculatorPt,
    verification: verificationPt,
    stats: statsPt,
    favourites: favouritesPt,
    toto: totoPt,
    lotto: lottoPt,
    races: racesPt,
    builder: builderPt,
    devtools: devtoolsPt,
    promotions: promotionsPt,
  },
  tr: {
    translation: { ...tr, routes: routeTitlesTr },
    account: accountTr,
    betting: bettingTr,
    casino: casinoTr,
    captcha: captchaTr,
    support: supportTr,
    content: contentTr,
    calculator: calculatorTr,
    verification: verificationTr,
    stats: statsTr,
    favourites: favouritesTr,
    toto: totoTr,
    lotto: lottoTr,
    races: racesTr,
    builder: builderTr,
    devtools: devtoolsTr,
    promotions: promotionsTr,
  },
  uk: {
    translation: { ...uk, routes: routeTitlesUk },
    account: accountUk,
    betting: bettingUk,
    casino: casinoUk,
    captcha: captchaUk,
    support: supportUk,
    content: contentUk,
    calculator: calculatorUk,
    verification: verificationUk,
    stats: statsUk,
    favourites: favouritesUk,
    toto: totoUk,
    lotto: lottoUk,
    races: racesUk,
    builder: builderUk,
    devtools: devtoolsUk,
    promotions: promotionsUk,
  },
} satisfies { readonly [L in Language]: { readonly [N in Namespace]: object } };

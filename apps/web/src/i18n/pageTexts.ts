import { namespaceReady } from '.';

// Namespaces complete in every language whose pages are lazy: their loaders (seven chunks each) stay out of the
// first screen's i18n module.

/** Support (the player's requests and the conversation): the `support` namespace, complete in every language. */
export const SUPPORT_NS = 'support';
export const supportTextsReady = namespaceReady(SUPPORT_NS, {
  en: () => import('./locales/support.en').then((module) => module.supportEn),
  ru: () => import('./locales/support.ru').then((module) => module.supportRu),
  de: () => import('./locales/support.de').then((module) => module.supportDe),
  es: () => import('./locales/support.es').then((module) => module.supportEs),
  pt: () => import('./locales/support.pt').then((module) => module.supportPt),
  tr: () => import('./locales/support.tr').then((module) => module.supportTr),
  uk: () => import('./locales/support.uk').then((module) => module.supportUk),
});

/** The betting calculator (`information/betting-calculator`): the `calculator` namespace, every language. */
export const CALCULATOR_NS = 'calculator';
export const calculatorTextsReady = namespaceReady(CALCULATOR_NS, {
  en: () => import('./locales/calculator.en').then((module) => module.calculatorEn),
  ru: () => import('./locales/calculator.ru').then((module) => module.calculatorRu),
  de: () => import('./locales/calculator.de').then((module) => module.calculatorDe),
  es: () => import('./locales/calculator.es').then((module) => module.calculatorEs),
  pt: () => import('./locales/calculator.pt').then((module) => module.calculatorPt),
  tr: () => import('./locales/calculator.tr').then((module) => module.calculatorTr),
  uk: () => import('./locales/calculator.uk').then((module) => module.calculatorUk),
});

/** Verification and identification (`office/verification`, `office/identification`): every language. */
export const VERIFICATION_NS = 'verification';
export const verificationTextsReady = namespaceReady(VERIFICATION_NS, {
  en: () => import('./locales/verification.en').then((module) => module.verificationEn),
  ru: () => import('./locales/verification.ru').then((module) => module.verificationRu),
  de: () => import('./locales/verification.de').then((module) => module.verificationDe),
  es: () => import('./locales/verification.es').then((module) => module.verificationEs),
  pt: () => import('./locales/verification.pt').then((module) => module.verificationPt),
  tr: () => import('./locales/verification.tr').then((module) => module.verificationTr),
  uk: () => import('./locales/verification.uk').then((module) => module.verificationUk),
});

/** The site's content pages (information, rules, news and blog, app pages, share an idea): every language. */
export const CONTENT_NS = 'content';
export const contentTextsReady = namespaceReady(CONTENT_NS, {
  en: () => import('./locales/content.en').then((module) => module.contentEn),
  ru: () => import('./locales/content.ru').then((module) => module.contentRu),
  de: () => import('./locales/content.de').then((module) => module.contentDe),
  es: () => import('./locales/content.es').then((module) => module.contentEs),
  pt: () => import('./locales/content.pt').then((module) => module.contentPt),
  tr: () => import('./locales/content.tr').then((module) => module.contentTr),
  uk: () => import('./locales/content.uk').then((module) => module.contentUk),
});

/**
 * The `captcha` namespace (the widget's strings and the refusals), complete in every language. Loaded only
 * once the server refused a request for the captcha or the back-off, so that no page's first load carries it.
 */
import { namespaceReady } from '../../i18n';

export const CAPTCHA_NS = 'captcha';
export const captchaTextsReady = namespaceReady(CAPTCHA_NS, {
  en: () => import('../../i18n/locales/captcha.en').then((module) => module.captchaEn),
  ru: () => import('../../i18n/locales/captcha.ru').then((module) => module.captchaRu),
  de: () => import('../../i18n/locales/captcha.de').then((module) => module.captchaDe),
  es: () => import('../../i18n/locales/captcha.es').then((module) => module.captchaEs),
  pt: () => import('../../i18n/locales/captcha.pt').then((module) => module.captchaPt),
  tr: () => import('../../i18n/locales/captcha.tr').then((module) => module.captchaTr),
  uk: () => import('../../i18n/locales/captcha.uk').then((module) => module.captchaUk),
});

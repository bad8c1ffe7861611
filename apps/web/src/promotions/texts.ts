import { accountTextsReady, namespaceReady } from '../i18n';
import { contentTextsReady } from '../i18n/pageTexts';
import { textsOf, useTextsOf } from '../player/useTexts';

/**
 * The `promotions` namespace, complete in every language. Its loaders live with the promotion pages (all of them
 * lazy), so that the first screen's modules do not carry them.
 */
export const PROMOTIONS_NS = 'promotions';
const promotionsTextsReady = namespaceReady(PROMOTIONS_NS, {
  en: () => import('../i18n/locales/promotions.en').then((module) => module.promotionsEn),
  ru: () => import('../i18n/locales/promotions.ru').then((module) => module.promotionsRu),
  de: () => import('../i18n/locales/promotions.de').then((module) => module.promotionsDe),
  es: () => import('../i18n/locales/promotions.es').then((module) => module.promotionsEs),
  pt: () => import('../i18n/locales/promotions.pt').then((module) => module.promotionsPt),
  tr: () => import('../i18n/locales/promotions.tr').then((module) => module.promotionsTr),
  uk: () => import('../i18n/locales/promotions.uk').then((module) => module.promotionsUk),
});

// The promotion pages also show money in the office's words (`account`) and the content's parts (`content`).
const promotionsTexts = textsOf((lng) =>
  Promise.all([accountTextsReady(lng), contentTextsReady(lng), promotionsTextsReady(lng)]).then(
    () => undefined,
  ),
);

/** Suspends until the kit's texts and the `promotions`, `content` and `account` strings of the language are in. */
export function usePromotionsTexts(): void {
  useTextsOf(promotionsTexts);
}

export { UI_NAMESPACE, useUiTranslation, type UiT } from './useUiTranslation';
export { registerUiTranslations, uiResources, type UiLocale } from './i18n';
export { formatDateTime, formatMoney, formatNumber } from './format';
export type { PartialUiTexts, UiTexts } from './types';

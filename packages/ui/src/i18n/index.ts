export { UI_NAMESPACE, useUiTranslation, type UiT } from './useUiTranslation';
export { registerUiTranslations, uiResources, type UiLocale } from './i18n';
export { dateTimeFormat, formatDateTime, formatMoney, formatNumber, numberFormat } from './format';
export { formatPercent } from './percent';
export type { PartialUiTexts, UiTexts, UiTextsOneOther } from './types';

export {
  UI_NAMESPACE,
  registerUiTranslations,
  uiResources,
  useUiTranslation,
  type UiLocale,
  type UiT,
} from './i18n';
export { formatDateTime, formatMoney, formatNumber } from './format';
export type { PartialUiTexts, UiTexts } from './types';

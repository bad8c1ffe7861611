import type { i18n as I18n } from 'i18next';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import { uk } from './uk';

import { UI_NAMESPACE } from './useUiTranslation';

/** Every locale the kit ships, each complete (src/i18n/completeness.test.ts checks them against English). */
export const uiResources = { en, ru, de, es, pt, tr, uk } as const;
export type UiLocale = keyof typeof uiResources;

/**
 * Adds the kit's `ui` namespace to an i18next instance (the app's or Storybook's), so switching that
 * instance's language switches the kit's texts too. Existing keys of the app win (a site may reword them).
 */
export function registerUiTranslations(i18n: I18n): I18n {
  for (const [lng, texts] of Object.entries(uiResources)) {
    i18n.addResourceBundle(lng, UI_NAMESPACE, texts, true, false);
  }
  return i18n;
}

import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { en } from './en';
import { de, es, pt, tr, uk } from './others';
import { ru } from './ru';

/** The i18next namespace of the kit's own texts (close buttons, notice titles, consent, age gate...). */
export const UI_NAMESPACE = 'ui';

/** Every locale the kit ships: en and ru complete, the others partial with an English fallback. */
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

/** The kit's `t`: a key of the `ui` namespace (dotted path) and interpolation values. */
export type UiT = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t` bound to the `ui` namespace (falls back to English for a missing key in a partial locale). Its type
 * is independent of the app's i18next `CustomTypeOptions`, which only know the app's own namespaces.
 */
export function useUiTranslation(): { t: UiT; i18n: I18n } {
  // The namespace is passed untyped: the app's CustomTypeOptions list only its own namespaces.
  const { t, i18n } = (useTranslation as (ns: string) => { t: unknown; i18n: I18n })(UI_NAMESPACE);
  return { t: t as unknown as UiT, i18n };
}

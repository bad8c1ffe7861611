import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The i18next namespace of the kit's own texts (close buttons, notice titles, consent, age gate...). */
export const UI_NAMESPACE = 'ui';

/** The kit's `t`: a key of the `ui` namespace (dotted path) and interpolation values. */
export type UiT = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t` bound to the `ui` namespace (falls back to English for a missing key in a partial locale). Its type
 * is independent of the app's i18next `CustomTypeOptions`, which only know the app's own namespaces. Its own
 * module, apart from the texts: a component that reads texts does not carry every locale into its chunk.
 */
export function useUiTranslation(): { t: UiT; i18n: I18n } {
  // The namespace is passed untyped: the app's CustomTypeOptions list only its own namespaces.
  const { t, i18n } = (useTranslation as (ns: string) => { t: unknown; i18n: I18n })(UI_NAMESPACE);
  return { t: t as unknown as UiT, i18n };
}

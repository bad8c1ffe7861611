import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n';

/** The i18next instance of the kit's tests: English, with the `ui` namespace registered. */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['ui'],
  defaultNS: 'ui',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerUiTranslations(testI18n);

export { CookieConsent, type CookieConsentProps } from './CookieConsent';
export { resolveCustomConsent, type CookieOption, type CookiesAgreeType } from './consent';

import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTextsReady, bettingTextsReady, casinoTextsReady } from '../i18n';
import {
  calculatorTextsReady,
  contentTextsReady,
  supportTextsReady,
  verificationTextsReady,
} from '../i18n/pageTexts';
import { ensureUiTexts } from '../i18n/ui';
import { codeLoads } from '../lib/codeCache';

type Loader = (lng: string) => Promise<void>;

/** The kit's texts and one namespace of a language: one promise per both (React's `use`), loaded once. */
export function textsOf(load: Loader): (lng: string) => Promise<void> {
  return codeLoads((lng: string) => Promise.all([ensureUiTexts(lng), load(lng)]).then(() => undefined));
}

const kitTexts = textsOf(() => Promise.resolve());
const accountTexts = textsOf(accountTextsReady);
const bettingTexts = textsOf(bettingTextsReady);
const casinoTexts = textsOf(casinoTextsReady);
/** Support's pages also show the office's texts (money, request errors). */
const supportTexts = textsOf((lng) =>
  Promise.all([accountTextsReady(lng), supportTextsReady(lng)]).then(() => undefined),
);
const calculatorTexts = textsOf(calculatorTextsReady);
const contentTexts = textsOf(contentTextsReady);
// Verification pages show account texts too (request errors).
const verificationTexts = textsOf((lng) =>
  Promise.all([accountTextsReady(lng), verificationTextsReady(lng)]).then(() => undefined),
);

/**
 * Suspends until the texts of the language this part renders in are in. The language is the render's own
 * i18next instance's (a server render's clone is in the request's language).
 */
export function useTextsOf(texts: (lng: string) => Promise<void>): void {
  const { i18n } = useTranslation();
  use(texts(i18n.language));
}

/** Suspends until the kit's texts of the current language are in (a part that shows only the kit's strings). */
export function useKitTexts(): void {
  useTextsOf(kitTexts);
}

/** Suspends until the kit's texts and the `account` strings of the current language are in. */
export function useAccountTexts(): void {
  useTextsOf(accountTexts);
}

/** Suspends until the kit's texts and the `betting` strings (board, slip, history) of the current language are in. */
export function useBettingTexts(): void {
  useTextsOf(bettingTexts);
}

/** Suspends until the kit's texts and the `casino` strings of the current language are in. */
export function useCasinoTexts(): void {
  useTextsOf(casinoTexts);
}

/** Suspends until the kit's texts, the `account` strings and the `support` strings of the current language are in. */
export function useSupportTexts(): void {
  useTextsOf(supportTexts);
}

/** Suspends until the kit's texts and the `calculator` strings of the current language are in. */
export function useCalculatorTexts(): void {
  useTextsOf(calculatorTexts);
}

/** Suspends until the kit's texts and the `verification` and `account` strings of the current language are in. */
export function useVerificationTexts(): void {
  useTextsOf(verificationTexts);
}

/** Suspends until the kit's texts and the `content` strings (information, rules, posts) of the language are in. */
export function useContentTexts(): void {
  useTextsOf(contentTexts);
}

import { allowsFunctional, type CookiesType } from '@betline/core';
import { removeItem, writeString, STORAGE_KEYS } from '../lib/storage';

/** SPEC §9: resize handling is debounced 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * CONSENT-012: the window width is remembered (global state `windowSize`) only with functional consent; without
 * it nothing is written and a width saved earlier is removed. Answers a stop function.
 */
export function rememberWindowWidth(consent: CookiesType | null, win: Window = window): () => void {
  if (!allowsFunctional(consent)) {
    removeItem(STORAGE_KEYS.windowWidth);
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => writeString(STORAGE_KEYS.windowWidth, String(win.innerWidth));
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(save, RESIZE_DEBOUNCE_MS);
  };
  save();
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

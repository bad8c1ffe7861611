import type { CSSProperties } from 'react';
import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { within } from 'storybook/test';
import { validateBrandBook } from '@betline/ui';
import { vars } from '@betline/tokens';
import type { BrandBook } from './brands';
import { i18nFor, isLocale } from './i18n';

/** Translated text for story args and JSX: `<T k="button.primary" />`. */
export function T({ k, values }: { k: string; values?: TOptions }) {
  const { t } = useTranslation();
  return <>{t(k, values ?? {})}</>;
}

/** The same text as a string, for play functions: `text(globals, 'button.primary')`. */
export function text(globals: Record<string, unknown>, key: string, values?: TOptions): string {
  const locale = isLocale(globals.locale) ? globals.locale : 'en';
  return i18nFor(locale).t(key, values ?? {});
}

/** A text of the kit's `ui` namespace in the story's locale: `uiText(globals, 'close')`. */
export function uiText(globals: Record<string, unknown>, key: string, values?: TOptions): string {
  return text(globals, key, { ...values, ns: 'ui' });
}

/** The colour mode a story renders in (the side-by-side view uses light for its root). */
export function themeOf(globals: Record<string, unknown>): 'light' | 'dark' {
  return globals.theme === 'dark' ? 'dark' : 'light';
}

/**
 * Inline styles that scope a brand book to one container (BetlineRoot applies the real thing to
 * <html>). Only the accepted entries are used, and the container re-reads the document basics
 * (background, text colour, font) so that overrides of those tokens show inside it.
 */
export function scopedBrandStyle(book: BrandBook): CSSProperties {
  const style: Record<string, string> = {
    background: vars.bgColor.canvas,
    color: vars.fgColor.default,
    fontFamily: vars.fontFamily.sans,
  };
  for (const { name, value } of validateBrandBook(book).accepted) style[name] = value;
  return style as CSSProperties;
}

/**
 * Queries scoped to the story's own copy: in the side-by-side theme the second pane is an inert mirror,
 * so text and test-id queries (which do not skip aria-hidden content) must look in the first pane only.
 */
export function storyCanvas(canvasElement: HTMLElement) {
  return within(canvasElement.querySelector<HTMLElement>('[data-story-pane="primary"]') ?? canvasElement);
}

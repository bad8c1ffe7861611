import { use, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { LiveRegion } from '../../a11y/announce';
import type * as BrandBook from '../brandBook';
import type { BrandBookEntry, BrandBookResult } from '../brandBook';

type BrandBookModule = typeof BrandBook;

/**
 * The brand-book validator (with the token manifest and the contrast check it needs) is loaded only when a
 * partner brand book is there: the default brand's first screen does not carry it.
 */
let brandBookLoading: Promise<BrandBookModule> | undefined;
/** Loads the brand-book validator ahead of time (an app that knows a brand book is coming; tests). */
export function preloadBrandBookValidator(): Promise<BrandBookModule> {
  return loadBrandBookModule();
}

function loadBrandBookModule(): Promise<BrandBookModule> {
  if (brandBookLoading === undefined) {
    const loading: Promise<BrandBookModule> = import('../brandBook').then((module) => {
      // React's thenable protocol: `use` reads a settled promise synchronously, also on its first call.
      Object.assign(loading, { status: 'fulfilled', value: module });
      return module;
    });
    brandBookLoading = loading;
  }
  return brandBookLoading;
}

const EMPTY_RESULT: BrandBookResult = { accepted: [], rejected: [] };
import { GlobalStyle } from './BetlineRoot.styles';

export type ColorMode = 'light' | 'dark';

export interface BetlineRootProps {
  colorMode: ColorMode;
  /** Partner brand book (site config `partnerCssBrandBook`): token overrides as CSS custom properties. */
  brandBook?: BrandBookEntry[];
  /** Called with the validation result whenever the brand book is (re)applied. */
  onBrandBookResult?: (result: BrandBookResult) => void;
  children?: ReactNode;
}

/**
 * The root of every Betline screen: colour mode on <html>, global styles and fonts, the accepted
 * brand-book overrides on <html> and the one live region used by announce().
 */
export function BetlineRoot({ colorMode, brandBook, onBrandBookResult, children }: BetlineRootProps) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const previous = html.dataset.colorMode;
    html.dataset.colorMode = colorMode;
    return () => {
      if (previous === undefined) delete html.dataset.colorMode;
      else html.dataset.colorMode = previous;
    };
  }, [colorMode]);

  const onResult = useRef(onBrandBookResult);
  useEffect(() => {
    onResult.current = onBrandBookResult;
  });

  // Re-apply only when the content changes, not on every new array from a parent render.
  const brandBookKey = useMemo(() => JSON.stringify(brandBook ?? []), [brandBook]);

  // A partner brand book waits for its validator (suspends once, before the first paint of the brand).
  const hasBrandBook = brandBookKey !== '[]';
  // `use` is called on every render with a brand book (React requires it), on the one cached promise.
  const validator = hasBrandBook ? use(loadBrandBookModule()) : undefined;

  useLayoutEffect(() => {
    const result =
      validator === undefined
        ? EMPTY_RESULT
        : validator.validateBrandBook(JSON.parse(brandBookKey) as BrandBookEntry[]);
    for (const r of result.rejected) console.warn('[brand-book] rejected', r.css_prop, r.reason);
    const style = document.documentElement.style;
    for (const { name, value } of result.accepted) style.setProperty(name, value);
    onResult.current?.(result);
    return () => {
      for (const { name } of result.accepted) style.removeProperty(name);
    };
  }, [brandBookKey, validator]);

  return (
    <>
      <GlobalStyle />
      {children}
      <LiveRegion />
    </>
  );
}

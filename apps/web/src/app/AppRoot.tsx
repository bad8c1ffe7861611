import { useDeferredValue, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { BetlineRoot } from '@betline/ui';
import { isLanguageSegment } from '@betline/core';
import { detectedLanguages } from '../i18n';
import { ensureSiteConfig, setLanguage } from '../stores/global';
import { scrollKey } from '../routes/scroll';
import { ConfigErrorState, ConfigLoadingState } from './ConfigState';
import { useStores } from '../stores';

/** The language to ask the config for before the site's languages are known: the path's, else the browser's. */
export function candidateLanguage(pathname: string): string | undefined {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (isLanguageSegment(first)) return first;
  return detectedLanguages()[0];
}

/**
 * The root of every page: colour mode and brand book (BetlineRoot), the site config (loaded once, reloaded
 * when the language changes), scroll handling. Pages render only once a config is there.
 */
export function AppRoot() {
  const stores = useStores();
  const { colorMode, siteConfig, siteConfigLang } = useSnapshot(useStores().global);
  const location = useLocation();
  const [initialPath] = useState(location.pathname);

  useEffect(() => {
    const lng = candidateLanguage(initialPath);
    if (lng !== undefined) setLanguage(stores.global, lng);
    ensureSiteConfig(stores.global, lng);
  }, [initialPath, stores.global]);

  // Deferred: the pages the config reveals render in a transition that React slices into short tasks, not in
  // the one blocking task of the store's change.
  const config = useDeferredValue(siteConfig.config);
  // BetlineRoot compares the brand book by content, so a fresh array per render costs nothing.
  const brandBook = config?.partnerCssBrandBook.map((entry) => ({ ...entry }));
  let content;
  if (config) content = <Outlet />;
  else if (siteConfig.status === 'error') content = <ConfigErrorState lang={siteConfigLang} />;
  else content = <ConfigLoadingState />;

  return (
    <BetlineRoot colorMode={colorMode} brandBook={brandBook}>
      {content}
      <ScrollRestoration getKey={scrollKey} />
    </BetlineRoot>
  );
}

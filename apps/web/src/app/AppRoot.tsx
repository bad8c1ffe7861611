import { useDeferredValue, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { BetlineRoot } from '@betline/ui';
import { initialColorMode, setColorMode } from '../stores/global';
import { followDeviceTimeZone } from '../stores/preferences';
import { scrollKey } from '../routes/scroll';
import { ConfigErrorState, ConfigLoadingState } from './ConfigState';
import { useStores } from '../stores';

/**
 * The root of every page: colour mode and brand book (BetlineRoot), the site config (loaded by the route
 * loaders, routes/loaders.ts), scroll handling. Pages render only once a config is there.
 */
export function AppRoot() {
  const stores = useStores();
  const { colorMode, siteConfig, siteConfigLang } = useSnapshot(useStores().global);
  // The server rendered the mode of the cookie; without one, theme-init.js chose the system's before the first
  // paint. Read as the page hydrates (the kit's root writes its own mode onto <html> in an effect after this).
  const [chosen] = useState(() =>
    typeof document === 'undefined' ? undefined : initialColorMode(stores.readCookie),
  );
  useEffect(() => {
    if (chosen !== undefined && chosen !== stores.global.colorMode) setColorMode(stores.global, chosen);
  }, [chosen, stores]);
  // Times follow this device's zone unless the player chose one: known here, after the first render, so that
  // the server's markup hydrates as drawn; its cookie lets the server draw the next pages in it.
  useEffect(() => followDeviceTimeZone(stores), [stores]);

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

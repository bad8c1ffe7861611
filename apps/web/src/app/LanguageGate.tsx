import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { mobileRedirectSearch, resolveLanguagePath } from '@betline/core';
import { detectedLanguages } from '../i18n';
import { loadSiteConfig, setLanguage } from '../stores/global';
import { isSignedIn, runSessionCheck, watchSession } from '../stores/user';
import { installErrorNotices } from './session';
import {
  installTermsInterceptor,
  loadSiteState,
  refreshMaintenance,
  refreshTerms,
  siteStateKey,
  SITE_POLL_MS,
} from '../stores/site';
import { useStores } from '../stores';

/**
 * Loads what the guards need once the language is known (and again when the player signs in or out), then
 * polls the terms (signed in) and the maintenance window.
 */
function useSiteServices(lng: string | undefined, signedIn: boolean) {
  const stores = useStores();
  useEffect(() => {
    // The app instance's answers to failed requests, for as long as it is mounted.
    const removeTermsInterceptor = installTermsInterceptor(stores.site);
    const removeErrorNotices = installErrorNotices(stores.notices);
    // AUTH-002: the session is checked at start (by the server's render, or here), then every 60 s while
    // visible and on return (AUTH-008/009).
    if (!stores.user.sessionChecked) void runSessionCheck(stores);
    const stopWatching = watchSession(stores);
    // AUTH-010: on login the config reloads.
    const stopListening = stores.events.on('signedIn', ({ changed }) => {
      if (changed) void loadSiteConfig(stores.global, stores.global.siteConfigLang);
    });
    return () => {
      removeTermsInterceptor();
      removeErrorNotices();
      stopWatching();
      stopListening();
    };
  }, [stores]);
  useEffect(() => {
    if (lng === undefined) return;
    // Loaded already for this language and visitor (the route loaders, or the server's render).
    if (stores.site.loadedFor === siteStateKey(lng, signedIn)) return;
    void loadSiteState(stores.site, stores.queries, { lang: lng, signedIn, url: window.location.pathname });
  }, [lng, signedIn, stores.site, stores.queries]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      void refreshMaintenance(stores.site);
      if (signedIn) void refreshTerms(stores.site);
    }, SITE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, stores.site]);
}

function deviceTraits() {
  return {
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    // Read only when the other traits make it matter (an iPad-like Mac): reading it can force a layout while
    // the app renders its first screen.
    get width() {
      return window.innerWidth;
    },
  };
}

/**
 * Every path passes here (ROUTE-001, ROUTE-002, I18N-001..004): a path whose first segment is an available
 * language renders in that language; anything else is redirected to the language-prefixed path.
 */
export function LanguageGate() {
  const stores = useStores();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { siteConfig, language } = useSnapshot(useStores().global);
  const user = useSnapshot(useStores().user);
  const languages = siteConfig.config?.languages;
  const signedIn = isSignedIn(user);

  const decision = useMemo(
    () =>
      resolveLanguagePath({
        pathname,
        search,
        hash,
        languages: languages ?? [],
        isSignedIn: signedIn,
        detected: detectedLanguages(),
      }),
    [pathname, search, hash, languages, signedIn],
  );

  const lng = decision.kind === 'ok' ? decision.lng : undefined;
  useSiteServices(lng, signedIn);

  // GUARD-021: while the navigation-blocked flag is set, navigations are cancelled.
  const blocker = useBlocker(() => stores.site.navigationBlocked);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (lng === undefined) return;
    // The route loaders have loaded the language's config already.
    setLanguage(stores.global, lng);
  }, [lng, stores.global]);

  // ROUTE-070: an iPad in desktop mode gets the mobile version (the device is known in the browser only).
  useEffect(() => {
    const mobileSearch = mobileRedirectSearch(search, deviceTraits());
    if (mobileSearch !== undefined) void navigate(`${pathname}${mobileSearch}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // One commit at most: the effect above applies the path's language before the pages render.
  if (language !== decision.lng) return null;
  return <Outlet />;
}

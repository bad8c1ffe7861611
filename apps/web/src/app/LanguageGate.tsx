import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { resolveLanguagePath } from '@betline/core';
import { detectedLanguages } from '../i18n';
import { ensureSiteConfig, globalStore, setLanguage } from '../stores/global';
import { isSignedIn, userStore } from '../stores/user';

/**
 * Every path passes here (ROUTE-001, ROUTE-002, I18N-001..004): a path whose first segment is an available
 * language renders in that language; anything else is redirected to the language-prefixed path.
 */
export function LanguageGate() {
  const { pathname, search, hash } = useLocation();
  const { siteConfig, language } = useSnapshot(globalStore);
  const user = useSnapshot(userStore);
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
  useEffect(() => {
    if (lng === undefined) return;
    setLanguage(lng);
    ensureSiteConfig(lng);
  }, [lng]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // One commit at most: the effect above applies the path's language before the pages render.
  if (language !== decision.lng) return null;
  return <Outlet />;
}

import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useStores } from '../stores';

/**
 * The brand's public name: the site config's company name (a partner brand shows its own everywhere: header,
 * titles, footer); before the config is in, the name the server wrote into the page shell.
 */
export function useBrandName(): string {
  const { t } = useTranslation();
  const { siteConfig } = useSnapshot(useStores().global);
  return siteConfig.config?.companyName || shellBrandName() || t('app.name');
}

/** The in-house games' studio, named after the brand ("Betline Studio"; a partner's "Aurora Studio"). */
export function useStudioName(): string {
  return `${useBrandName()} Studio`;
}

/** The brand's name the server wrote into the page shell (`<meta name="application-name">`), if any. */
function shellBrandName(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || undefined;
}

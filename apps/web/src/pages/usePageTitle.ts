import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitlesReady } from '../i18n';
import { usePage } from '../routes/handle';
import { useBrandName } from '../app/brand';

/**
 * The page's title from the route table's id (`routes.<id>`), falling back to English where a language lacks
 * it. The titles are their own chunk: the page suspends (inside its Suspense boundary) until they are in.
 */
export function usePageTitle(routeId?: string, lng?: string): { title: string; documentTitle: string } {
  const { t, i18n } = useTranslation();
  const brand = useBrandName();
  const page = usePage();
  const language = lng ?? i18n.language;
  use(routeTitlesReady(language));
  const id = routeId ?? page.routeId;
  const fixed = lng === undefined ? t : i18n.getFixedT(lng);
  const title = fixed(`routes.${id}` as 'routes.home');
  return { title, documentTitle: `${title} | ${brand}` };
}

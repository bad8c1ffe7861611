import { useTranslation } from 'react-i18next';
import { usePage } from '../routes/handle';

/** The page's title from the route table's id (`routes.<id>`), falling back to English where a language lacks it. */
export function usePageTitle(routeId?: string): { title: string; documentTitle: string } {
  const { t } = useTranslation();
  const page = usePage();
  const id = routeId ?? page.routeId;
  const title = t(`routes.${id}` as 'routes.home');
  return { title, documentTitle: `${title} | ${t('app.name')}` };
}

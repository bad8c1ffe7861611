import { useTranslation } from 'react-i18next';
import { usePage } from '../../routes/handle';
import { ActionLink, StatusPage } from '../StatusPage';
import { usePageTitle } from '../usePageTitle';

/** ROUTE-066/067: the error page, a message and a link home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const { lng } = usePage();
  const { documentTitle } = usePageTitle();
  return (
    <StatusPage
      testId="error-page"
      title={documentTitle}
      code={t('pages.error.code')}
      heading={t('pages.error.heading')}
      body={t('pages.error.body')}
    >
      <div>
        <ActionLink to={`/${lng}`}>{t('pages.error.home')}</ActionLink>
      </div>
    </StatusPage>
  );
}

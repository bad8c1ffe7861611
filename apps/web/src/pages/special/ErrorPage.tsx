import { useTranslation } from 'react-i18next';
import { usePage } from '../../routes/handle';
import { ActionLink, StatusPage } from '../StatusPage';

/** ROUTE-066/067: the error page, a message and a link home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const { lng } = usePage();
  return (
    <StatusPage
      testId="error-page"
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

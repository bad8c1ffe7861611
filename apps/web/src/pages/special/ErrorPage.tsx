import { useTranslation } from 'react-i18next';
import { Text } from '@betline/ui';
import { RemoteViewSlot } from '../../remoteViews/RemoteViewBlock';
import { usePage } from '../../routes/handle';
import { ActionLink, StatusPage } from '../StatusPage';

/**
 * ROUTE-066/067: the error page, a message and a link home. When the site config names a technical-pages view
 * (`errorRemoteView`, SPEC §2 "500"), the partner's text takes the message's place once it has loaded; until
 * then, and if it cannot be loaded, the page's own message stands.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const { lng } = usePage();
  return (
    <StatusPage
      testId="error-page"
      code={t('pages.error.code')}
      heading={t('pages.error.heading')}
      body={
        <RemoteViewSlot
          slot="errorRemoteView"
          lng={lng}
          fallback={<Text tone="muted">{t('pages.error.body')}</Text>}
        />
      }
    >
      <div>
        <ActionLink to={`/${lng}`}>{t('pages.error.home')}</ActionLink>
      </div>
    </StatusPage>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, ErrorState, Heading, Spinner, Stack, Text } from '@betline/ui';
import { fetchMailing, updateMailing } from '../../api/profile';
import { useMutation, useQuery } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { useAccountTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';
import { isSignedIn } from '../../stores/user';
import { usePageTitle } from '../usePageTitle';

/** The player's news by e-mail and SMS, and one tap to stop them all (the account's own messages stay). */
function Newsletters({ lng }: { lng: string }) {
  const { t } = useTranslation('account');
  const mailing = useQuery('settings:mailing', (signal) => fetchMailing(signal));
  const [failed, setFailed] = useState(false);
  // Stopped on this page (said as done), or already off when the page opened.
  const [stoppedHere, setStoppedHere] = useState(false);
  const stop = useMutation(() => updateMailing({ enable_mail_news: false, enable_sms_news: false }), {
    onSuccess: (answer) => {
      mailing.setData(() => answer);
      setStoppedHere(true);
    },
    onError: () => setFailed(true),
  });
  const settings = <RouterLink href={`/${lng}/office/settings`}>{t('newsletter.settings')}</RouterLink>;
  if (mailing.data === undefined) {
    return mailing.status === 'error' ? (
      <ErrorState title={t('settings.loadError')} onRefresh={mailing.reload}>
        {t('newsletter.error')}
      </ErrorState>
    ) : (
      <Spinner size="md" label={t('settings.loading')} />
    );
  }
  const subscribed = mailing.data.enable_mail_news || mailing.data.enable_sms_news;
  return (
    <Stack gap={4}>
      <Text role="status">
        {subscribed ? t('newsletter.on') : stoppedHere ? t('newsletter.stopped') : t('newsletter.off')}
      </Text>
      {failed ? (
        <Text role="alert" tone="danger">
          {t('newsletter.error')}
        </Text>
      ) : null}
      {subscribed ? (
        <div>
          <Button
            loading={stop.pending}
            onClick={() => {
              setFailed(false);
              void stop.run();
            }}
          >
            {t('newsletter.stop')}
          </Button>
        </div>
      ) : null}
      <div>{settings}</div>
    </Stack>
  );
}

/**
 * `user/stopnewsletter`: where a newsletter's "unsubscribe" leads. A signed-in player sees whether news comes by
 * e-mail or SMS and stops all of it with one tap (finer choices stay in the office settings); a guest is asked to
 * sign in first and brought back here.
 */
export default function Page() {
  useAccountTexts();
  const { t } = useTranslation('account');
  const { lng } = usePage();
  const { title } = usePageTitle();
  const user = useSnapshot(useStores().user);
  return (
    <Stack gap={5}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text tone="muted">{t('newsletter.intro')}</Text>
      {isSignedIn(user) ? (
        <Newsletters lng={lng} />
      ) : (
        <Text>
          {t('newsletter.signIn')}{' '}
          <RouterLink
            href={`/${lng}/user/login?returnUrl=${encodeURIComponent(`/${lng}/user/stopnewsletter`)}`}
          >
            {t('newsletter.signInLink')}
          </RouterLink>
        </Text>
      )}
    </Stack>
  );
}

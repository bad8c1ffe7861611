import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Inline, Stack } from '@betline/ui';
import { OfficePage } from '../../player/PageShell';
import { Conversation } from '../../player/support/Conversation';
import { RequestForm } from '../../player/support/RequestForm';
import { Tickets } from '../../player/support/Tickets';
import { AppLink } from '../../player/support/parts';
import { useSupportTexts } from '../../player/useTexts';
import { RemoteViewSlot } from '../../remoteViews/RemoteViewBlock';
import { usePage } from '../../routes/handle';

/**
 * `office-support`: the player's requests; `?new=1` opens a new one, `?ticket=<id>` shows a conversation with
 * support (answers arrive while it is open).
 */
export default function Page() {
  useSupportTexts();
  const { t } = useTranslation('support');
  const { lng } = usePage();
  const [params] = useSearchParams();
  const ticketId = Number(params.get('ticket'));
  const creating = params.get('new') === '1';
  return (
    <OfficePage>
      {Number.isInteger(ticketId) && ticketId > 0 ? (
        <Conversation key={ticketId} ticketId={ticketId} lng={lng} />
      ) : creating ? (
        <Stack gap={4}>
          <AppLink href={`/${lng}/office/support`}>{t('conversation.back')}</AppLink>
          <Heading level={2} size="md">
            {t('form.heading')}
          </Heading>
          <RequestForm lng={lng} />
        </Stack>
      ) : (
        <Stack gap={4}>
          <Inline gap={4} wrap justify="between">
            <Heading level={2} size="md">
              {t('list.heading')}
            </Heading>
            <Inline gap={4} wrap>
              <AppLink href={`/${lng}/office/support?new=1`} tone="accent">
                {t('list.new')}
              </AppLink>
              <AppLink href={`/${lng}/office/payment/create-request`} tone="accent">
                {t('list.paymentRequest')}
              </AppLink>
            </Inline>
          </Inline>
          <Tickets lng={lng} />
          <RemoteViewSlot slot="supportRemoteView" lng={lng} />
        </Stack>
      )}
    </OfficePage>
  );
}

import { useTranslation } from 'react-i18next';
import { Inline, Stack } from '@betline/ui';
import { OfficePage } from '../../player/PageShell';
import { Tickets } from '../../player/support/Tickets';
import { AppLink } from '../../player/support/parts';
import { useSupportTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';

/** `office-payment-requests`: the player's requests about payments, each with its payment and status. */
export default function Page() {
  useSupportTexts();
  const { t } = useTranslation('support');
  const { lng } = usePage();
  return (
    <OfficePage>
      <Stack gap={4}>
        <Inline>
          <AppLink href={`/${lng}/office/payment/create-request`} tone="accent">
            {t('payments.new')}
          </AppLink>
        </Inline>
        <Tickets lng={lng} payments />
      </Stack>
    </OfficePage>
  );
}

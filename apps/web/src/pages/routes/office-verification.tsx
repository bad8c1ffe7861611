import { useTranslation } from 'react-i18next';
import { VERIFICATION_DOCUMENT_KINDS } from '@betline/contracts/paths';
import { Text } from '@betline/ui';
import { OfficePage } from '../../player/PageShell';
import { useVerificationTexts } from '../../player/useTexts';
import { Verification } from '../../player/verification/Verification';
import { usePage } from '../../routes/handle';

/** `office/verification`: status, what is asked for, document uploads per kind, the documents sent. */
export default function Page() {
  useVerificationTexts();
  const { t } = useTranslation('verification');
  const { lng } = usePage();
  return (
    <OfficePage>
      <Text tone="muted">{t('intro')}</Text>
      <Verification kinds={VERIFICATION_DOCUMENT_KINDS} lng={lng} />
    </OfficePage>
  );
}

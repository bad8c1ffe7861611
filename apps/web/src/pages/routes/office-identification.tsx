import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { VERIFICATION_STATUS } from '@betline/contracts/paths';
import type { VerificationDocumentKind } from '@betline/contracts';
import { Text } from '@betline/ui';
import { OfficePage } from '../../player/PageShell';
import { useVerificationTexts } from '../../player/useTexts';
import { IdentityDetails } from '../../player/verification/IdentityDetails';
import { Verification } from '../../player/verification/Verification';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';

/** Identification asks for the identity document and a selfie with it. */
const IDENTIFICATION_KINDS: readonly VerificationDocumentKind[] = ['identity', 'selfie'];

/**
 * `office/identification` (only where the site config shows identification, ROUTE-031): the identity
 * document's details, whether identification is still needed (the user config's `is_need_identification`), and
 * the upload of the document and a selfie with it.
 */
export default function Page() {
  useVerificationTexts();
  const { t } = useTranslation('verification');
  const { lng } = usePage();
  const { config: userConfig } = useSnapshot(useStores().user);
  const verified = userConfig?.verification_status === VERIFICATION_STATUS.VERIFIED;
  return (
    <OfficePage>
      <Text tone="muted">{t('identification.intro')}</Text>
      {userConfig?.is_need_identification && !verified && (
        <Text weight="bold">{t('identification.needed')}</Text>
      )}
      {verified && <Text weight="bold">{t('identification.done')}</Text>}
      <IdentityDetails lng={lng} />
      <Verification kinds={IDENTIFICATION_KINDS} lng={lng} />
    </OfficePage>
  );
}

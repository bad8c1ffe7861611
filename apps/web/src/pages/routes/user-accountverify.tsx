import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { VERIFICATION_DOCUMENT_KINDS } from '@betline/contracts/paths';
import { Heading, Stack, Text } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { useVerificationTexts } from '../../player/useTexts';
import { Verification } from '../../player/verification/Verification';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';
import { isSignedIn } from '../../stores/user';
import { usePageTitle } from '../usePageTitle';

/**
 * `user/accountverify`: where a player confirms their identity. It is the one page a restricted player is not
 * sent away from (GUARD-013: exempt from the block redirection, open while banned), so a player asked to
 * verify can always do it: the verification status, what is asked for and the uploads, as in the office; a
 * guest is asked to sign in first and brought back here.
 */
export default function Page() {
  useVerificationTexts();
  const { t } = useTranslation('verification');
  const { lng } = usePage();
  const { title } = usePageTitle();
  const user = useSnapshot(useStores().user);
  return (
    <Stack gap={5}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text tone="muted">{t('accountVerify.intro')}</Text>
      {isSignedIn(user) ? (
        <Verification kinds={VERIFICATION_DOCUMENT_KINDS} lng={lng} />
      ) : (
        <Text>
          {t('accountVerify.signIn')}{' '}
          <RouterLink
            href={`/${lng}/user/login?returnUrl=${encodeURIComponent(`/${lng}/user/accountverify`)}`}
          >
            {t('accountVerify.signInLink')}
          </RouterLink>
        </Text>
      )}
    </Stack>
  );
}

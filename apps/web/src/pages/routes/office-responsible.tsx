import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LIMIT_SECTIONS } from '@betline/core';
import { ErrorState, Text } from '@betline/ui';
import { LimitsSections } from '../../player/Limits';
import { OfficePage } from '../../player/PageShell';
import { usePage } from '../../routes/handle';
import { limitsOf, loadLimits } from '../../stores/limits';
import { useStores } from '../../stores';

/** `office/responsible`: every limit of SPEC §9 with its state, pending changes, self-exclusion and time-out. */
export default function Page() {
  const stores = useStores();
  const { t } = useTranslation('account');
  const { lng } = usePage();
  const { status } = useSnapshot(limitsOf(stores));
  useEffect(() => {
    void loadLimits(limitsOf(stores), lng).catch(() => undefined);
  }, [lng, stores]);
  return (
    <OfficePage>
      <Text>{t('limits.intro')}</Text>
      {status === 'error' ? (
        <ErrorState
          title={t('limits.loadFailed')}
          onRefresh={() => void loadLimits(limitsOf(stores), lng).catch(() => undefined)}
        />
      ) : (
        <LimitsSections lng={lng} sections={LIMIT_SECTIONS} />
      )}
    </OfficePage>
  );
}

import { useTranslation } from 'react-i18next';
import {
  Badge,
  ErrorState,
  Heading,
  ProviderChip,
  ProviderChipList,
  Skeleton,
  Stack,
  Text,
} from '@betline/ui';
import { vars } from '@betline/tokens';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { providerPath } from '../model';
import { useProviders } from './CataloguePage';
import { CasinoColumn, RouterLink, SectionBar } from './parts';
import { useStudioName } from '../../app/brand';

/** `providers`, `brands`, `casino/brand`: the game studios with their game counts, each a link to its games. */
export function ProvidersPage() {
  const studio = useStudioName();
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { lng, routeId } = usePage();
  const { title } = usePageTitle();
  const { providers, status, reload } = useProviders();
  return (
    <CasinoColumn data-casino-page={routeId}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <SectionBar />
      {status === 'error' && providers.length === 0 ? (
        <ErrorState title={t('errors.catalogue')} onRefresh={reload} />
      ) : providers.length === 0 ? (
        <Stack gap={2} role="status" aria-busy="true" aria-label={t('lobby.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height={vars.size.control.lg} />
          ))}
        </Stack>
      ) : (
        <Stack gap={3}>
          <Text tone="muted">{t('providers.intro')}</Text>
          <ProviderChipList label={title}>
            {providers.map((provider) => (
              <ProviderChip
                key={provider.id}
                name={provider.name}
                count={provider.gameCount}
                href={providerPath(lng, provider.id)}
                linkComponent={RouterLink}
              />
            ))}
          </ProviderChipList>
          {providers.some((provider) => provider.inHouse) && (
            <Text size="sm" tone="muted">
              <Badge>{t('providers.inHouseBadge', { studio })}</Badge> {t('providers.inHouse')}
            </Text>
          )}
        </Stack>
      )}
    </CasinoColumn>
  );
}

import { useTranslation } from 'react-i18next';
import { vars } from '@betline/tokens';
import { ErrorState, Heading, Skeleton, Stack, Surface, Text } from '@betline/ui';
import { fetchTournaments } from '../../api/casino';
import { useRemote } from '../../lib/useRemote';
import { ActionLink } from '../../pages/StatusPage';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { CasinoColumn, SectionBar } from './parts';
import { TournamentCard } from './TournamentsPage';
import { CasinoPromotions } from '../../promotions/CasinoPromotions';
import { BonusGamesShelf } from '../../promotions/bonusGames/BonusGamesShelf';

/** `bonus/casino` (CASINO-003): the casino's offers: the welcome bonus, its promotions and the running tournaments. */
export function BonusesPage() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { lng, routeId } = usePage();
  const { title } = usePageTitle();
  const list = useRemote((signal) => fetchTournaments(signal), 'tournaments');
  return (
    <CasinoColumn data-casino-page={routeId}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <SectionBar />
      <Surface as="article" padding={5} radius="lg" elevation={1}>
        <Stack gap={3}>
          <Heading level={2} size="lg">
            {t('landing.title')}
          </Heading>
          <Text>{t('landing.offer')}</Text>
          <div>
            <ActionLink to={`/${lng}/first-bonus`}>{t('bonuses.more')}</ActionLink>
          </div>
        </Stack>
      </Surface>
      <CasinoPromotions
        heading={
          <Heading level={2} size="lg">
            {t('bonuses.promotions')}
          </Heading>
        }
      />
      <BonusGamesShelf />
      <Heading level={2} size="lg">
        {t('bonuses.tournaments')}
      </Heading>
      {list.status === 'error' && list.data === undefined ? (
        <ErrorState title={t('tournaments.error')} onRefresh={list.reload} />
      ) : list.data === undefined ? (
        <Skeleton $height={vars.space[12]} />
      ) : (
        list.data.tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} detailed={false} />
        ))
      )}
    </CasinoColumn>
  );
}

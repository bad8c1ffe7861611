import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { vars } from '@betline/tokens';
import { EmptyState, ErrorState, Heading, Skeleton, Stack, Text } from '@betline/ui';
import { fetchGameBySlug, fetchGames } from '../../api/casino';
import { isHttpError } from '../../api/http';
import { useQuery } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { BonusGamesShelf } from '../../promotions/bonusGames/BonusGamesShelf';
import { usePage } from '../../routes/handle';
import { useProviders } from '../lobby/CataloguePage';
import { Shelf } from '../lobby/parts';
import { gamePath, sectionPath } from '../model';

/** The casino's quick games: the `games` index lists them, `games/{gameRoute}` opens one. */
const QUICK_GAMES = 'fast-games';

/**
 * The game route names of the seed (`games/{crash|dice|wheel}`, ROUTE-034) and the in-house game each opens; the
 * wheel is European roulette.
 */
const GAME_OF_ROUTE: Readonly<Record<string, string>> = { crash: 'crash', dice: 'dice', wheel: 'roulette' };

/**
 * The games index (route `games`, where the older `allgamesentrance` addresses lead): the quick in-house games,
 * each playable for money or for fun, and the six bonus games with the free plays a player has left.
 */
export function GamesIndex() {
  useCasinoTexts();
  const { title } = usePageTitle();
  const quick = usePageTitle(QUICK_GAMES).title;
  const { nameOf } = useProviders();
  const games = useQuery(
    ['casino', 'games', QUICK_GAMES],
    (signal) => fetchGames({ section: QUICK_GAMES, limit: 24 }, signal),
    { handOver: true },
  );
  return (
    <Stack gap={8}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      {games.status === 'error' && games.data === undefined ? (
        <ErrorState title={quick} onRefresh={games.reload} />
      ) : (
        <Shelf label={quick} headingLevel={2} games={games.data?.games} providerName={nameOf} priority />
      )}
      <BonusGamesShelf />
    </Stack>
  );
}

/**
 * A game by its route name (`games/{gameRoute}`) or a game's landing (`games-landing/{landingRoute}`, the game's
 * slug): the game's own page in the casino. A name that is no game says so and leads to the games.
 */
export function GameRoutePage({ slug }: { slug: string }) {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const gamesTitle = usePageTitle('games').title;
  const wanted = GAME_OF_ROUTE[slug] ?? slug;
  const game = useQuery(
    ['casino', 'game', wanted],
    (signal) =>
      fetchGameBySlug(wanted, signal).catch((error: unknown) => {
        if (isHttpError(error) && error.response.status === 404) return null;
        throw error;
      }),
    { handOver: true },
  );
  if (game.data) return <Navigate to={gamePath(lng, game.data)} replace />;
  if (game.status === 'error') return <ErrorState title={t('errors.game')} onRefresh={game.reload} />;
  if (game.status !== 'ready')
    return (
      <Stack gap={4} role="status" aria-busy="true" aria-label={t('lobby.loading')}>
        <Skeleton $height={vars.size.control.lg} />
      </Stack>
    );
  return (
    <Stack gap={4}>
      <EmptyState title={t('errors.noGame')} />
      <Text>
        <RouterLink href={`/${lng}/games`}>{gamesTitle}</RouterLink>
        {' · '}
        <RouterLink href={sectionPath(lng, 'casino')}>{t('lobby.back')}</RouterLink>
      </Text>
    </Stack>
  );
}

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  SegmentedControl,
  Skeleton,
  Stack,
  StarIcon,
  Text,
} from '@betline/ui';
import { fetchGameById, type InHouseGame } from '../../api/casino';
import { isHttpError } from '../../api/http';
import type { CasinoGame } from '../../api/types';
import { useRemote } from '../../lib/useRemote';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { isSignedIn } from '../../stores/user';
import { loadFavourites, toggleFavourite, favouritesOf } from '../favourites';
import { gamePath, sectionPath } from '../model';
import { RouterLink, SectionBar } from '../lobby/parts';
import { FairnessPanel } from './FairnessPanel';
import type { Mode } from './useRounds';
import { useStores } from '../../stores';
import { useBrandName, useStudioName } from '../../app/brand';

/** The solo games' screens by engine; a shared table has one screen for every engine it plays. */
const screens: Partial<Record<InHouseGame, ComponentType<{ name: string; mode: Mode }>>> = {
  slot: lazy(() => import('./SlotGame').then((module) => ({ default: module.SlotGame }))),
  dice: lazy(() => import('./DiceGame').then((module) => ({ default: module.DiceGame }))),
  keno: lazy(() => import('./KenoGame').then((module) => ({ default: module.KenoGame }))),
  crash: lazy(() => import('./CrashGame').then((module) => ({ default: module.CrashGame }))),
  plinko: lazy(() => import('./PlinkoGame').then((module) => ({ default: module.PlinkoGame }))),
  baccarat: lazy(() => import('./BaccaratGame').then((module) => ({ default: module.BaccaratGame }))),
  scratch: lazy(() => import('./ScratchGame').then((module) => ({ default: module.ScratchGame }))),
  roulette: lazy(() => import('./RouletteGame').then((module) => ({ default: module.RouletteGame }))),
  mines: lazy(() => import('./MinesGame').then((module) => ({ default: module.MinesGame }))),
  hilo: lazy(() => import('./HiLoGame').then((module) => ({ default: module.HiLoGame }))),
  videoPoker: lazy(() => import('./VideoPokerGame').then((module) => ({ default: module.VideoPokerGame }))),
  blackjack: lazy(() => import('./BlackjackGame').then((module) => ({ default: module.BlackjackGame }))),
};
const LiveTableGame = lazy(() =>
  import('./live/LiveTableGame').then((module) => ({ default: module.LiveTableGame })),
);
const GameInfo = lazy(() => import('./GameInfo').then((module) => ({ default: module.GameInfo })));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

const Thumb = styled.img`
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
  height: auto;
  aspect-ratio: 4 / 3;
  border-radius: ${vars.radius.lg};
`;

/** Real money or fun: a guest always plays for fun; a player chooses (`?mode=demo` is fun). */
function useMode(signedIn: boolean): [Mode, (mode: Mode) => void] {
  const [search, setSearch] = useSearchParams();
  const mode: Mode = !signedIn || search.get('mode') === 'demo' ? 'fun' : 'real';
  const set = (next: Mode) => {
    const params = new URLSearchParams(search);
    if (next === 'fun') params.set('mode', 'demo');
    else params.delete('mode');
    setSearch(params, { replace: true });
  };
  return [mode, set];
}

function GameBody({ game }: { game: CasinoGame }) {
  const studio = useStudioName();
  const brand = useBrandName();
  const stores = useStores();
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const user = useSnapshot(useStores().user);
  const favourites = useSnapshot(favouritesOf(useStores()));
  const signedIn = isSignedIn(user);
  const [mode, setMode] = useMode(signedIn);
  useEffect(() => {
    if (signedIn && favouritesOf(stores).status === 'idle') void loadFavourites(favouritesOf(stores));
  }, [signedIn, stores]);
  const favourite = favourites.slugs.includes(game.slug);
  const Screen = game.engine === null ? null : (screens[game.engine] ?? null);
  const table = game.table !== null && game.engine !== null ? { id: game.table, engine: game.engine } : null;
  return (
    <Page data-casino-game={game.slug}>
      <Inline gap={3} align="center" justify="between" wrap>
        <Stack gap={1}>
          <Heading level={1} size="xl">
            {game.name}
          </Heading>
          <Inline gap={2} align="center" wrap>
            <Badge>{t(`categories.${game.category}`)}</Badge>
            {game.isNew && <Badge tone="accent">{t('badges.new')}</Badge>}
            <Text size="sm" tone="muted">
              <RouterLink href={`/${lng}/providers/${game.provider}`}>{t('game.provider')}</RouterLink>
            </Text>
          </Inline>
        </Stack>
        <Inline gap={2} align="center" wrap>
          {Screen !== null && table === null && signedIn && (
            <SegmentedControl
              aria-label={t('game.mode')}
              value={mode}
              onChange={(value: string) => setMode(value === 'fun' ? 'fun' : 'real')}
              options={[
                { value: 'real', label: t('game.real') },
                { value: 'fun', label: t('game.fun') },
              ]}
            />
          )}
          {signedIn && (
            <Button
              variant="secondary"
              aria-pressed={favourite}
              onClick={() => void toggleFavourite(favouritesOf(stores), game.slug)}
            >
              <StarIcon aria-hidden />
              {favourite ? t('game.unfavourite') : t('game.favourite')}
            </Button>
          )}
        </Inline>
      </Inline>
      {/* Other-game kind 0 is poker (SPEC §9): no table here, and the page says what is offered instead. */}
      {table !== null ? (
        <>
          <Suspense fallback={<Skeleton $height={vars.size.control.lg} />}>
            <LiveTableGame
              name={game.name}
              tableId={table.id}
              game={
                table.engine === 'wheel' || table.engine === 'baccarat' || table.engine === 'bingo'
                  ? table.engine
                  : 'roulette'
              }
              signedIn={signedIn}
            />
          </Suspense>
          <Suspense fallback={null}>
            <GameInfo game={table.engine} />
          </Suspense>
        </>
      ) : Screen === null && game.otherKind === 0 ? (
        <Stack gap={4}>
          <Thumb src={game.thumbnail} alt="" width={320} height={240} />
          <EmptyState title={t('game.pokerTitle')}>{t('game.pokerBody', { brand })}</EmptyState>
          <Text>
            <RouterLink href={sectionPath(lng, 'card-games')}>{t('game.pokerLink')}</RouterLink>
          </Text>
        </Stack>
      ) : Screen === null ? (
        <Stack gap={4}>
          <Thumb src={game.thumbnail} alt="" width={320} height={240} />
          <EmptyState title={t('game.catalogueOnly')}>{t('game.catalogueOnlyBody', { studio })}</EmptyState>
          <Text>
            <RouterLink href={`/${lng}/providers/betline-studio`}>
              {t('game.playInHouse', { studio })}
            </RouterLink>
          </Text>
        </Stack>
      ) : (
        <>
          {!signedIn && (
            <Text tone="muted" role="note">
              {t('game.guestFun')}
            </Text>
          )}
          <Suspense fallback={<Skeleton $height={vars.size.control.lg} />}>
            <Screen name={game.name} mode={mode} />
          </Suspense>
          <Suspense fallback={null}>
            <GameInfo game={game.engine!} />
          </Suspense>
          {signedIn && mode === 'real' && <FairnessPanel game={game.engine!} />}
        </>
      )}
      <SectionBar />
      <Text size="sm" tone="muted">
        <RouterLink href={sectionPath(lng, 'casino')}>{t('lobby.back')}</RouterLink>
      </Text>
    </Page>
  );
}

/**
 * The game page (`{slots|casino|live-casino}[/{subcategory}]/game/{gameId}/{gameName}`, CASINO-004): the game
 * by its number; a link with another name or base is sent to the game's own address. In-house games play for
 * money (players) or for fun (everyone); a demo provider's game is listed, not playable here, and says so.
 */
export function CasinoGamePage() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { params, lng } = usePage();
  const [search] = useSearchParams();
  const location = useLocation();
  const gameId = Number(params.gameId);
  const game = useRemote(
    (signal) =>
      fetchGameById(gameId, signal).catch((error: unknown) => {
        if (isHttpError(error) && error.response.status === 404) return null;
        throw error;
      }),
    `casino-game:${gameId}`,
  );
  if (game.status === 'error' && game.data === undefined) {
    return <ErrorState title={t('errors.game')} onRefresh={game.reload} />;
  }
  if (game.data === undefined) {
    return (
      <Stack gap={4} role="status" aria-busy="true" aria-label={t('lobby.loading')}>
        <Skeleton $height={vars.size.control.lg} />
        <Skeleton $height={vars.space[12]} />
      </Stack>
    );
  }
  if (game.data === null) {
    return (
      <Stack gap={4}>
        <EmptyState title={t('errors.noGame')} />
        <Text>
          <RouterLink href={sectionPath(lng, 'casino')}>{t('lobby.back')}</RouterLink>
        </Text>
      </Stack>
    );
  }
  const canonical = gamePath(lng, game.data);
  if (location.pathname !== canonical) {
    const query = search.toString();
    return <Navigate to={`${canonical}${query ? `?${query}` : ''}`} replace />;
  }
  return <GameBody game={game.data} />;
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, EmptyState, Heading, Inline, Stack, Surface, Text } from '@betline/ui';
import { fetchGames, fetchMultiLive } from '../../api/sportsbook';
import type { SportsGame } from '../../api/types';
import { usePage } from '../../routes/handle';
import { usePreferences } from '../../stores/preferences';
import { ConnectionStatus } from '../push/ConnectionStatus';
import { BettingFrame } from './BettingFrame';
import { useNames, useRemote } from './hooks';
import { gamePath, idOf, toEvent } from './model';
import { LiveMarkets, LiveScoreboard, useBoardPush, useSelectedIds, useToggleOutcome } from './wiring';
import { ChipList } from './parts';

const MAX_GAMES = 4;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${vars.size.layout.slipWidth} * 1.1)), 1fr));
  gap: ${vars.space[4]};
`;

const Choices = ChipList;

function readIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => idOf(part))
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)].slice(0, MAX_GAMES);
}

function title(game: SportsGame): string {
  return game.firstOpponent && game.secondOpponent
    ? `${game.firstOpponent.nameEng} — ${game.secondOpponent.nameEng}`
    : game.nameEng;
}

/** Multi-live (route `multi`): up to four live games side by side, chosen by the player, kept in the URL. */
export function MultiPage() {
  const { t } = useTranslation('betting');
  const { lng } = usePage();
  const [search, setSearch] = useSearchParams();
  const ids = readIds(search.get('ids'));
  const { coefViewId } = usePreferences();
  const names = useNames();
  const candidates = useRemote(
    (signal) => fetchGames({ section: 'live', limit: 40, coefViewId, signal }),
    `multi:live:${coefViewId}`,
  );
  const chosen = useRemote(
    (signal) =>
      ids.length === 0
        ? Promise.resolve({ total: 0, games: [] })
        : fetchMultiLive({ ids, coefViewId, signal }),
    `multi:${ids.join(',')}:${coefViewId}`,
  );
  const games = chosen.data?.games;
  useBoardPush({ gameIds: ids, games, since: chosen.sentMark, reload: chosen.reload });
  const onToggle = useToggleOutcome(games);
  const selectedIds = useSelectedIds();
  const setIds = (next: number[]) => {
    const params = new URLSearchParams(search);
    if (next.length === 0) params.delete('ids');
    else params.set('ids', next.join(','));
    setSearch(params, { replace: true });
  };
  return (
    <BettingFrame>
      <Stack gap={4}>
        <Inline gap={3} align="center" justify="between" wrap>
          <Heading level={1} size="xl">
            {t('board.multi.heading')}
          </Heading>
          <ConnectionStatus />
        </Inline>
        <Text tone="muted">{t('board.multi.intro')}</Text>
        {games && games.length > 0 ? (
          <Columns>
            {games.map((game) => {
              const event = toEvent(game, names, chosen.receivedAt);
              return (
                <Surface key={game.gameId} padding={4}>
                  <Stack gap={3}>
                    <Inline gap={2} align="center" justify="between">
                      <Link to={gamePath(lng, game)}>{title(game)}</Link>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('board.multi.remove', { game: title(game) })}
                        onClick={() => setIds(ids.filter((id) => id !== game.gameId))}
                      >
                        ×
                      </Button>
                    </Inline>
                    <LiveScoreboard game={game} event={event} />
                    <LiveMarkets
                      game={game}
                      event={event}
                      coefViewId={coefViewId}
                      selectedIds={selectedIds}
                      onToggle={onToggle}
                    />
                  </Stack>
                </Surface>
              );
            })}
          </Columns>
        ) : (
          <EmptyState title={t('board.multi.none')} />
        )}
        <section aria-labelledby="multi-choose">
          <Stack gap={2}>
            <Heading level={2} size="md" id="multi-choose">
              {t('board.multi.choose')}
            </Heading>
            {ids.length >= MAX_GAMES ? <Text tone="muted">{t('board.multi.full')}</Text> : null}
            <Choices>
              {(candidates.data?.games ?? [])
                .filter((game) => !ids.includes(game.gameId))
                .map((game) => (
                  <li key={game.gameId}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={ids.length >= MAX_GAMES}
                      onClick={() => setIds([...ids, game.gameId])}
                      aria-label={t('board.multi.add', { game: title(game) })}
                    >
                      {title(game)}
                    </Button>
                  </li>
                ))}
            </Choices>
          </Stack>
        </section>
      </Stack>
    </BettingFrame>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Badge, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Surface, Text } from '@betline/ui';
import { fetchLeaderboard, fetchTournaments } from '../../api/casino';
import type { Tournament } from '../../api/types';
import { useRemote } from '../../lib/useRemote';
import { useMoney } from '../../player/money';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { CasinoColumn, RouterLink, SectionBar } from './parts';

const Board = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: start;
  }

  td:last-child,
  th:last-child {
    text-align: end;
  }
`;

/** A card's title as its link: the heading's colour, underlined on hover and focus. */
const TitleLink = styled(RouterLink)`
  color: inherit;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

function Leaderboard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const board = useRemote(
    (signal) => fetchLeaderboard(tournament.id, signal),
    `leaderboard:${tournament.id}`,
  );
  if (board.status === 'error' && board.data === undefined)
    return <ErrorState title={t('tournaments.error')} onRefresh={board.reload} />;
  if (board.data === undefined) return <Skeleton $height={vars.size.control.lg} />;
  const points = (value: number) =>
    tournament.scoring === 'turnover' ? money(value, tournament.currency) : `×${(value / 100).toFixed(2)}`;
  return (
    <Stack gap={2}>
      {board.data.entries.length === 0 ? (
        <Text tone="muted">{t('tournaments.empty')}</Text>
      ) : (
        <Board>
          <caption>
            <Text as="span" size="sm" tone="muted">
              {t('tournaments.leaderboard')}
            </Text>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('tournaments.rank')}</th>
              <th scope="col">{t('tournaments.player')}</th>
              <th scope="col">{t(`tournaments.points.${tournament.scoring}`)}</th>
              <th scope="col">{t('tournaments.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {board.data.entries.map((entry) => (
              <tr key={entry.rank}>
                <td>{entry.rank}</td>
                <td>{entry.player}</td>
                <td>{points(entry.points)}</td>
                <td>{entry.prize > 0 ? money(entry.prize, tournament.currency) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Board>
      )}
      {board.data.me !== null && (
        <Text weight="bold">
          {t('tournaments.me', { rank: board.data.me.rank, points: points(board.data.me.points) })}
        </Text>
      )}
    </Stack>
  );
}

export function TournamentCard({ tournament, detailed }: { tournament: Tournament; detailed: boolean }) {
  const { t, i18n } = useTranslation('casino');
  const { lng } = usePage();
  const money = useMoney();
  const prefs = usePreferences();
  const when = (seconds: number) =>
    formatPreferredDateTime(new Date(seconds * 1000).toISOString(), i18n.language, prefs);
  return (
    <Surface as="article" padding={5} radius="lg" elevation={1}>
      <Stack gap={3}>
        <Inline gap={2} align="center" wrap>
          <Heading level={2} size="lg">
            {detailed ? (
              tournament.name
            ) : (
              <TitleLink href={`/${lng}/tournaments/${tournament.id}`}>{tournament.name}</TitleLink>
            )}
          </Heading>
          <Badge tone={tournament.status === 'running' ? 'success' : 'neutral'}>
            {t(`tournaments.status.${tournament.status}`)}
          </Badge>
        </Inline>
        <Text>{tournament.description}</Text>
        <Text size="sm" tone="muted">
          {t('tournaments.window', { from: when(tournament.startsAt), to: when(tournament.endsAt) })}
        </Text>
        <Text weight="bold">
          {t('tournaments.pool', { pool: money(tournament.prizePool, tournament.currency) })}
        </Text>
        <Text size="sm" tone="muted">
          {t('tournaments.games', {
            games: tournament.games.map((game) => t(`history.games.${game as 'slot'}`)).join(', '),
          })}
        </Text>
        {detailed && <Leaderboard tournament={tournament} />}
      </Stack>
    </Surface>
  );
}

/** `bonus/casino/tournaments` (every tournament) and `tournaments/{id}` (one, with its leaderboard). */
export function TournamentsPage() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { routeId, params, lng } = usePage();
  const { title } = usePageTitle();
  const list = useRemote((signal) => fetchTournaments(signal), 'tournaments');
  const one = routeId === 'tournament' ? params.id : undefined;
  const shown = (list.data?.tournaments ?? []).filter((each) => one === undefined || each.id === one);
  return (
    <CasinoColumn data-casino-page={routeId}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <SectionBar />
      {list.status === 'error' && list.data === undefined ? (
        <ErrorState title={t('tournaments.error')} onRefresh={list.reload} />
      ) : list.data === undefined ? (
        <Skeleton $height={vars.space[12]} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('tournaments.none')} />
      ) : (
        <Stack gap={4}>
          {shown.map((tournament) => (
            <TournamentCard
              key={tournament.id}
              tournament={tournament}
              detailed={one !== undefined || shown.length === 1}
            />
          ))}
          {one !== undefined && (
            <Text>
              <RouterLink href={`/${lng}/bonus/casino/tournaments`}>{t('tournaments.all')}</RouterLink>
            </Text>
          )}
        </Stack>
      )}
    </CasinoColumn>
  );
}

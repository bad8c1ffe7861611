import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  EmptyState,
  ErrorState,
  Field,
  Heading,
  Inline,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@betline/ui';
import { fetchResults, fetchSports } from '../../api/sportsbook';
import { usePage } from '../../routes/handle';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { useRemote, useSportName } from './hooks';
import { GameListRows, RowScore, gameTitle } from './gameList';
import { boardPath, idOf, isoDay } from './model';

const TypeLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  a {
    padding: ${vars.space[1]} ${vars.space[3]};
    border-radius: ${vars.radius.full};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    color: ${vars.fgColor.default};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${vars.bgColor.accent.emphasis};
    border-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }
`;

const TYPES = ['all', 'live', 'zone'] as const;

/**
 * Results (route `results/{type?}`, SPEC §2): the finished games of a day (UTC), all, played in live, or the
 * virtual zone, by sport; the date and sport are kept in the URL.
 */
export function ResultsPage() {
  const { t } = useTranslation('betting');
  const sportName = useSportName();
  const { params, lng } = usePage();
  const prefs = usePreferences();
  const [search, setSearch] = useSearchParams();
  const type = params.type === 'live' || params.type === 'zone' ? params.type : undefined;
  const [today] = useState(() => isoDay(Date.now()));
  const dateParam = search.get('date');
  const date = dateParam !== null && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : today;
  const sportId = idOf(search.get('sport') ?? undefined);
  const sports = useRemote((signal) => fetchSports({ signal }), 'sports');
  const results = useRemote(
    (signal) => fetchResults({ date, type, sportId, signal }),
    `results:${date}:${type}:${sportId}`,
  );
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  };
  return (
    <Stack gap={4}>
      <Heading level={1} size="xl">
        {t('board.results.heading')}
      </Heading>
      <TypeLinks aria-label={t('board.results.type')}>
        {TYPES.map((each) => (
          <Link
            key={each}
            to={`/${lng}/results${each === 'all' ? '' : `/${each}`}${search.size > 0 ? `?${search.toString()}` : ''}`}
            aria-current={(type ?? 'all') === each ? 'page' : undefined}
          >
            {t(`board.results.types.${each}`)}
          </Link>
        ))}
      </TypeLinks>
      <Inline gap={4} align="end" wrap>
        <Field label={t('board.results.date')}>
          <Input
            type="date"
            value={date}
            max={today}
            onChange={(event) => setParam('date', event.target.value)}
          />
        </Field>
        <Field label={t('board.results.sport')}>
          <NativeSelect
            value={sportId === undefined ? '' : String(sportId)}
            onChange={(event) => setParam('sport', event.target.value)}
            options={[
              { value: '', label: t('board.allSports') },
              ...(sports.data?.sports ?? []).map((sport) => ({
                value: String(sport.sportId),
                label: sportName(sport),
              })),
            ]}
          />
        </Field>
      </Inline>
      {results.status === 'error' && results.data === undefined ? (
        <ErrorState title={t('board.error')} onRefresh={results.reload} />
      ) : results.data === undefined ? (
        <Stack gap={2} role="status" aria-busy="true" aria-label={t('board.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} $height={vars.size.control.lg} />
          ))}
        </Stack>
      ) : results.data.games.length === 0 ? (
        <EmptyState title={t('board.results.none')} />
      ) : (
        <GameListRows aria-busy={results.status === 'loading'}>
          {results.data.games.map((game) => (
            <li key={game.gameId}>
              <Stack gap={1}>
                <Text size="sm" tone="muted">
                  {[sportName({ nameEng: game.sportNameEng }), game.countryEng].filter(Boolean).join(' · ')}
                  {' · '}
                  <Link to={`/${lng}/champs/${game.champId}`}>{game.champNameEng}</Link>
                </Text>
                <Link
                  to={boardPath(lng, {
                    section: 'line',
                    sport: { id: game.sportId, name: game.sportNameEng },
                    champ: { id: game.champId, name: game.champNameEng },
                  })}
                >
                  {gameTitle(game)}
                </Link>
                <Text size="sm" tone="muted">
                  {formatPreferredDateTime(game.startAt, lng, prefs)}
                </Text>
              </Stack>
              <RowScore>
                <VisuallyHidden>{t('board.results.score', { score: game.scoreFormatted })}</VisuallyHidden>
                <span aria-hidden="true">{game.scoreFormatted}</span>
              </RowScore>
            </li>
          ))}
        </GameListRows>
      )}
    </Stack>
  );
}

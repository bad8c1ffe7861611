import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Text } from '@betline/ui';
import { champTablePath, slugify } from '@betline/core';
import { fetchChamps, fetchGames, fetchSports } from '../../api/sportsbook';
import type { Section, SportsGame, SportsMenuItem } from '../../api/types';
import { RouterLink } from '../../lib/RouterLink';
import { usePageTitle } from '../../pages/usePageTitle';
import { useBettingTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { usePreferences } from '../../stores/preferences';
import { ConnectionStatus } from '../push/ConnectionStatus';
import { BettingFrame } from '../board/BettingFrame';
import { useRemote, useSportName } from '../board/hooks';
import { idOf } from '../board/model';
import { ChipList } from '../board/parts';
import { useBoardPush } from '../board/wiring';

/** The board rows of the home page's chunk (loaded as the home page loads it, so that chunk stays its own). */
const GameRows = lazy(() => import('../board/HomeBoard').then((module) => ({ default: module.GameRows })));

type Prefix = 'esports' | 'cyber';
type EsportsType = 'real' | 'virtual' | 'stream';
const TYPES: readonly EsportsType[] = ['real', 'virtual', 'stream'];

const Nav = styled(ChipList)`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.control.md};
    padding: ${vars.space[1]} ${vars.space[4]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    border-radius: ${vars.radius.full};
    color: ${vars.fgColor.default};
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${vars.bgColor.accent.emphasis};
    border-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }

  a:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Count = styled.span`
  color: inherit;
  font-variant-numeric: tabular-nums;
  opacity: 0.8;
`;

/** The esports section's addresses (ROUTE-018): `/{lng}/{esports|cyber}/...`. */
function sectionPath(lng: string, prefix: Prefix, ...segments: string[]): string {
  return `/${[lng, prefix, ...segments].join('/')}`;
}

function disciplineSegment(sport: SportsMenuItem): string {
  return sport.slug;
}

function champSegment(champ: { champId: number; champNameEng?: string; nameEng?: string }): string {
  return `${champ.champId}-${slugify(champ.champNameEng ?? champ.nameEng ?? '')}`;
}

/** The disciplines a type of the section shows: esports for real and stream, virtual sports for virtual. */
function disciplinesOf(sports: readonly SportsMenuItem[], type: EsportsType | 'all'): SportsMenuItem[] {
  return sports.filter((sport) =>
    type === 'virtual'
      ? sport.kind === 'virtual'
      : type === 'all'
        ? sport.kind === 'esports' || sport.kind === 'virtual'
        : sport.kind === 'esports',
  );
}

function Loading() {
  const { t } = useTranslation('betting');
  return (
    <Stack gap={2} role="status" aria-busy="true" aria-label={t('board.loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} $height={vars.size.control.lg} />
      ))}
    </Stack>
  );
}

/**
 * The games of a discipline (or one of its championships) as board rows with live prices; `section` live only on
 * the stream tab. Each game links to its page inside the section.
 */
function DisciplineGames({
  lng,
  prefix,
  sport,
  champId,
  section,
  limit,
  empty,
}: {
  lng: string;
  prefix: Prefix;
  sport: SportsMenuItem;
  champId?: number;
  section?: Section;
  limit: number;
  empty: string;
}) {
  const { t } = useTranslation('betting');
  const { coefViewId } = usePreferences();
  const games = useRemote(
    (signal) => fetchGames({ section, sportId: sport.sportId, champId, limit, coefViewId, signal }),
    `esports:${sport.sportId}:${champId}:${section}:${limit}:${coefViewId}`,
  );
  const list = games.data?.games;
  useBoardPush({
    lists: [{ section: 'live', sportId: sport.sportId }],
    gameIds: list?.map((game) => game.gameId),
    games: list,
    since: games.sentMark,
    reload: games.reload,
  });
  const type: EsportsType = sport.kind === 'virtual' ? 'virtual' : section === 'live' ? 'stream' : 'real';
  const hrefOf = useCallback(
    (game: SportsGame) =>
      sectionPath(lng, prefix, disciplineSegment(sport), champSegment(game), type, String(game.gameId)),
    [lng, prefix, sport, type],
  );
  if (games.status === 'error' && list === undefined)
    return <ErrorState title={t('board.error')} onRefresh={games.reload} />;
  if (list === undefined) return <Loading />;
  if (list.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <Suspense fallback={<Loading />}>
      <GameRows games={list} receivedAt={games.receivedAt} lng={lng} kind={sport.kind} hrefOf={hrefOf} />
    </Suspense>
  );
}

/**
 * The esports section (ROUTE-017..019: `esports/*` and its twin `cyber/*`): real esports, virtual sports and the
 * matches live now, every discipline with its championships and matches (a match's page is the sportsbook's game
 * page). Prices follow the push channel and go into the slip like any other.
 */
export function EsportsPage() {
  useBettingTexts();
  const { t } = useTranslation('betting');
  const sportName = useSportName();
  const { routeId, params, lng } = usePage();
  const { title } = usePageTitle();
  const prefix: Prefix = routeId.startsWith('cyber') ? 'cyber' : 'esports';
  const page = routeId.slice(prefix.length + 1);
  const sports = useRemote((signal) => fetchSports({ signal }), 'sports');
  const disciplineParam = params.discipline ?? '';
  const discipline = sports.data?.sports.find(
    (sport) =>
      (sport.kind === 'esports' || sport.kind === 'virtual') &&
      (sport.slug === disciplineParam || String(sport.sportId) === disciplineParam),
  );
  const champId = idOf(params.champ);
  const champs = useRemote(
    (signal) =>
      discipline === undefined
        ? Promise.resolve({ champs: [] })
        : fetchChamps({ sportId: discipline.sportId, signal }),
    `esports-champs:${discipline?.sportId}`,
  );

  const type =
    page === 'type' && TYPES.includes(params.type as EsportsType) ? (params.type as EsportsType) : undefined;
  const current = type ?? (page === 'all' ? 'all' : undefined);
  const nav = (
    <nav aria-label={t('board.esports.nav')}>
      <Nav>
        {[...TYPES, 'all' as const].map((each) => (
          <li key={each}>
            <RouterLink
              href={sectionPath(lng, prefix, each)}
              aria-current={current === each ? 'page' : undefined}
            >
              {each === 'all' ? t('board.esports.all') : t(`board.esports.types.${each}`)}
            </RouterLink>
          </li>
        ))}
      </Nav>
    </nav>
  );
  const all = sports.data?.sports ?? [];
  const champ = champs.data?.champs.find((each) => each.champId === champId);
  const heading =
    page === 'champ' && champ
      ? champ.nameEng
      : (page === 'discipline' || page === 'discipline-champs' || page === 'champ') && discipline
        ? sportName(discipline)
        : type
          ? t(`board.esports.types.${type}`)
          : title;

  let content;
  if (sports.data === undefined) {
    content =
      sports.status === 'error' ? (
        <ErrorState title={t('board.error')} onRefresh={sports.reload} />
      ) : (
        <Loading />
      );
  } else if (type !== undefined) {
    const shown = disciplinesOf(all, type).filter((sport) =>
      type === 'stream' ? sport.liveCount > 0 : sport.lineCount + sport.liveCount > 0,
    );
    content =
      shown.length === 0 ? (
        <EmptyState title={type === 'stream' ? t('board.esports.noLive') : t('board.esports.noGames')} />
      ) : (
        <Stack gap={6}>
          {shown.map((sport) => (
            <Stack key={sport.sportId} gap={3} as="section" aria-labelledby={`discipline-${sport.sportId}`}>
              <Inline gap={3} align="center" justify="between" wrap>
                <Heading level={2} size="lg" id={`discipline-${sport.sportId}`}>
                  {sportName(sport)}
                </Heading>
                <RouterLink href={sectionPath(lng, prefix, disciplineSegment(sport))}>
                  {t('board.esports.allChamps', { discipline: sportName(sport) })}
                </RouterLink>
              </Inline>
              <DisciplineGames
                lng={lng}
                prefix={prefix}
                sport={sport}
                section={type === 'stream' ? 'live' : undefined}
                limit={6}
                empty={type === 'stream' ? t('board.esports.noLive') : t('board.esports.noGames')}
              />
            </Stack>
          ))}
        </Stack>
      );
  } else if (page === 'all') {
    content = (
      <nav aria-label={t('board.esports.disciplines')}>
        <Nav>
          {disciplinesOf(all, 'all').map((sport) => (
            <li key={sport.sportId}>
              <RouterLink href={sectionPath(lng, prefix, disciplineSegment(sport))}>
                {sportName(sport)}
                <Count>{sport.lineCount + sport.liveCount}</Count>
              </RouterLink>
            </li>
          ))}
        </Nav>
      </nav>
    );
  } else if (discipline === undefined) {
    content = <EmptyState title={t('board.esports.unknown')} />;
  } else if (page === 'discipline-champs' || page === 'discipline') {
    const list = champs.data?.champs ?? [];
    content = (
      <Stack gap={5}>
        <Stack gap={3} as="section" aria-labelledby="esports-champs">
          <Heading level={2} size="md" id="esports-champs">
            {t('board.esports.champsOf', { discipline: sportName(discipline) })}
          </Heading>
          {champs.data === undefined ? (
            <Loading />
          ) : (
            <Nav>
              {list.map((each) => (
                <li key={each.champId}>
                  <RouterLink
                    href={sectionPath(lng, prefix, disciplineSegment(discipline), champSegment(each))}
                  >
                    {each.nameEng}
                    <Count>{each.lineCount + each.liveCount}</Count>
                  </RouterLink>
                </li>
              ))}
            </Nav>
          )}
        </Stack>
        {page === 'discipline' ? (
          <DisciplineGames
            lng={lng}
            prefix={prefix}
            sport={discipline}
            limit={50}
            empty={t('board.esports.noGames')}
          />
        ) : null}
      </Stack>
    );
  } else if (champs.data !== undefined && champ === undefined) {
    content = <EmptyState title={t('board.esports.unknownChamp')} />;
  } else {
    content = (
      <Stack gap={4}>
        {champ ? (
          <RouterLink
            href={champTablePath(
              lng,
              { id: discipline.sportId, name: discipline.nameEng },
              { id: champ.champId, name: champ.nameEng },
            )}
          >
            {t('board.esports.table', { champ: champ.nameEng })}
          </RouterLink>
        ) : null}
        <DisciplineGames
          lng={lng}
          prefix={prefix}
          sport={discipline}
          champId={champId}
          limit={50}
          empty={t('board.esports.noGames')}
        />
      </Stack>
    );
  }

  return (
    <BettingFrame>
      <Stack gap={4}>
        <Inline gap={3} align="center" justify="between" wrap>
          <Heading level={1} size="xl">
            {heading}
          </Heading>
          <ConnectionStatus />
        </Inline>
        {nav}
        {content}
      </Stack>
    </BettingFrame>
  );
}

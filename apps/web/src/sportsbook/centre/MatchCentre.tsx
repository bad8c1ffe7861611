import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  ErrorState,
  Heading,
  MatchStats,
  MatchTimeline,
  MatchTracker,
  Skeleton,
  Stack,
  Text,
  type MatchIncident,
} from '@betline/ui';
import type { MatchCentre as Centre, CentreTeam, SportsGame } from '../../api/types';
import { fetchMatchCentre } from './api';
import { formatPreferredDateTime } from '../../lib/dates';
import { useRemote } from '../../lib/useRemote';
import { usePage } from '../../routes/handle';
import { usePreferences } from '../../stores/preferences';
import { useLiveGame } from '../push/usePush';
import { FormBadges } from '../stats/parts';
import { useStatsTexts } from '../stats/texts';

/** While a game is live and the page is in view, the centre is asked again this often (and at every goal or period). */
export const CENTRE_REFRESH_MS = 5_000;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.raised};
`;

/** The tracker beside the statistics where there is room, one above the other on phones. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.layout.panelMinWidth}), 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

const TeamLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

const Meetings = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/** A tick every CENTRE_REFRESH_MS while `on` and the page is visible: the key of the next request. */
function useRefreshTick(on: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setTick((n) => n + 1);
    }, CENTRE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [on]);
  return tick;
}

function TeamForm({ team }: { team: CentreTeam }) {
  const { t } = useTranslation('stats');
  return (
    <TeamLine>
      <Stack gap={1}>
        <Text weight="bold">{team.nameEng}</Text>
        <Text size="sm" tone="muted">
          {team.position === null
            ? t('centre.noPlace')
            : t('centre.place', { position: team.position, points: team.points, played: team.played })}
        </Text>
      </Stack>
      <FormBadges form={team.form} />
    </TeamLine>
  );
}

const incidentOf = (i: Centre['incidents'][number]): MatchIncident => ({
  type: i.type,
  clockSec: i.clockSec,
  period: i.period,
  side: i.side,
  score: i.score ? [i.score.first, i.score.second] : null,
});

/**
 * A game's match centre on its page: for a live or finished game the drawn tracker, the statistics and the
 * timeline (asked again at every goal, period or status change the push channel brings, and every few seconds
 * while live and in view); for every game both sides' form and table places and their latest meetings.
 */
export default function MatchCentre({ game }: { game: SportsGame }) {
  useStatsTexts();
  const { t } = useTranslation('stats');
  const { lng } = usePage();
  const prefs = usePreferences();
  const live = useLiveGame(game.gameId);
  const status = live?.known ? live.status : game.isFinished ? 'finished' : game.isLive ? 'live' : 'line';
  const score = live?.known ? live.score.join(':') : `${game.score.first}:${game.score.second}`;
  const period = live?.known ? live.period : game.period;
  const tick = useRefreshTick(status === 'live');
  const centre = useRemote(
    (signal) => fetchMatchCentre({ gameId: game.gameId, signal }),
    `centre:${game.gameId}:${status}:${score}:${period}:${tick}`,
  );
  const data = centre.data;
  const first = data?.first.nameEng ?? game.firstOpponent?.nameEng ?? '';
  const second = data?.second.nameEng ?? game.secondOpponent?.nameEng ?? '';
  return (
    <Section aria-labelledby="match-centre">
      <Heading level={2} size="md" id="match-centre">
        {t('centre.heading')}
      </Heading>
      {data === undefined ? (
        centre.status === 'error' ? (
          <ErrorState title={t('centre.error')} onRefresh={centre.reload} />
        ) : (
          <Stack gap={2} role="status" aria-busy="true" aria-label={t('centre.loading')}>
            <Skeleton $height={vars.size.control.lg} />
            <Skeleton $height={vars.size.control.lg} />
          </Stack>
        )
      ) : (
        <>
          {data.status !== 'line' && data.phase !== null ? (
            <>
              <Columns>
                <MatchTracker field={data.field} phase={data.phase} first={first} second={second} />
                <Stack gap={2}>
                  <Heading level={3} size="sm">
                    {t('centre.stats')}
                  </Heading>
                  <MatchStats stats={data.stats} first={first} second={second} />
                </Stack>
              </Columns>
              <Stack gap={2}>
                <Heading level={3} size="sm">
                  {t('centre.timeline')}
                </Heading>
                <MatchTimeline
                  incidents={data.incidents.map(incidentOf)}
                  first={first}
                  second={second}
                  timing={
                    data.field === 'pitch' ||
                    data.field === 'rink' ||
                    data.field === 'court' ||
                    data.field === 'oval'
                      ? 'clock'
                      : 'sets'
                  }
                  maps={data.field === 'map'}
                />
              </Stack>
            </>
          ) : null}
          <Stack gap={3}>
            <Heading level={3} size="sm">
              {t('centre.preMatch')}
            </Heading>
            <TeamForm team={data.first} />
            <TeamForm team={data.second} />
          </Stack>
          <Stack gap={2}>
            <Heading level={3} size="sm">
              {t('centre.meetings')}
            </Heading>
            {data.meetings.length === 0 ? (
              <Text size="sm" tone="muted">
                {t('centre.noMeetings')}
              </Text>
            ) : (
              <Meetings>
                {data.meetings.map((m) => (
                  <li key={m.gameId}>
                    {t('centre.meeting', {
                      date: formatPreferredDateTime(m.startAt, lng, prefs, { dateOnly: true }) ?? '',
                      first,
                      second,
                      score: `${m.score.first}:${m.score.second}`,
                    })}
                  </li>
                ))}
              </Meetings>
            )}
          </Stack>
        </>
      )}
    </Section>
  );
}

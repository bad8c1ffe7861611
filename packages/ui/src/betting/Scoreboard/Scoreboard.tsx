import { useUiTranslation } from '../../i18n';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { Badge } from '../../data/Badge';
import { LiveTimer } from '../LiveTimer';
import type { LiveState } from '../types';
import { Board, Centre, Periods, Score, Team } from './Scoreboard.styles';

export interface ScoreboardProps {
  /** Home team. */
  home: string;
  /** Away team. */
  away: string;
  /** The live state: score, clock, period and period scores. */
  live: LiveState;
  /** Time source for the clock (tests, stories). */
  now?: () => number;
}

/** The header of a live event: teams, score, live badge, running clock and the score of each period. */
export function Scoreboard({ home, away, live, now }: ScoreboardProps) {
  const { t } = useUiTranslation();
  const [h, a] = live.score;
  const periods = live.periodScores ?? [];
  return (
    <Board aria-label={t('betting.versus', { home, away })}>
      <Team $align="end">{home}</Team>
      <Centre>
        <Badge tone="danger">{t('betting.live')}</Badge>
        <Score>
          <VisuallyHidden>{t('betting.score', { home: h, away: a })}</VisuallyHidden>
          <span aria-hidden="true">
            {h}:{a}
          </span>
        </Score>
        <LiveTimer
          clockSec={live.clockSec}
          clockAt={live.clockAt}
          running={live.running ?? true}
          period={live.period}
          {...(now ? { now } : {})}
        />
      </Centre>
      <Team $align="start">{away}</Team>
      {periods.length > 0 && (
        <Periods>
          <thead>
            <tr>
              <td />
              {periods.map((_, i) => (
                <th key={i} scope="col">
                  <abbr title={t('betting.period', { n: i + 1 })}>{i + 1}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[home, away].map((team, row) => (
              <tr key={team}>
                <th scope="row">{team}</th>
                {periods.map((p, i) => (
                  <td key={i}>{p[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Periods>
      )}
    </Board>
  );
}

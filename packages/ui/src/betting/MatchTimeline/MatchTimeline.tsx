import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import type { MatchIncident } from '../types';
import { Item, List, Mark, Text, Time } from './MatchTimeline.styles';

export interface MatchTimelineProps {
  /** Oldest first, as the feed keeps them; shown newest first. */
  incidents: readonly MatchIncident[];
  /** The first side's name. */
  first: string;
  /** The second side's name. */
  second: string;
  /**
   * `clock`: each incident at its minute (football, hockey, basketball, cricket); `sets`: set sports, whose
   * incidents name their set (or map) instead.
   */
  timing: 'clock' | 'sets';
  /** Esports: sets are maps. */
  maps?: boolean;
  /** Show corners in the timeline (they are counted in the statistics either way). Default false. */
  corners?: boolean;
}

/**
 * A match's timeline, newest first: goals with the score after them, cards, penalties, periods, sets or maps
 * won, the start and the end. The first side's incidents sit at the start of the line, the second side's at its
 * end, and each item reads as one sentence for a screen reader.
 */
export function MatchTimeline({
  incidents,
  first,
  second,
  timing,
  maps = false,
  corners = false,
}: MatchTimelineProps) {
  const { t } = useUiTranslation();
  const shown = incidents.filter((i) => corners || i.type !== 'corner');
  if (shown.length === 0) return <Text $strong={false}>{t('betting.centre.noIncidents')}</Text>;
  // Each set (map) incident is numbered by how many were won up to it.
  const numbered = shown.map((incident, index) => ({
    incident,
    set: shown.slice(0, index + 1).filter((i) => i.type === 'set').length,
  }));
  return (
    <List aria-label={t('betting.centre.timeline')} reversed>
      {numbered.reverse().map(({ incident, set }, index) => {
        const team = incident.side === 0 ? first : incident.side === 1 ? second : '';
        const score = incident.score ? `${incident.score[0]}:${incident.score[1]}` : '';
        const time =
          timing === 'clock' && incident.type !== 'start'
            ? t('betting.centre.minute', {
                minute: Math.floor(incident.clockSec / 60) + (incident.type === 'finish' ? 0 : 1),
              })
            : '';
        const type = incident.type === 'set' && maps ? 'map' : incident.type;
        const text = t(`betting.centre.incident.${type}`, {
          team,
          score,
          n: type === 'period' ? incident.period : set,
        });
        return (
          <Item key={`${incident.type}-${incident.clockSec}-${index}`} $side={incident.side}>
            {time ? <Time aria-hidden="true">{time}</Time> : null}
            <Mark $type={incident.type} aria-hidden="true" />
            <Text $strong={incident.type === 'goal' || incident.type === 'set' || incident.type === 'red'}>
              {time ? <VisuallyHidden>{`${time} `}</VisuallyHidden> : null}
              {text}
            </Text>
          </Item>
        );
      })}
    </List>
  );
}

import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import type { MatchStat } from '../types';
import { Bar, Bars, Label, List, Row, Value } from './MatchStats.styles';

export interface MatchStatsProps {
  /** The statistics in the order to show them. */
  stats: readonly MatchStat[];
  /** The first side's name. */
  first: string;
  /** The second side's name. */
  second: string;
}

/**
 * A match's statistics side by side: each one's two values and a bar for each side in its colour, longest for
 * the side ahead. Each row reads as one sentence ("Corners: Arsenal 5, Chelsea 3"); the bars are decoration.
 */
export function MatchStats({ stats, first, second }: MatchStatsProps) {
  const { t } = useUiTranslation();
  return (
    <List aria-label={t('betting.centre.stats')}>
      {stats.map((stat) => {
        const percent = stat.key === 'possession';
        const total = stat.first + stat.second;
        const share = (n: number) => (total > 0 ? `${Math.round((100 * n) / total)}%` : '0%');
        const shown = (n: number) => (percent ? `${n}%` : String(n));
        const label = t(`betting.centre.stat.${stat.key}`);
        return (
          <Row key={stat.key}>
            <VisuallyHidden>
              {t('betting.centre.statLine', {
                stat: label,
                first,
                second,
                firstValue: shown(stat.first),
                secondValue: shown(stat.second),
              })}
            </VisuallyHidden>
            <Value $align="start" aria-hidden="true">
              {shown(stat.first)}
            </Value>
            <Label aria-hidden="true">{label}</Label>
            <Value $align="end" aria-hidden="true">
              {shown(stat.second)}
            </Value>
            <Bars aria-hidden="true">
              <Bar $side={0}>
                <span style={{ inlineSize: share(stat.first) }} />
              </Bar>
              <Bar $side={1}>
                <span style={{ inlineSize: share(stat.second) }} />
              </Bar>
            </Bars>
          </Row>
        );
      })}
    </List>
  );
}

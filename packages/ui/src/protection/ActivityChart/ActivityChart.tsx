import { parseDate } from '@internationalized/date';
import { useId } from 'react';
import { dateTimeFormat, formatMoney, useUiTranslation } from '../../i18n';
import { Text } from '../../typography/Text';
import {
  Axis,
  Bar,
  Baseline,
  Caption,
  Chart,
  Details,
  Figure,
  Legend,
  Swatch,
  Table,
} from './ActivityChart.styles';

/** One day of activity, amounts in minor units of `currency`. */
export interface ActivityDay {
  /** ISO date ("2026-11-23"). */
  date: string;
  /** Deposits of the day. */
  deposits: number;
  /** Stakes of the day (sports and casino). */
  stakes: number;
  /** Net position of the day (wins minus stakes; negative is a loss). */
  net: number;
}

export interface ActivityChartProps {
  /** The days in order, oldest first. */
  days: readonly ActivityDay[];
  /** Currency of every amount. */
  currency: string;
  /** Caption; defaults to "Activity by day". */
  title?: string;
}

const VIEW_HEIGHT = 100;
const GROUP = 10;
const BAR = 2.6;

const dayLabel = (iso: string, locale: string) =>
  dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    parseDate(iso).toDate('UTC'),
  );

/**
 * Deposits, stakes and net position per day as plain SVG bars with a data table (ADR 0019: three series of
 * at most ~90 bars need no chart library; the table is the accessible and exact view). The picture is one
 * image with a spoken summary of the totals; every figure is in the table under "Show the figures as a table".
 */
export function ActivityChart({ days, currency, title }: ActivityChartProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const captionId = useId();
  const money = (minor: number) => formatMoney(minor, currency, locale);

  if (days.length === 0) {
    return (
      <Figure aria-labelledby={captionId}>
        <Caption id={captionId}>{title ?? t('activity.title')}</Caption>
        <Text tone="muted">{t('activity.empty')}</Text>
      </Figure>
    );
  }

  const top = Math.max(1, ...days.flatMap((d) => [d.deposits, d.stakes, d.net]));
  const bottom = Math.max(0, ...days.map((d) => -d.net));
  const scale = VIEW_HEIGHT / (top + bottom);
  const zero = top * scale;
  const sum = (key: 'deposits' | 'stakes' | 'net') => days.reduce((acc, d) => acc + d[key], 0);
  const summary = t('activity.summary', {
    days: days.length,
    deposits: money(sum('deposits')),
    stakes: money(sum('stakes')),
    net: money(sum('net')),
  });

  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title ?? t('activity.title')}</Caption>
      <Chart
        viewBox={`0 0 ${days.length * GROUP} ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {days.map((d, i) => {
          const x = i * GROUP + (GROUP - 3 * BAR) / 2;
          const up = (value: number) => Math.max(0, value) * scale;
          const net = Math.abs(d.net) * scale;
          return (
            <g key={d.date}>
              <Bar $kind="deposits" x={x} y={zero - up(d.deposits)} width={BAR} height={up(d.deposits)} />
              <Bar $kind="stakes" x={x + BAR} y={zero - up(d.stakes)} width={BAR} height={up(d.stakes)} />
              <Bar
                $kind={d.net < 0 ? 'netDown' : 'netUp'}
                x={x + 2 * BAR}
                y={d.net < 0 ? zero : zero - net}
                width={BAR}
                height={net}
              />
            </g>
          );
        })}
        <Baseline x1={0} x2={days.length * GROUP} y1={zero} y2={zero} />
      </Chart>
      <Axis aria-hidden="true">
        <span>{dayLabel(days[0]!.date, locale)}</span>
        <span>{dayLabel(days[days.length - 1]!.date, locale)}</span>
      </Axis>
      <Legend>
        <li>
          <Swatch $kind="deposits" aria-hidden="true" />
          {t('activity.deposits')}
        </li>
        <li>
          <Swatch $kind="stakes" aria-hidden="true" />
          {t('activity.stakes')}
        </li>
        <li>
          <Swatch $kind="netUp" aria-hidden="true" />
          <Swatch $kind="netDown" aria-hidden="true" />
          {t('activity.net')}
        </li>
      </Legend>
      <Details>
        <summary>{t('activity.table')}</summary>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('activity.date')}</th>
              <th scope="col">{t('activity.deposits')}</th>
              <th scope="col">{t('activity.stakes')}</th>
              <th scope="col">{t('activity.net')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{dayLabel(d.date, locale)}</th>
                <td>{money(d.deposits)}</td>
                <td>{money(d.stakes)}</td>
                <td>{money(d.net)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Details>
    </Figure>
  );
}

/**
 * The toto's shared parts: a draw's heading figures (status, closing time, jackpot, pool), its matches with their
 * results, its prize categories and the rules. The server decides every figure; these only show them.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { TotoDraw, TotoOverview } from '@betline/contracts';
import { Badge, Inline, Stack, Table, Text, type BadgeTone, type TableColumn } from '@betline/ui';
import { useMoney } from '../player/money';
import { useDateTime } from '../lib/useDateTime';

type Draw = TotoDraw;
type DrawEvent = Draw['events'][number];
type Category = Draw['categories'][number];

const STATUS_TONE: Record<Draw['status'], BadgeTone> = {
  open: 'success',
  closed: 'warning',
  settled: 'neutral',
  cancelled: 'danger',
};

/** "Week 49, 2026" from the draw's ISO week ("2026-W49"). */
export function useWeekLabel(): (week: string) => string {
  const { t } = useTranslation('toto');
  return (week) => {
    const [year = '', number = ''] = week.split('-W');
    return t('week', { week: Number(number), year });
  };
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.layout.cardMinWidth}), 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    border-radius: ${vars.radius.lg};
  }

  dt {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** A draw's status, closing or settling time, and its jackpot, prize fund and coupons in the shown currency. */
export function DrawFigures({ draw }: { draw: Draw }) {
  const { t } = useTranslation('toto');
  const money = useMoney();
  const dateTime = useDateTime();
  const { pool } = draw;
  return (
    <Stack gap={3}>
      <Inline gap={3} align="center" wrap>
        <Badge tone={STATUS_TONE[draw.status]}>{t(`status.${draw.status}`)}</Badge>
        <Text tone="muted">
          {draw.settledAt !== null
            ? t('settledAt', { time: dateTime(draw.settledAt) })
            : t('closesAt', { time: dateTime(draw.closesAt) })}
        </Text>
      </Inline>
      <Figures>
        <div>
          <dt>{t('jackpot')}</dt>
          <dd>{money(pool.jackpot, pool.iso)}</dd>
          <Text as="span" size="sm" tone="muted">
            {t('guarantee', { amount: money(pool.guarantee, pool.iso) })}
          </Text>
        </div>
        <div>
          <dt>{t('prizeFund')}</dt>
          <dd>{money(pool.prizeFund, pool.iso)}</dd>
          <Text as="span" size="sm" tone="muted">
            {t('coupons', { count: pool.coupons })}
          </Text>
        </div>
      </Figures>
    </Stack>
  );
}

/** The outcome's words ("1", "X", "2", or "Void"). */
function resultText(event: DrawEvent, t: (key: 'matches.void' | 'matches.pending') => string): string {
  if (event.result === null) return t('matches.pending');
  if (event.result === 'void') return t('matches.void');
  return event.score === null ? event.result : `${event.result} (${event.score})`;
}

/** A draw's matches in order with kick-off and, once decided, the result and score. */
export function DrawMatches({ draw, caption }: { draw: Draw; caption: string }) {
  const { t } = useTranslation('toto');
  const dateTime = useDateTime();
  const columns: TableColumn<DrawEvent>[] = [
    { key: 'position', header: '#', cell: (e) => e.position },
    {
      key: 'match',
      header: t('matches.heading'),
      rowHeader: true,
      cell: (e) => (
        <Stack gap={1}>
          <Text weight="medium">{`${e.home} — ${e.away}`}</Text>
          <Text size="sm" tone="muted">
            {e.champNameEng}
          </Text>
        </Stack>
      ),
    },
    { key: 'kickoff', header: t('matches.kickoff'), cell: (e) => dateTime(e.startAt) },
    { key: 'result', header: t('matches.result'), cell: (e) => resultText(e, t) },
  ];
  return (
    <Table
      columns={columns}
      rows={draw.events}
      rowKey={(e) => String(e.gameId)}
      caption={caption}
      captionHidden
    />
  );
}

/** The prize categories: the share of each and, once settled, its fund and winners. */
export function DrawPrizes({ draw }: { draw: Draw }) {
  const { t } = useTranslation('toto');
  const money = useMoney();
  const iso = draw.pool.iso;
  const settled = draw.status === 'settled';
  const columns: TableColumn<Category>[] = [
    { key: 'correct', header: t('prizes.correct'), rowHeader: true, cell: (c) => c.correct },
    {
      key: 'share',
      header: t('prizes.share'),
      cell: (c) =>
        c.correct === draw.events.length
          ? t('prizes.jackpotShare', { share: c.share })
          : t('prizes.shareValue', { share: c.share }),
    },
    ...(settled
      ? ([
          { key: 'fund', header: t('prizes.fund'), cell: (c) => money(c.fund ?? 0, iso) },
          { key: 'variants', header: t('prizes.variants'), cell: (c) => c.variants ?? 0 },
          {
            key: 'perVariant',
            header: t('prizes.perVariant'),
            cell: (c) => money(c.perMinimumVariant ?? 0, iso),
          },
        ] satisfies TableColumn<Category>[])
      : []),
  ];
  return (
    <Table
      columns={columns}
      rows={draw.categories}
      rowKey={(c) => String(c.correct)}
      caption={t('prizes.heading')}
      captionHidden
    />
  );
}

/** The rules in the shown currency. */
export function TotoRules({ rules, guarantee }: { rules: TotoOverview['rules']; guarantee: number }) {
  const { t } = useTranslation('toto');
  const money = useMoney();
  const { iso } = rules;
  return (
    <Stack as="ul" gap={2}>
      <li>{t('rules.picks')}</li>
      <li>
        {t('rules.stake', {
          min: money(rules.minVariantStake, iso),
          maxVariants: rules.maxVariants,
          max: money(rules.maxStake, iso),
        })}
      </li>
      <li>{t('rules.pool', { houseShare: rules.houseShare })}</li>
      <li>{t('rules.jackpot', { guarantee: money(guarantee, iso) })}</li>
      <li>{t('rules.void', { maxVoid: rules.maxVoid })}</li>
      <li>{t('rules.close')}</li>
    </Stack>
  );
}

export { useDateTime };

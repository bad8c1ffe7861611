/**
 * The lotto's shared parts: drawn numbers as balls, the countdown to a draw (which asks for the result once the
 * draw is due), a lottery's prize table, and the provably fair check of a drawn draw. The server decides every
 * figure; these only show them, and the check recomputes a draw in the browser from its revealed seed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { LottoDraw, LottoLottery } from '@betline/contracts';
import type { LottoLotteryId } from '@betline/contracts/lotto';
import { seedMatchesHash } from '@betline/games/fair';
import { lotteryOf, lottoNumbers } from '@betline/games/lotto';
import { Button, formatNumber, Stack, Table, Text, type TableColumn } from '@betline/ui';
import { clockText, useCountdown } from '../lib/countdown';
import { useMoney } from '../player/money';
import { useDateTime } from '../lib/useDateTime';

const BallList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${vars.size.control.md};
    min-height: ${vars.size.control.md};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bgColor.surface};
    color: ${vars.fgColor.default};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }

  > li[data-hit] {
    border-color: ${vars.oddsButton.selected.borderColor};
    background-color: ${vars.oddsButton.selected.bgColor};
    color: ${vars.oddsButton.selected.fgColor};
  }
`;

/** Numbers as balls; those in `hits` are filled. Named as a whole ("Numbers drawn: 3, 7, 12"). */
export function Balls({
  numbers,
  hits,
  label,
}: {
  numbers: readonly number[];
  hits?: readonly number[];
  label: string;
}) {
  return (
    <BallList aria-label={label}>
      {numbers.map((n) => (
        <li key={n} data-hit={hits?.includes(n) || undefined}>
          {n}
        </li>
      ))}
    </BallList>
  );
}

/** A lottery's name in the page's language. */
export function useLotteryName(): (id: LottoLotteryId) => string {
  const { t } = useTranslation('lotto');
  return (id) => t(`lottery.${id}`);
}

/** A multiplier in thousandths as the page writes it ("×50,000"). */
export function useMultiplier(): (thousandths: number) => string {
  const { t, i18n } = useTranslation('lotto');
  return (thousandths) =>
    t('prizes.times', {
      multiplier: formatNumber(thousandths / 1000, i18n.language, thousandths % 1000 === 0 ? 0 : 1),
    });
}

/** "Draw in 4:05", "Drawing…", or the draw's time before the page is live. */
export function Countdown({ draw, onDue }: { draw: LottoDraw | null; onDue: () => void }) {
  const { t } = useTranslation('lotto');
  const dateTime = useDateTime();
  const left = useCountdown(draw?.drawAt, onDue);
  if (draw === null) return <Text tone="muted">{t('drawing')}</Text>;
  return (
    <Text weight="bold">
      {left === null
        ? t('nextDraw', { time: dateTime(draw.drawAt) })
        : left > 0
          ? t('countdown', { time: clockText(left) })
          : t('drawing')}
    </Text>
  );
}

type Prize = LottoLottery['prizes'][number];

/** What a ticket wins by matches: the multiplier and, given a stake, the amount. */
export function PrizeTable({ lottery, stake, iso }: { lottery: LottoLottery; stake?: number; iso: string }) {
  const { t } = useTranslation('lotto');
  const money = useMoney();
  const times = useMultiplier();
  const columns: TableColumn<Prize>[] = [
    {
      key: 'matches',
      header: t('prizes.matches'),
      cell: (p) => `${p.matches} / ${lottery.pick}`,
      rowHeader: true,
    },
    { key: 'multiplier', header: t('prizes.multiplier'), cell: (p) => times(p.multiplier), align: 'end' },
    ...(stake === undefined
      ? []
      : [
          {
            key: 'win',
            header: t('prizes.win'),
            cell: (p: Prize) => money(Math.round((stake * p.multiplier) / 1000), iso),
            align: 'end' as const,
          },
        ]),
  ];
  return (
    <Table
      columns={columns}
      rows={lottery.prizes}
      rowKey={(p) => String(p.matches)}
      caption={t('prizes.caption')}
    />
  );
}

/**
 * A draw's fairness: the seed hash (published before the draw) and, once drawn, the seed with a check that
 * recomputes the numbers here, in the browser, with the same code the server draws with.
 */
export function FairDetails({ draw }: { draw: LottoDraw }) {
  const { t } = useTranslation('lotto');
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const verify = () => {
    const seed = draw.serverSeed ?? '';
    const numbers = lottoNumbers(lotteryOf(draw.lotteryId), seed, draw.number);
    setVerdict(
      seedMatchesHash(seed, draw.seedHash) &&
        draw.numbers !== null &&
        numbers.length === draw.numbers.length &&
        numbers.every((n, i) => n === draw.numbers?.[i]),
    );
  };
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('fair.hash')}: <Code>{draw.seedHash}</Code>
      </Text>
      {draw.serverSeed === null ? (
        <Text size="sm" tone="muted">
          {t('fair.pending')}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {t('fair.seed')}: <Code>{draw.serverSeed}</Code>
          </Text>
          <div>
            <Button size="sm" variant="secondary" onClick={verify}>
              {t('fair.verify', { number: draw.number })}
            </Button>
          </div>
          {verdict !== null && (
            <Text size="sm" role="status" tone={verdict ? 'success' : 'danger'}>
              {verdict ? t('fair.verified') : t('fair.mismatch')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

const Code = styled.code`
  font-family: ${vars.fontFamily.mono};
  overflow-wrap: anywhere;
`;

export { useDateTime };

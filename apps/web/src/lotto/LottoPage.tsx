/**
 * The lotto (ROUTE-021, docs/adr/0051-lotto.md): `lotto` and `lotto/catalog` the lotteries with their next draw
 * and latest numbers, `lotto/view/{n}` one lottery with its ticket, prizes, the player's tickets and the draw's
 * fairness, `lotto/results/{n?}` past draws (of one lottery or all) with a check of each. Amounts are shown in the
 * currency the player stakes in (a guest: the site's).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { LottoLottery, LottoOverview, LottoTicket } from '@betline/contracts';
import {
  LOTTO_LOTTERIES,
  LOTTO_SECTIONS,
  lotteryOfUrlId,
  lottoUrlId,
  type LottoLotteryId,
  type LottoSection,
} from '@betline/contracts/lotto';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  formatNumber,
  formatPercent,
  Heading,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@betline/ui';
import { fetchLottoDraws, fetchLottoOverview, fetchLottoTickets } from '../api/lotto';
import { useQuery, type Query } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { usePageTitle } from '../pages/usePageTitle';
import { Section } from '../player/office/parts';
import { useMoney } from '../player/money';
import { usePage } from '../routes/handle';
import { Tab, TabsNav, useStakeCurrency } from '../games/parts';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { Balls, Countdown, FairDetails, useDateTime, useLotteryName } from './parts';
import { useLottoTexts } from './texts';
import { TicketForm } from './TicketForm';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${vars.size.layout.cardMinWidth}), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
    padding: ${vars.space[4]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    border-radius: ${vars.radius.lg};
    background-color: ${vars.bgColor.surface};
  }
`;

const PlayLink = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onEmphasis};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const PAGE = 10;

function useOverview(iso: string): Query<LottoOverview> {
  return useQuery(['lotto', 'overview', iso], (signal) => fetchLottoOverview(iso, signal), {
    handOver: true,
  });
}

/** Loading and failure of a part. */
function Pending({ status, reload }: { status: string; reload: () => void }) {
  const { t } = useTranslation('lotto');
  if (status === 'error') return <ErrorState title={t('error')} onRefresh={reload} />;
  return (
    <Text role="status" tone="muted">
      {t('loading')}
    </Text>
  );
}

/** A lottery's facts: how to play, how often, the top prize and the return to player. */
function LotteryFacts({ lottery }: { lottery: LottoLottery }) {
  const { t, i18n } = useTranslation('lotto');
  const top = Math.max(...lottery.prizes.map((p) => p.multiplier));
  const rtp = formatPercent(lottery.rtp, i18n.language, 2);
  return (
    <Stack gap={1}>
      <Text>{t('howTo', { pick: lottery.pick, of: lottery.of })}</Text>
      <Text tone="muted">{t('every', { count: lottery.everyMinutes })}</Text>
      <Text weight="medium">{t('topPrize', { multiplier: formatNumber(top / 1000, i18n.language) })}</Text>
      <Text size="sm" tone="muted">
        {t('rtp', { rtp })}
      </Text>
    </Stack>
  );
}

/** The latest drawn numbers of a lottery, or that none is drawn yet. */
function LastDraw({ lottery }: { lottery: LottoLottery }) {
  const { t } = useTranslation('lotto');
  const dateTime = useDateTime();
  const last = lottery.last;
  if (last?.numbers == null) return <Text tone="muted">{t('noDrawYet')}</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm" tone="muted">
        {t('lastDraw', { time: dateTime(last.drawAt) })}
      </Text>
      <Balls numbers={last.numbers} label={t('balls', { numbers: last.numbers.join(', ') })} />
    </Stack>
  );
}

/** `catalog`: every lottery as a card. */
function Catalog({ iso }: { iso: string }) {
  const { t } = useTranslation('lotto');
  const { lng } = usePage();
  const name = useLotteryName();
  const query = useOverview(iso);
  const data = query.data;
  if (data === undefined) return <Pending status={query.status} reload={query.reload} />;
  return (
    <Cards>
      {data.lotteries.map((lottery) => {
        const href = `/${lng}/lotto/view/${lottoUrlId(lottery.lotteryId)}`;
        return (
          <li key={lottery.lotteryId}>
            <Heading level={2} size="md">
              <RouterLink href={href}>{name(lottery.lotteryId)}</RouterLink>
            </Heading>
            <LotteryFacts lottery={lottery} />
            <Countdown draw={lottery.open} onDue={query.reload} />
            <LastDraw lottery={lottery} />
            <div>
              <PlayLink href={href}>{t('play', { name: name(lottery.lotteryId) })}</PlayLink>
            </div>
          </li>
        );
      })}
    </Cards>
  );
}

/** The player's tickets of one lottery, newest first. */
function MyTickets({ lotteryId }: { lotteryId: LottoLotteryId }) {
  const { t } = useTranslation('lotto');
  const money = useMoney();
  const dateTime = useDateTime();
  const query = useQuery(['lotto', 'tickets', lotteryId], (signal) =>
    fetchLottoTickets({ lottery: lotteryId, limit: PAGE }, signal),
  );
  const data = query.data;
  if (data === undefined) return <Pending status={query.status} reload={query.reload} />;
  if (data.tickets.length === 0) return <Text tone="muted">{t('mine.empty')}</Text>;
  const columns: TableColumn<LottoTicket>[] = [
    { key: 'draw', header: t('mine.draw'), cell: (row) => dateTime(row.drawAt), rowHeader: true },
    {
      key: 'numbers',
      header: t('mine.numbers'),
      cell: (row) => (
        <Balls
          numbers={row.numbers}
          hits={row.drawn ?? []}
          label={`${t('mine.numbers')}: ${row.numbers.join(', ')}`}
        />
      ),
    },
    {
      key: 'drawn',
      header: t('mine.drawn'),
      cell: (row) => (row.drawn === null ? '—' : row.drawn.join(', ')),
      hideOnMobile: true,
    },
    { key: 'stake', header: t('mine.stake'), cell: (row) => money(row.stake, row.iso), align: 'end' },
    {
      key: 'result',
      header: t('mine.result'),
      cell: (row) =>
        row.status === 'open' ? (
          <Badge tone="neutral">{t('mine.open')}</Badge>
        ) : (
          <Stack gap={1}>
            <div>
              <Badge tone={row.status === 'won' ? 'success' : 'neutral'}>
                {row.status === 'won'
                  ? t('mine.won', { amount: money(row.payout ?? 0, row.iso) })
                  : t('mine.lost')}
              </Badge>
            </div>
            <Text size="sm" tone="muted">
              {t('mine.matched', { count: row.matches ?? 0 })}
            </Text>
          </Stack>
        ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={data.tickets}
      rowKey={(row) => row.ticketId}
      caption={t('mine.heading')}
      captionHidden
    />
  );
}

/** `view/{n}`: one lottery, its ticket, prizes, the player's tickets and the open draw's fairness. */
function LotteryView({ lotteryId, iso }: { lotteryId: LottoLotteryId; iso: string }) {
  const { t } = useTranslation('lotto');
  const { lng } = usePage();
  const name = useLotteryName();
  const signedIn = isSignedIn(useSnapshot(useStores().user));
  const query = useOverview(iso);
  const data = query.data;
  if (data === undefined) return <Pending status={query.status} reload={query.reload} />;
  const lottery = data.lotteries.find((l) => l.lotteryId === lotteryId);
  if (lottery === undefined) return <EmptyState title={t('notFound')} />;
  return (
    <Stack gap={5}>
      <Stack gap={3}>
        <Heading level={2} size="lg">
          {name(lotteryId)}
        </Heading>
        <LotteryFacts lottery={lottery} />
        <Countdown draw={lottery.open} onDue={query.reload} />
        <LastDraw lottery={lottery} />
        <div>
          <RouterLink href={`/${lng}/lotto/results/${lottoUrlId(lotteryId)}`}>{t('allResults')}</RouterLink>
        </div>
      </Stack>
      {lottery.open !== null && (
        <Section title={t('form.heading')}>
          <TicketForm
            key={lottery.open.drawId}
            lottery={lottery}
            draw={lottery.open}
            stakes={data.stakes}
            iso={data.iso}
          />
        </Section>
      )}
      {signedIn && (
        <Section title={t('mine.heading')}>
          <MyTickets lotteryId={lotteryId} />
        </Section>
      )}
      <Section title={t('fair.heading')} description={t('fair.body')}>
        {lottery.open !== null && <FairDetails draw={lottery.open} />}
      </Section>
    </Stack>
  );
}

/** `results/{n?}`: drawn draws, newest first, of one lottery or all, each with its fairness check. */
function Results({ lotteryId }: { lotteryId: LottoLotteryId | undefined }) {
  const { t } = useTranslation('lotto');
  const { lng } = usePage();
  const name = useLotteryName();
  const dateTime = useDateTime();
  const [limit, setLimit] = useState(PAGE);
  // The last page stays while a longer one loads (useQuery keeps the previous key's data).
  const query = useQuery(['lotto', 'draws', lotteryId ?? 'all', limit], (signal) =>
    fetchLottoDraws({ lottery: lotteryId, limit }, signal),
  );
  const data = query.data;
  const filters: (LottoLotteryId | undefined)[] = [undefined, ...LOTTO_LOTTERIES];
  return (
    <Stack gap={4}>
      <TabsNav aria-label={t('results.filter')}>
        <ul>
          {filters.map((id) => (
            <li key={id ?? 'all'}>
              <Tab
                href={`/${lng}/lotto/results${id === undefined ? '' : `/${lottoUrlId(id)}`}`}
                aria-current={id === lotteryId ? 'page' : undefined}
              >
                {id === undefined ? t('results.all') : name(id)}
              </Tab>
            </li>
          ))}
        </ul>
      </TabsNav>
      {data === undefined ? (
        <Pending status={query.status} reload={query.reload} />
      ) : data.draws.length === 0 ? (
        <Text tone="muted">{t('results.empty')}</Text>
      ) : (
        <Stack gap={3}>
          <DrawList>
            {data.draws.map((draw) => (
              <DrawCard key={draw.drawId}>
                <Heading level={3} size="sm">
                  {`${name(draw.lotteryId)} · ${dateTime(draw.drawAt)}`}
                </Heading>
                <Balls
                  numbers={draw.numbers ?? []}
                  label={t('balls', { numbers: (draw.numbers ?? []).join(', ') })}
                />
                <Text size="sm" tone="muted">
                  {t('tickets', { count: draw.tickets })}
                </Text>
                <FairDetails draw={draw} />
              </DrawCard>
            ))}
          </DrawList>
          {data.total > data.draws.length && (
            <div>
              <Button
                variant="secondary"
                loading={query.status === 'loading'}
                onClick={() => setLimit(limit + PAGE)}
              >
                {t('results.more')}
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const DrawList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
`;

export function LottoPage() {
  useLottoTexts();
  const { t } = useTranslation('lotto');
  const { title } = usePageTitle('lotto');
  const { lng, params } = usePage();
  const iso = useStakeCurrency();
  const section: LottoSection = LOTTO_SECTIONS.find((s) => s === params.sectionName) ?? 'catalog';
  const lotteryId = lotteryOfUrlId(params.lottoId);
  const unknown = params.lottoId !== undefined && lotteryId === undefined;
  const tabs = ['catalog', 'results'] as const;
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('intro')}</Text>
      </Stack>
      <TabsNav aria-label={t('tabs.label')}>
        <ul>
          {tabs.map((each) => (
            <li key={each}>
              <Tab
                href={`/${lng}/lotto/${each}`}
                aria-current={
                  each === section || (each === 'catalog' && section === 'view') ? 'page' : undefined
                }
              >
                {t(`tabs.${each}`)}
              </Tab>
            </li>
          ))}
        </ul>
      </TabsNav>
      {unknown || (section === 'view' && lotteryId === undefined) ? (
        <EmptyState title={t('notFound')}>
          <RouterLink href={`/${lng}/lotto/catalog`}>{t('tabs.catalog')}</RouterLink>
        </EmptyState>
      ) : section === 'view' && lotteryId !== undefined ? (
        <LotteryView lotteryId={lotteryId} iso={iso} />
      ) : section === 'results' ? (
        <Results lotteryId={lotteryId} />
      ) : (
        <Catalog iso={iso} />
      )}
    </Stack>
  );
}

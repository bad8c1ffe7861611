/**
 * A kind of virtual race (docs/adr/0052-races.md): its next race with the runners, their chances and win and place
 * prices, a bet on one of them, the countdown to the start (which asks for the result once the race has run), the latest
 * race's replay and finishing order with its fairness check, recent results and the player's bets. The server
 * decides every figure; the page only shows them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { Race, RaceBet, RaceOverview } from '@betline/contracts';
import type { RaceKindId } from '@betline/contracts/race';
import { seedMatchesHash } from '@betline/games/fair';
import { raceOrder } from '@betline/games/race';
import {
  Badge,
  Button,
  ErrorState,
  formatNumber,
  formatPercent,
  SegmentedControl,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@betline/ui';
import { fetchRaceBets, fetchRaceOverview, placeRaceBet } from '../api/races';
import { refusalWords } from '../api/stakeRefusal';
import { newIdempotencyKey } from '../api/wallet';
import { useMutation, useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { clockText, useCountdown } from '../lib/countdown';
import { useDateTime } from '../lotto/parts';
import { useMoney } from '../player/money';
import { Section } from '../player/office/parts';
import {
  ChoiceButton,
  PlayMessageLine,
  SignInToPlay,
  useStakeCurrency,
  WrappingChoices,
} from '../games/parts';
import { accountOf, loadBalance } from '../stores/account';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { RaceTrack } from './RaceTrack';

/** A runner's price: a choice as wide as two controls. */
const PriceChoice = styled(ChoiceButton)`
  min-width: calc(2 * ${vars.size.control.md});
  min-height: ${vars.size.control.md};
`;

const Finish = styled.ol`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

const Code = styled.code`
  font-family: ${vars.fontFamily.mono};
  overflow-wrap: anywhere;
`;

/** A price in hundredths as a decimal price ("3.60"). */
function usePrice(): (hundredths: number) => string {
  const { i18n } = useTranslation();
  return (hundredths) => formatNumber(hundredths / 100, i18n.language, 2);
}

type Runner = Race['runners'][number];
type Market = RaceBet['market'];

/** The next race: its runners with chances and win and place prices, and the bet on the price chosen. */
function NextRace({ race, overview }: { race: Race; overview: RaceOverview }) {
  const { t } = useTranslation('races');
  const money = useMoney();
  const price = usePrice();
  const { i18n } = useTranslation();
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.user));
  const { iso, stakes } = overview;
  const [pick, setPick] = useState<{ runner: number; market: Market } | null>(null);
  const [stake, setStake] = useState<number>(stakes[0] ?? 0);
  // The bet's id is its idempotency key: kept until the server has answered, renewed for the next bet.
  const [betId, setBetId] = useState(newIdempotencyKey);
  const [message, setMessage] = useState<{ text: string; tone: 'danger' | 'default' }>();
  const chosen = pick === null ? undefined : race.runners[pick.runner];
  const market = pick?.market ?? 'win';
  const chosenPrice = chosen === undefined ? undefined : market === 'win' ? chosen.price : chosen.placePrice;

  const place = useMutation(
    () => placeRaceBet({ betId, raceId: race.raceId, runner: pick?.runner ?? 0, market, stake }),
    {
      invalidates: [['races']],
      onSuccess: (result) => {
        if (result.kind !== 'placed') {
          setMessage({
            text: refusalWords(
              result,
              (key, values) => t(`refusals.${key}`, values ?? {}),
              (minor) => money(minor, iso),
              'race_',
            ),
            tone: 'danger',
          });
          if (result.kind === 'refused') setBetId(newIdempotencyKey());
          return;
        }
        setMessage({
          text: t(result.bet.market === 'win' ? 'placed' : 'placedPlace', {
            name: result.bet.runnerName,
            price: price(result.bet.price),
          }),
          tone: 'default',
        });
        setPick(null);
        setBetId(newIdempotencyKey());
        void loadBalance(accountOf(stores));
      },
    },
  );

  /** A runner's price in a market as a toggle: pressed while it is the bet's choice. */
  const priceChoice = (r: Runner & { index: number }, m: Market) => {
    const hundredths = m === 'win' ? r.price : r.placePrice;
    if (hundredths === null) return <Text tone="muted">{t('noPlace')}</Text>;
    const pressed = pick?.runner === r.index && pick.market === m;
    return (
      <PriceChoice
        type="button"
        aria-pressed={pressed}
        aria-label={t(m === 'win' ? 'back' : 'backPlace', { name: r.name, price: price(hundredths) })}
        onClick={() => {
          setMessage(undefined);
          setPick(pressed ? null : { runner: r.index, market: m });
        }}
      >
        {price(hundredths)}
      </PriceChoice>
    );
  };

  const columns: TableColumn<Runner & { index: number }>[] = [
    { key: 'number', header: '#', cell: (r) => r.index + 1 },
    { key: 'name', header: t('runner'), cell: (r) => r.name, rowHeader: true },
    {
      key: 'chance',
      header: t('chance'),
      cell: (r) => formatPercent(r.chance, i18n.language, 1),
      align: 'end',
      hideOnMobile: true,
    },
    { key: 'win', header: t('win'), align: 'end', cell: (r) => priceChoice(r, 'win') },
    {
      key: 'place',
      header: t('placeHeader', { count: race.places }),
      align: 'end',
      cell: (r) => priceChoice(r, 'place'),
    },
  ];
  return (
    <Stack gap={4}>
      <Table
        columns={columns}
        rows={race.runners.map((r, index) => ({ ...r, index }))}
        rowKey={(r) => String(r.index)}
        caption={t('runners')}
      />
      <Stack gap={2}>
        <Text weight="medium" aria-hidden="true">
          {t('stake')}
        </Text>
        <WrappingChoices>
          <SegmentedControl
            aria-label={t('stake')}
            options={stakes.map((s) => ({ value: String(s), label: money(s, iso) }))}
            value={String(stake)}
            onChange={(value) => setStake(Number(value))}
          />
        </WrappingChoices>
      </Stack>
      <Text aria-live="polite">
        {chosen === undefined || chosenPrice == null
          ? t('pick')
          : t(market === 'win' ? 'returns' : 'returnsPlace', {
              amount: money(Math.floor((stake * chosenPrice) / 100), iso),
              name: chosen.name,
              count: race.places,
            })}
      </Text>
      {signedIn ? (
        <div>
          <Button loading={place.pending} disabled={chosen === undefined} onClick={() => void place.run()}>
            {t(market === 'win' ? 'place' : 'placeBet', {
              amount: money(stake, iso),
              name: chosen?.name ?? '…',
            })}
          </Button>
        </div>
      ) : (
        <SignInToPlay>{t('signIn')}</SignInToPlay>
      )}
      <PlayMessageLine message={message} />
    </Stack>
  );
}

/** A run race: the replay, the finishing order in words, and the check of its seed. */
export function RunRace({ race }: { race: Race }) {
  const { t } = useTranslation('races');
  const [replays, setReplays] = useState(0);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const order = race.order ?? [];
  const names = order.map((i) => race.runners[i]?.name ?? '');
  const verify = () => {
    const seed = race.serverSeed ?? '';
    const again = raceOrder(
      race.kind,
      seed,
      race.number,
      race.runners.map((r) => r.weight),
    );
    setVerdict(seedMatchesHash(seed, race.seedHash) && again.every((i, k) => i === order[k]));
  };
  return (
    <Stack gap={3}>
      <RaceTrack order={order} runners={race.runners.length} replayKey={replays} />
      <div>
        <Button size="sm" variant="secondary" onClick={() => setReplays(replays + 1)}>
          {t('replay')}
        </Button>
      </div>
      <Text weight="bold">{t('winner', { name: names[0] ?? '' })}</Text>
      <Finish aria-label={t('finish', { names: names.join(', ') })}>
        {order.map((i) => (
          <li key={i}>{`${race.runners[i]?.name ?? ''} (${i + 1})`}</li>
        ))}
      </Finish>
      <Text size="sm">
        {t('fair.hash')}: <Code>{race.seedHash}</Code>
      </Text>
      <Text size="sm">
        {t('fair.seed')}: <Code>{race.serverSeed}</Code>
      </Text>
      <div>
        <Button size="sm" variant="secondary" onClick={verify}>
          {t('fair.verify', { number: race.number })}
        </Button>
      </div>
      {verdict !== null && (
        <Text size="sm" role="status" tone={verdict ? 'success' : 'danger'}>
          {verdict ? t('fair.verified') : t('fair.mismatch')}
        </Text>
      )}
    </Stack>
  );
}

/** "Starts in 2:05", "Under starter's orders…", or nothing before the page is live. */
function StartCountdown({ startAt, onDue }: { startAt: string | undefined; onDue: () => void }) {
  const { t } = useTranslation('races');
  const left = useCountdown(startAt, onDue);
  if (startAt === undefined || left === null) return null;
  return <Text weight="bold">{left > 0 ? t('countdown', { time: clockText(left) }) : t('starting')}</Text>;
}

/** The player's bets on a kind of race, newest first. */
function MyBets({ kind }: { kind: RaceKindId }) {
  const { t } = useTranslation('races');
  const money = useMoney();
  const price = usePrice();
  const dateTime = useDateTime();
  const query = useQuery(['races', 'bets', kind], (signal) => fetchRaceBets({ kind, limit: 10 }, signal));
  const data = query.data;
  if (data === undefined) return null;
  if (data.bets.length === 0) return <Text tone="muted">{t('mine.empty')}</Text>;
  const columns: TableColumn<RaceBet>[] = [
    { key: 'race', header: t('mine.race'), cell: (b) => dateTime(b.startAt), rowHeader: true },
    {
      key: 'runner',
      header: t('mine.runner'),
      cell: (b) =>
        t(b.market === 'win' ? 'mine.toWin' : 'mine.toPlace', { name: b.runnerName, price: price(b.price) }),
    },
    { key: 'stake', header: t('mine.stake'), cell: (b) => money(b.stake, b.iso), align: 'end' },
    {
      key: 'result',
      header: t('mine.result'),
      cell: (b) =>
        b.status === 'open' ? (
          <Badge tone="neutral">{t('mine.open')}</Badge>
        ) : b.status === 'won' ? (
          <Badge tone="success">{t('mine.won', { amount: money(b.payout ?? 0, b.iso) })}</Badge>
        ) : (
          <Badge tone="neutral">{t('mine.lost', { place: b.place ?? 0 })}</Badge>
        ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={data.bets}
      rowKey={(b) => b.betId}
      caption={t('mine.heading')}
      captionHidden
    />
  );
}

/** One kind of race: the next race and its bet, the latest race, recent results, the player's bets, fairness. */
export function RaceBoard({
  kind,
  raceHref,
}: {
  kind: RaceKindId;
  /** A run race's own page, where the kind has one (the marble races). */
  raceHref?: (race: Race) => string;
}) {
  const { t } = useTranslation('races');
  const iso = useStakeCurrency();
  const dateTime = useDateTime();
  const signedIn = isSignedIn(useSnapshot(useStores().user));
  const query = useQuery(['races', 'overview', kind, iso], (signal) => fetchRaceOverview(kind, iso, signal), {
    handOver: true,
  });
  const data = query.data;
  if (data === undefined) {
    if (query.status === 'error') return <ErrorState title={t('error')} onRefresh={query.reload} />;
    return (
      <Text role="status" tone="muted">
        {t('loading')}
      </Text>
    );
  }
  const next = data.next[0] ?? null;
  const [last, ...recent] = data.last;
  const kindName = t(`kinds.${kind}`);
  return (
    <Stack gap={5}>
      <Section
        title={next === null ? t('noRace') : t('race', { kind: kindName, time: dateTime(next.startAt) })}
        description={t('every', { count: data.everyMinutes })}
      >
        <Stack gap={3}>
          <StartCountdown startAt={next?.startAt} onDue={query.reload} />
          {next !== null && <NextRace key={next.raceId} race={next} overview={data} />}
        </Stack>
      </Section>
      {last !== undefined && (
        <Section title={t('last')}>
          <RunRace key={last.raceId} race={last} />
        </Section>
      )}
      {recent.length > 0 && (
        <Section title={t('recent')}>
          <Stack as="ul" gap={2}>
            {recent.map((race) => (
              <li key={race.raceId}>
                <Text>
                  {raceHref ? (
                    <RouterLink href={raceHref(race)}>{dateTime(race.startAt)}</RouterLink>
                  ) : (
                    dateTime(race.startAt)
                  )}
                  {`: ${(race.order ?? [])
                    .slice(0, 3)
                    .map((i) => race.runners[i]?.name ?? '')
                    .join(', ')}`}
                </Text>
              </li>
            ))}
          </Stack>
        </Section>
      )}
      {signedIn && (
        <Section title={t('mine.heading')}>
          <MyBets kind={kind} />
        </Section>
      )}
      <Section title={t('fair.heading')} description={t('fair.body')}>
        {next !== null && (
          <Text size="sm">
            {t('fair.hash')}: <Code>{next.seedHash}</Code>
          </Text>
        )}
      </Section>
    </Stack>
  );
}

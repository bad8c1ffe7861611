/**
 * Bets on your terms (docs/adr/0053-bets-on-your-terms.md): `betsonyour` the matches open for them and how they
 * work, `betsonyour/{sport}/{champ}/{game}` a match's markets to pick two to six outcomes from, the price of the
 * picks together (the server's, from the match's distribution of final scores) or why they clash, the stake and the
 * bet, and the player's bets. The server decides every price and result; the page only shows them.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import { BUILDER_PARTS } from '@betline/contracts/builder';
import type { BuilderBet, BuilderQuote } from '@betline/contracts';
import { defaultStakeLimits, formatMinor, initialAmount, parseAmount } from '@betline/core';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Field,
  formatNumber,
  Heading,
  Inline,
  Input,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@betline/ui';
import {
  fetchBuilderBets,
  fetchBuilderGame,
  fetchBuilderGames,
  fetchBuilderQuote,
  placeBuilderBet,
} from '../api/builder';
import type { SportsGame } from '../api/types';
import { refusalWords } from '../api/stakeRefusal';
import { newIdempotencyKey } from '../api/wallet';
import { ChoiceButton, PlayMessageLine, SignInToPlay, useStakeCurrency } from '../games/parts';
import { useMutation, useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { useDateTime } from '../lib/useDateTime';
import { usePageTitle } from '../pages/usePageTitle';
import { useMoney } from '../player/money';
import { Section } from '../player/office/parts';
import { usePage } from '../routes/handle';
import { accountOf, loadBalance } from '../stores/account';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { builderGamePath, combinableMarkets, isBuildable, outcomesById, togglePick } from './model';
import { useFeedNames } from './names';
import { useBuilderTexts } from './texts';

/** A live match's prices move with its score: its markets are asked again this often. */
const LIVE_REFRESH_MS = 10_000;

const Outcomes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** An outcome with its price, as a toggle: its name above, its price below. */
const Pick = styled(ChoiceButton)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]} ${vars.space[3]};
  font-weight: ${vars.fontWeight.medium};

  &:disabled {
    background-color: ${vars.oddsButton.bgColor.disabled};
    color: ${vars.oddsButton.fgColor.disabled};
    cursor: not-allowed;
  }
`;

/** The stake field: as wide as a card, not the whole column. */
const StakeBox = styled.div`
  max-width: ${vars.size.layout.cardMinWidth};
`;

const Price = styled.span`
  font-weight: ${vars.fontWeight.bold};
`;

const Picked = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A price in thousandths as a decimal price ("2.45"). */
function usePrice(): (thousandths: number) => string {
  const { i18n } = useTranslation();
  return (thousandths) => formatNumber(thousandths / 1000, i18n.language, 2);
}

/** A match in a list: its sides, when (or the score while live), and the way to build a bet on it. */
function GameItem({ game }: { game: SportsGame }) {
  const { t } = useTranslation('builder');
  const { lng } = usePage();
  const names = useFeedNames();
  const dateTime = useDateTime();
  const name = `${game.firstOpponent?.nameEng ?? ''} – ${game.secondOpponent?.nameEng ?? ''}`;
  return (
    <li>
      <Stack gap={1}>
        <RouterLink href={builderGamePath(lng, game)}>{t('build', { game: name })}</RouterLink>
        <Text size="sm" tone="muted">
          {`${names.sport(game.sportNameEng)} · ${game.champNameEng} · ${
            game.isLive ? game.scoreFormatted : t('startsAt', { time: dateTime(game.startAt) })
          }`}
        </Text>
      </Stack>
    </li>
  );
}

function GameList({ section }: { section: 'live' | 'line' }) {
  const { t } = useTranslation('builder');
  const query = useQuery(['builder', 'games', section], (signal) => fetchBuilderGames(section, signal), {
    handOver: true,
  });
  const games = (query.data?.games ?? []).filter(isBuildable);
  if (query.data === undefined) {
    if (query.status === 'error') return <ErrorState title={t('error')} onRefresh={query.reload} />;
    return (
      <Text role="status" tone="muted">
        {t('loading')}
      </Text>
    );
  }
  if (games.length === 0) return <Text tone="muted">{t('none')}</Text>;
  return (
    <Stack as="ul" gap={3}>
      {games.map((game) => (
        <GameItem key={game.gameId} game={game} />
      ))}
    </Stack>
  );
}

/** `betsonyour`: the matches open for bets on your terms, live and upcoming, and how such a bet works. */
export function BetsOnYourTermsPage() {
  useBuilderTexts();
  const { t } = useTranslation('builder');
  const { title } = usePageTitle();
  const signedIn = isSignedIn(useSnapshot(useStores().user));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('intro')}</Text>
      </Stack>
      <Section title={t('how.heading')}>
        <Stack as="ul" gap={2}>
          <li>
            <Text>{t('how.together')}</Text>
          </li>
          <li>
            <Text>{t('how.clash')}</Text>
          </li>
          <li>
            <Text>{t('how.settle')}</Text>
          </li>
        </Stack>
      </Section>
      <Section title={t('live')}>
        <GameList section="live" />
      </Section>
      <Section title={t('upcoming')}>
        <GameList section="line" />
      </Section>
      {signedIn && (
        <Section title={t('mine.heading')}>
          <MyBets />
        </Section>
      )}
    </Stack>
  );
}

/** Why the picks cannot combine, in the player's words, naming the two picks it is about. */
function useClashWords(): (
  quote: Extract<BuilderQuote, { ok: false }>,
  nameOf: (id: number) => string,
) => string {
  const { t } = useTranslation('builder');
  return (quote, nameOf) => {
    const [first, second] = quote.pair ?? [];
    return t(`clash.${quote.code}`, {
      first: first === undefined ? '' : nameOf(first),
      second: second === undefined ? '' : nameOf(second),
    });
  };
}

/** The picks, their price together (or why they clash), the stake and the bet. */
function BetPanel({
  game,
  picks,
  setPicks,
  nameOf,
}: {
  game: SportsGame;
  picks: number[];
  setPicks: (picks: number[]) => void;
  nameOf: (id: number) => string;
}) {
  const { t } = useTranslation('builder');
  const clashWords = useClashWords();
  const money = useMoney();
  const price = usePrice();
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.user));
  const iso = useStakeCurrency();
  const limits = defaultStakeLimits(iso);
  const [stakeText, setStakeText] = useState(() => formatMinor(initialAmount(iso), iso));
  const parsed = parseAmount(stakeText, iso);
  const stake = parsed.ok && parsed.minor >= limits.min && parsed.minor <= limits.max ? parsed.minor : null;
  // The bet's id is its idempotency key: kept until the server has answered, renewed for the next bet.
  const [betId, setBetId] = useState(newIdempotencyKey);
  const [message, setMessage] = useState<{ text: string; tone: 'danger' | 'default' }>();
  const enough = picks.length >= BUILDER_PARTS.min;
  const quote = useQuery(
    // A live match is priced again when its score moves (the page asks for the match every few seconds).
    ['builder', 'quote', game.gameId, game.scoreFormatted, ...picks],
    (signal) => fetchBuilderQuote({ gameId: game.gameId, outcomeIds: picks }, signal),
    { enabled: enough },
  );
  const current = enough && quote.status === 'ready' ? quote.data : undefined;
  const priced = current?.ok === true ? current : undefined;

  const place = useMutation(
    () =>
      placeBuilderBet({
        betId,
        gameId: game.gameId,
        outcomeIds: picks,
        stake: stake ?? 0,
        coef: priced?.coef ?? 0,
      }),
    {
      invalidates: [['builder', 'bets']],
      onSuccess: (result) => {
        if (result.kind === 'placed') {
          setMessage({ text: t('slip.placed', { price: price(result.bet.coef) }), tone: 'default' });
          setPicks([]);
          setBetId(newIdempotencyKey());
          void loadBalance(accountOf(stores));
          return;
        }
        if (result.kind === 'priceChanged') {
          setMessage({ text: t('slip.priceChanged', { price: price(result.coef) }), tone: 'danger' });
          quote.reload();
          return;
        }
        setMessage({
          text: refusalWords(
            result,
            (key, values) => t(`refusals.${key}`, values ?? {}),
            (minor) => money(minor, iso),
            'builder_',
          ),
          tone: 'danger',
        });
        if (result.kind === 'refused') setBetId(newIdempotencyKey());
      },
    },
  );

  let status;
  if (picks.length === 0) status = <Text tone="muted">{t('slip.empty')}</Text>;
  else if (!enough) status = <Text tone="muted">{t('slip.one')}</Text>;
  else if (current === undefined)
    status =
      quote.status === 'error' ? (
        <Text tone="danger">{t('clash.generic')}</Text>
      ) : (
        <Text tone="muted">{t('slip.pricing')}</Text>
      );
  else if (!current.ok)
    status = (
      <Text tone="danger" weight="medium">
        {clashWords(current, nameOf)}
      </Text>
    );
  else
    status = (
      <Stack gap={1}>
        <Text weight="bold">{t('slip.price', { price: price(current.coef) })}</Text>
        <Text size="sm" tone="muted">
          {t('slip.apart', { price: price(current.independentCoef) })}
        </Text>
      </Stack>
    );

  return (
    <Section title={t('slip.heading')}>
      <Stack gap={3}>
        {picks.length > 0 && (
          <Picked>
            {picks.map((id) => (
              <li key={id}>
                <Inline gap={2}>
                  <Text>{nameOf(id)}</Text>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('slip.remove', { outcome: nameOf(id) })}
                    onClick={() => {
                      setMessage(undefined);
                      setPicks(picks.filter((p) => p !== id));
                    }}
                  >
                    ×
                  </Button>
                </Inline>
              </li>
            ))}
          </Picked>
        )}
        <div aria-live="polite">{status}</div>
        {picks.length > 0 && (
          <div>
            <Button size="sm" variant="secondary" onClick={() => setPicks([])}>
              {t('slip.clear')}
            </Button>
          </div>
        )}
        <StakeBox>
          <Field
            label={t('slip.stake')}
            error={
              stake === null
                ? t('slip.stakeRange', { min: money(limits.min, iso), max: money(limits.max, iso) })
                : undefined
            }
          >
            <Input
              inputMode="decimal"
              value={stakeText}
              onChange={(event) => setStakeText(event.target.value)}
            />
          </Field>
        </StakeBox>
        {priced !== undefined && stake !== null && (
          <Text>{t('slip.returns', { amount: money(Math.floor((stake * priced.coef) / 1000), iso) })}</Text>
        )}
        {signedIn ? (
          <div>
            <Button
              loading={place.pending}
              disabled={priced === undefined || stake === null}
              onClick={() => void place.run()}
            >
              {t('slip.place', { amount: money(stake ?? 0, iso), price: priced ? price(priced.coef) : '…' })}
            </Button>
          </div>
        ) : (
          <SignInToPlay>{t('slip.signIn')}</SignInToPlay>
        )}
        <PlayMessageLine message={message} />
      </Stack>
    </Section>
  );
}

/** `betsonyour/{sport}/{champ}/{game}`: a match's markets to pick from, and the bet on the picks together. */
export function BuilderGamePage() {
  useBuilderTexts();
  const { t } = useTranslation('builder');
  const { lng, params } = usePage();
  const names = useFeedNames();
  const price = usePrice();
  const dateTime = useDateTime();
  const gameId = Number(params.game);
  const query = useQuery(['builder', 'game', gameId], (signal) => fetchBuilderGame(gameId, signal), {
    handOver: true,
  });
  const [picks, setPicks] = useState<number[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const game = query.data;
  const live = game?.isLive === true;
  const { reload } = query;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, reload]);
  const back = <RouterLink href={`/${lng}/betsonyour`}>{t('allGames')}</RouterLink>;

  if (game === undefined || !isBuildable(game)) {
    const missing = game !== undefined || query.status === 'error';
    return (
      <Stack gap={5}>
        {missing ? (
          <EmptyState title={t('notFound')}>{back}</EmptyState>
        ) : (
          <Text role="status" tone="muted">
            {t('loading')}
          </Text>
        )}
        {/* A match that is over still shows the player's bets, with their results. */}
        {missing && <MyBetsSection />}
      </Stack>
    );
  }
  const teams = { home: game.firstOpponent?.nameEng ?? '', away: game.secondOpponent?.nameEng ?? '' };
  const sides = `${teams.home} – ${teams.away}`;
  const byId = outcomesById(game);
  const nameOf = (id: number): string => {
    const found = byId.get(id);
    return found === undefined
      ? String(id)
      : `${names.outcome(found.outcome.nameEng, teams)} (${names.market(found.market.nameEng)})`;
  };
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xl">
          {t('build', { game: sides })}
        </Heading>
        <Text tone="muted">
          {`${names.sport(game.sportNameEng)} · ${game.champNameEng} · ${
            game.isLive ? game.scoreFormatted : t('startsAt', { time: dateTime(game.startAt) })
          }`}
        </Text>
        <div>{back}</div>
      </Stack>
      <BetPanel
        game={game}
        picks={picks}
        setPicks={(next) => {
          setTooMany(false);
          setPicks(next);
        }}
        nameOf={nameOf}
      />
      <Section title={t('markets')}>
        <Stack gap={4}>
          {tooMany && (
            <Text role="alert" tone="danger">
              {t('slip.max', { count: BUILDER_PARTS.max })}
            </Text>
          )}
          {combinableMarkets(game).map((market, index) => (
            <Stack key={`${market.groupId}:${market.param ?? ''}:${index}`} gap={2}>
              <Heading level={3} size="sm">
                {names.market(market.nameEng)}
              </Heading>
              <Outcomes>
                {market.outcomes.map((outcome) => {
                  const pressed = picks.includes(outcome.id);
                  const coef = outcome.coefThousandths;
                  const name = names.outcome(outcome.nameEng, teams);
                  return (
                    <Pick
                      key={outcome.id}
                      type="button"
                      aria-pressed={pressed}
                      disabled={coef === null && !pressed}
                      aria-label={t('pickLabel', {
                        outcome: name,
                        market: names.market(market.nameEng),
                        price: coef === null ? '—' : price(coef),
                      })}
                      onClick={() => {
                        if (!pressed && picks.length >= BUILDER_PARTS.max) {
                          setTooMany(true);
                          return;
                        }
                        setTooMany(false);
                        setPicks(togglePick(picks, outcome.id));
                      }}
                    >
                      <span>{name}</span>
                      <Price>{coef === null ? '—' : price(coef)}</Price>
                    </Pick>
                  );
                })}
              </Outcomes>
            </Stack>
          ))}
        </Stack>
      </Section>
      <MyBetsSection />
    </Stack>
  );
}

function MyBetsSection() {
  const { t } = useTranslation('builder');
  const signedIn = isSignedIn(useSnapshot(useStores().user));
  if (!signedIn) return null;
  return (
    <Section title={t('mine.heading')}>
      <MyBets />
    </Section>
  );
}

/** The sides of a bet's match, from the feed's name of it ("Home - Away"), so that "1" and "2" read as teams. */
function sidesOf(bet: BuilderBet): { home: string; away: string } | undefined {
  const [home, away, ...more] = bet.gameNameEng.split(' - ');
  return home && away && more.length === 0 ? { home, away } : undefined;
}

/** The player's bets on their terms, newest first. */
function MyBets() {
  const { t } = useTranslation('builder');
  const money = useMoney();
  const price = usePrice();
  const names = useFeedNames();
  const query = useQuery(['builder', 'bets'], (signal) => fetchBuilderBets({ limit: 10 }, signal));
  const data = query.data;
  if (data === undefined) return null;
  if (data.bets.length === 0) return <Text tone="muted">{t('mine.empty')}</Text>;
  const columns: TableColumn<BuilderBet>[] = [
    {
      key: 'game',
      header: t('mine.game'),
      rowHeader: true,
      cell: (b) => b.gameNameEng,
    },
    {
      key: 'picks',
      header: t('mine.picks'),
      cell: (b) =>
        b.parts
          .map((p) => `${names.market(p.marketNameEng)}: ${names.outcome(p.nameEng, sidesOf(b))}`)
          .join('; '),
    },
    { key: 'price', header: t('mine.price'), cell: (b) => price(b.coef), align: 'end' },
    { key: 'stake', header: t('mine.stake'), cell: (b) => money(b.stake, b.iso), align: 'end' },
    {
      key: 'result',
      header: t('mine.result'),
      cell: (b) =>
        b.status === 'open' ? (
          <Badge tone="neutral">{t('mine.open')}</Badge>
        ) : b.status === 'won' ? (
          <Badge tone="success">{t('mine.won', { amount: money(b.payout ?? 0, b.iso) })}</Badge>
        ) : b.status === 'void' ? (
          <Badge tone="neutral">{t('mine.void', { amount: money(b.payout ?? 0, b.iso) })}</Badge>
        ) : (
          <Badge tone="neutral">{t('mine.lost')}</Badge>
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

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  BACCARAT_SIDES,
  ROULETTE_MAX_CHIPS,
  WHEEL_SEGMENTS,
  WHEEL_VALUES,
  type BaccaratSide,
  type SharedResult,
  type WheelValue,
} from '@betline/games';
import { vars } from '@betline/tokens';
import {
  BaccaratTable,
  Button,
  FortuneWheel,
  Inline,
  RouletteTable,
  RouletteWheel,
  SegmentedControl,
  Stack,
  Text,
  type RouletteChipPlaced,
  type RouletteSpot,
} from '@betline/ui';
import { fetchTableBets, placeTableBet } from '../../../api/tables';
import type { SharedBet, SharedRound } from '../../../api/types';
import { useMoney } from '../../../player/money';
import { usePage } from '../../../routes/handle';
import { useStores } from '../../../stores';
import { accountOf, loadBalance } from '../../../stores/account';
import { verifierSearch } from '../../fair/verifierForm';
import { RouterLink } from '../../lobby/parts';
import { newRoundId } from '../../model';
import { GameFrame } from '../GameFrame';
import { GameStake } from '../GameStake';
import { rouletteBet } from '../RouletteGame';
import { rouletteNumberWords } from '../rouletteWords';
import { useStake, useStakeCurrency } from '../stake';
import { applyRoundBalance, blocksEveryRound, useRefusalText } from '../useRounds';
import { BingoStage, newBingoCard, useBingoCalls } from './bingo';
import { useServerNow, useSharedTable } from './useSharedTable';

type Game = 'roulette' | 'baccarat' | 'wheel' | 'bingo';

const noSubscription = () => () => {};

const Strip = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Pill = styled.li`
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.full};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  background: ${vars.bgColor.inset};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Values = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

const Bets = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Mono = styled.code`
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.xs};
  overflow-wrap: anywhere;
`;

/** A drawn round's result in words (the strip, the screen reader's announcement). */
function useResultWords(): (result: SharedResult) => string {
  const { t } = useTranslation('casino');
  return (result) => {
    if (result.game === 'roulette') return rouletteNumberWords(t, result.number, result.colour);
    if (result.game === 'bingo') return t('live.bingoResult', { first: result.order[0] });
    if (result.game === 'baccarat')
      return t('baccarat.recent', {
        side: t(`baccarat.sides.${result.winner}`),
        player: result.playerTotal,
        banker: result.bankerTotal,
      });
    return t('live.wheelResult', { value: result.value });
  };
}

/** A bet's chips or side in words. */
function useBetWords(): (game: Game, bet: Record<string, unknown>) => string {
  const { t } = useTranslation('casino');
  return (game, bet) => {
    if (game === 'baccarat')
      return t(`baccarat.sides.${BACCARAT_SIDES.find((each) => each === bet.on) ?? 'player'}`);
    if (game === 'bingo') return t('live.bingoTicket');
    const chips = Array.isArray(bet.chips) ? (bet.chips as Record<string, unknown>[]) : [];
    return t('live.chips', { count: chips.length });
  };
}

/** The wheel chips the player has put down: value → stake. */
type WheelChips = Partial<Record<WheelValue, number>>;

/**
 * A shared table (docs/adr/0055-shared-rounds.md): live roulette, live baccarat or the money wheel. One round for
 * everyone on the clock: the countdown runs on the server's time, bets go on the round taking them, and when its
 * time comes every watcher sees the same result (pushed by the server) and the wheel turns or the cards are dealt.
 * Each round's seed hash is shown before it and the seed after it; the player's bets replay on the public verifier
 * with the table as client seed and the round's number as nonce.
 */
export function LiveTableGame({
  name,
  tableId,
  game,
  signedIn,
}: {
  name: string;
  tableId: string;
  game: Game;
  signedIn: boolean;
}) {
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const stores = useStores();
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const refusalText = useRefusalText();
  const resultWords = useResultWords();
  const betWords = useBetWords();
  const [mine, setMine] = useState<SharedBet[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; protection: boolean } | null>(null);
  /** A line under the controls; a note about a bet on a round goes once that round is drawn. */
  const [notice, setNotice] = useState<{ text: string; round: number | null } | null>(null);
  const [chips, setChips] = useState<RouletteChipPlaced[]>([]);
  const [wheelChips, setWheelChips] = useState<WheelChips>({});
  const [side, setSide] = useState<BaccaratSide>('player');
  // The bingo card the next bet buys: dealt in the browser once the page is live (the server's render has none, so
  // hydration matches; the draw never depends on the card), new on request.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [card, setCard] = useState<number[] | null>(null);
  if (game === 'bingo' && hydrated && card === null) setCard(newBingoCard());
  const [pendingId, setPendingId] = useState<{ id: string; key: string } | null>(null);

  const loadMine = useCallback(() => {
    if (!signedIn) return;
    fetchTableBets(tableId)
      .then(setMine)
      .catch((error: unknown) =>
        console.warn('table bets could not be loaded:', error instanceof Error ? error.message : error),
      );
  }, [signedIn, tableId]);
  useEffect(loadMine, [loadMine]);

  const onDrawn = useCallback(
    (round: SharedRound) => {
      setNotice((shown) => (shown?.round != null && shown.round <= round.number ? null : shown));
      // The player's bets of that round are paid now: their list and the balance follow the server.
      if (mine.some((bet) => bet.roundId === round.roundId)) {
        loadMine();
        void loadBalance(accountOf(stores));
      }
    },
    [mine, loadMine, stores],
  );
  const live = useSharedTable(tableId, onDrawn);
  const now = useServerNow(live.offset);
  const open = live.table?.open ?? null;
  const last = live.table?.recent[0] ?? null;
  const result = (last?.result ?? null) as SharedResult | null;
  const left = open === null ? null : Math.max(0, Math.ceil((Date.parse(open.drawAt) - now) / 1000));
  const closed = left === null || left === 0;
  const order = result?.game === 'bingo' ? result.order : null;
  const calls = useBingoCalls(order, live.drawn);

  const betOf = (): Record<string, unknown> | null => {
    if (game === 'baccarat') return stake.playable === null ? null : { stake: stake.playable, on: side };
    if (game === 'bingo')
      return stake.playable === null || card === null ? null : { stake: stake.playable, card };
    if (game === 'roulette') return chips.length === 0 ? null : rouletteBet(chips);
    const list = WHEEL_VALUES.flatMap((value) => {
      const amount = wheelChips[value];
      return amount === undefined ? [] : [{ value, stake: amount }];
    });
    return list.length === 0 ? null : { chips: list };
  };

  const place = async () => {
    const bet = betOf();
    if (open === null || closed) return;
    if (bet === null) {
      setNotice({ text: t('roulette.noChips'), round: null });
      return;
    }
    setNotice(null);
    setBusy(true);
    setRefusal(null);
    // A retry after "no answer" sends the same bet id: the server answers the stored bet, never a second stake.
    const key = `${open.roundId}:${JSON.stringify(bet)}`;
    const id = pendingId?.key === key ? pendingId.id : newRoundId();
    setPendingId({ id, key });
    const answer = await placeTableBet(tableId, { betId: id, roundId: open.roundId, bet });
    setBusy(false);
    if (answer.kind === 'failed') {
      setRefusal({ text: refusalText(answer), protection: false });
      return;
    }
    setPendingId(null);
    if (answer.kind === 'refused') {
      setRefusal({ text: refusalText(answer), protection: blocksEveryRound(answer.refusal) });
      return;
    }
    applyRoundBalance(accountOf(stores), answer.value.accountId, answer.value.balance);
    setMine((list) => [answer.value, ...list.filter((each) => each.betId !== answer.value.betId)]);
    setNotice({
      text: t('live.placed', { number: open.number, stake: money(answer.value.stake, iso) }),
      round: open.number,
    });
  };

  const placeRoulette = (spot: RouletteSpot) => {
    if (stake.playable === null) return;
    const next = [...chips, { spot, stake: stake.playable }];
    if (rouletteBet(next).chips.length > ROULETTE_MAX_CHIPS) {
      setNotice({ text: t('roulette.tooMany', { max: ROULETTE_MAX_CHIPS }), round: null });
      return;
    }
    setChips(next);
  };
  const addWheelChip = (value: WheelValue) => {
    if (stake.playable === null) return;
    const amount = stake.playable;
    setWheelChips((placed) => ({ ...placed, [value]: (placed[value] ?? 0) + amount }));
  };

  const blocked = !signedIn || closed || refusal?.protection === true;
  const roundMine = open === null ? [] : mine.filter((bet) => bet.roundId === open.roundId);
  const verifyHref = (bet: SharedBet): string | null => {
    const round = live.table?.recent.find((each) => each.roundId === bet.roundId);
    if (round?.serverSeed == null) return null;
    const search = verifierSearch(
      {
        game,
        version: 1,
        bet: bet.bet,
        serverSeed: round.serverSeed,
        serverSeedHash: round.seedHash,
        clientSeed: tableId,
        nonce: round.number,
        outcome: bet.outcome,
      },
      bet.iso,
    );
    return `/${lng}/provably-fair?${search}`;
  };

  if (live.table === null) {
    return live.failed ? (
      <Stack gap={2} role="alert">
        <Text tone="danger">{t('live.error')}</Text>
        <Button variant="secondary" onClick={() => live.reload()}>
          {t('live.retry')}
        </Button>
      </Stack>
    ) : (
      <Text tone="muted" role="status">
        {t('live.loading')}
      </Text>
    );
  }

  // The bingo cards on screen: the player's cards of the round last drawn, else the card the next bet buys.
  const lastCards =
    last === null
      ? []
      : mine.flatMap((bet) =>
          bet.roundId === last.roundId && Array.isArray(bet.bet.card) ? [bet.bet.card as number[]] : [],
        );
  const stage =
    game === 'bingo' ? (
      <BingoStage order={order} shown={calls} played={lastCards} next={card} />
    ) : game === 'roulette' ? (
      <RouletteWheel
        landed={result?.game === 'roulette' ? result.number : null}
        spin={live.drawn}
        waiting={closed}
      />
    ) : game === 'baccarat' ? (
      <BaccaratTable
        player={!closed && result?.game === 'baccarat' ? result.player : []}
        banker={!closed && result?.game === 'baccarat' ? result.banker : []}
        playerTotal={!closed && result?.game === 'baccarat' ? result.playerTotal : null}
        bankerTotal={!closed && result?.game === 'baccarat' ? result.bankerTotal : null}
        winner={!closed && result?.game === 'baccarat' ? result.winner : null}
        dealing={closed}
      />
    ) : (
      <FortuneWheel
        segments={WHEEL_SEGMENTS}
        landed={result?.game === 'wheel' ? result.segment : null}
        spin={live.drawn}
        waiting={closed}
      />
    );

  const board =
    game === 'bingo' ? (
      <Inline gap={2} align="center" wrap>
        <Button variant="secondary" disabled={busy} onClick={() => setCard(newBingoCard())}>
          {t('live.bingoNew')}
        </Button>
        {order !== null && (
          <Text size="sm" tone="muted">
            {t('live.bingoCalls', { number: last?.number ?? 0, shown: calls })}
          </Text>
        )}
      </Inline>
    ) : game === 'roulette' ? (
      <RouletteTable
        chips={chips}
        chipStake={stake.playable ?? 0}
        formatStake={(amount) => money(amount, iso)}
        onPlace={placeRoulette}
        onUndo={() => setChips((placed) => placed.slice(0, -1))}
        onClear={() => setChips([])}
        landed={result?.game === 'roulette' && !closed ? result.number : null}
        disabled={blocked || busy || stake.playable === null}
      />
    ) : game === 'baccarat' ? (
      <SegmentedControl
        aria-label={t('baccarat.on')}
        value={side}
        onChange={(value) => setSide(BACCARAT_SIDES.find((each) => each === value) ?? 'player')}
        options={BACCARAT_SIDES.map((each) => ({
          value: each,
          label: t('baccarat.side', { side: t(`baccarat.sides.${each}`), pays: t(`baccarat.pays.${each}`) }),
        }))}
      />
    ) : (
      <Stack gap={2}>
        <Values role="group" aria-label={t('live.wheelValues')}>
          {WHEEL_VALUES.map((value) => (
            <Button
              key={value}
              variant={wheelChips[value] === undefined ? 'secondary' : 'primary'}
              disabled={blocked || busy || stake.playable === null}
              aria-label={t('live.wheelAdd', {
                value,
                chip: money(stake.playable ?? 0, iso),
                total: money(wheelChips[value] ?? 0, iso),
              })}
              onClick={() => addWheelChip(value)}
            >
              {value}
              {wheelChips[value] !== undefined && ` · ${money(wheelChips[value], iso)}`}
            </Button>
          ))}
        </Values>
        <Inline gap={2}>
          <Button variant="secondary" disabled={busy} onClick={() => setWheelChips({})}>
            {t('live.clear')}
          </Button>
        </Inline>
      </Stack>
    );

  return (
    <GameFrame
      name={name}
      mode="real"
      refusal={refusal?.text ?? null}
      protection={refusal?.protection ?? false}
      reconnecting={live.reconnecting}
      controls={
        <Stack gap={3}>
          {board}
          {signedIn ? (
            <GameStake
              stake={stake}
              rounds={{ busy, protection: refusal?.protection ?? false }}
              onPlay={() => place()}
              playLabel={t('live.place')}
              label={game === 'baccarat' || game === 'bingo' ? undefined : t('roulette.chip')}
              blocked={closed}
            />
          ) : (
            <Text tone="muted" role="note">
              {t('live.guest')}
            </Text>
          )}
          {notice !== null && <Text role="status">{notice.text}</Text>}
        </Stack>
      }
      result={
        <Stack gap={1}>
          <Text weight="medium" aria-live="off">
            {open === null
              ? t('live.loading')
              : closed
                ? t('live.noMoreBets')
                : t('live.closesIn', { number: open.number, seconds: left })}
          </Text>
          {open !== null && (
            <Text size="sm" tone="muted">
              {t('live.crowd', {
                players: t('live.players', { count: open.players }),
                bets: t('live.bets', { count: open.bets }),
              })}
              {roundMine.length > 0 &&
                ` · ${t('live.yours', {
                  stake: money(
                    roundMine.reduce((sum, bet) => sum + bet.stake, 0),
                    iso,
                  ),
                })}`}
            </Text>
          )}
          <div role="status" aria-live="polite">
            {last !== null && result !== null && (
              <Text size="sm">
                {t('live.lastResult', { number: last.number, result: resultWords(result) })}
              </Text>
            )}
          </div>
        </Stack>
      }
      aside={
        <Stack gap={4}>
          <Stack gap={2}>
            <Text weight="medium">{t('live.history')}</Text>
            <Strip aria-label={t('live.history')}>
              {live.table.recent.map((round) => (
                <Pill key={round.roundId}>
                  {round.result === null ? '—' : resultWords(round.result as SharedResult)}
                </Pill>
              ))}
            </Strip>
          </Stack>
          {signedIn && (
            <Stack gap={2}>
              <Text weight="medium">{t('live.mine')}</Text>
              {mine.length === 0 ? (
                <Text size="sm" tone="muted">
                  {t('live.none')}
                </Text>
              ) : (
                <Bets data-table-bets>
                  {mine.map((bet) => {
                    const href = verifyHref(bet);
                    return (
                      <li key={bet.betId} data-status={bet.status}>
                        <Text size="sm">
                          {t('live.betOf', {
                            number: bet.number,
                            what: betWords(game, bet.bet),
                            stake: money(bet.stake, bet.iso),
                          })}{' '}
                          <strong>
                            {bet.status === 'open'
                              ? t('live.waiting')
                              : bet.payout !== null && bet.payout > 0
                                ? t('live.won', { win: money(bet.payout, bet.iso) })
                                : t('live.lost')}
                          </strong>
                          {href !== null && (
                            <>
                              {' '}
                              <RouterLink href={href}>{t('live.verify')}</RouterLink>
                            </>
                          )}
                        </Text>
                      </li>
                    );
                  })}
                </Bets>
              )}
            </Stack>
          )}
          <Stack gap={1}>
            <Text size="sm" tone="muted">
              {t('live.fair', { table: tableId })}
            </Text>
            {open !== null && (
              <Text size="sm">
                {t('live.hash', { number: open.number })} <Mono>{open.seedHash}</Mono>
              </Text>
            )}
            {last?.serverSeed != null && (
              <Text size="sm">
                {t('live.seed', { number: last.number })} <Mono>{last.serverSeed}</Mono>
              </Text>
            )}
          </Stack>
        </Stack>
      }
    >
      {stage}
    </GameFrame>
  );
}

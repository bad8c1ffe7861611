import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_GROWTH_PER_MS, crashElapsedFor, crashMultiplierAt, type CrashOutcome } from '@betline/games';
import { Button, CrashChart, Field, Input, Stack } from '@betline/ui';
import { cashOutCrash, fetchCrash, startCrash } from '../../api/casino';
import type { CrashLiveRound, RoundResponse } from '../../api/types';
import { useMoney } from '../../player/money';
import { newRoundId } from '../model';
import { GameStake } from './GameStake';
import { GameFrame, RoundResult } from './GameFrame';
import { usePrefersReducedMotion } from './motion';
import { useStake, useStakeCurrency } from './stake';
import { applyRoundBalance, blocksEveryRound, type Mode, useRefusalText, useRounds } from './useRounds';
import { accountOf } from '../../stores/account';
import { useStores } from '../../stores';
import { useMutation } from '../../lib/query';

/** The live round is read from the server this often (the crash is known only there). */
const POLL_MS = 400;
/** A fun round's flight is shown in at most this long (the real curve of a 10× round takes 38 s). */
const FUN_SHOW_MS = 3000;
const AUTO_CASH_OUT = { min: 101, max: 1_000_000, initial: 200 } as const;

type ChartStatus = 'waiting' | 'running' | 'cashedOut' | 'crashed' | 'reconnecting';

/** Hundredths from what the player typed ("2.5" -> 250), or null when it is not a multiplier. */
function parseMultiplier(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  const hundredths = Math.round(value * 100);
  return hundredths >= AUTO_CASH_OUT.min && hundredths <= AUTO_CASH_OUT.max ? hundredths : null;
}

/** The result of a live round as a settled round, for the result line. */
function asRound(live: CrashLiveRound): RoundResponse {
  return {
    roundId: live.roundId,
    game: 'crash',
    fun: false,
    stake: live.stake,
    win: live.win,
    accountId: live.accountId,
    currencyId: live.currencyId,
    balance: live.balance,
    serverSeedHash: live.serverSeedHash,
    clientSeed: live.clientSeed,
    nonce: live.nonce,
    version: 1,
    bet: { stake: live.stake, cashOut: live.cashOut },
    outcome: null,
    serverSeed: null,
  };
}

/**
 * Crash for money, live: the stake is taken at the start, the multiplier grows on the server's clock and the
 * player cashes out by hand (or at the auto cash-out) before the crash, which only the server knows. The curve
 * is drawn from the server's start time and clock; the round's state is read every POLL_MS.
 */
function useLiveCrash() {
  // The instance's account store never changes; held in a ref so that `accept` stays a stable function.
  const account = useRef(accountOf(useStores()));
  const refusalText = useRefusalText();
  const [live, setLive] = useState<CrashLiveRound | null>(null);
  const [offset, setOffset] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; protection: boolean } | null>(null);
  const pendingId = useRef<string | null>(null);
  const accept = (round: CrashLiveRound) => {
    setOffset(round.serverNow - Date.now());
    setLive(round);
    setReconnecting(false);
    applyRoundBalance(account.current, round.accountId, round.balance);
  };
  useEffect(() => {
    if (live === null || live.status !== 'running') return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      void fetchCrash(live.roundId, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'ok') accept(result.value);
        else if (result.kind === 'failed') setReconnecting(true);
      });
    }, POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [live]);
  const starting = useMutation(async (stake: number) => {
    setRefusal(null);
    pendingId.current ??= newRoundId();
    const result = await startCrash({ roundId: pendingId.current, stake });
    if (result.kind === 'failed') {
      setRefusal({ text: refusalText(result), protection: false });
      return;
    }
    pendingId.current = null;
    if (result.kind === 'ok') accept(result.value);
    else {
      setRefusal({ text: refusalText(result), protection: blocksEveryRound(result.refusal) });
    }
  });
  const busy = starting.pending;
  const start = (stake: number) => starting.run(stake);
  const cashOut = async () => {
    if (live === null) return;
    const result = await cashOutCrash(live.roundId);
    if (result.kind === 'ok') accept(result.value);
    else {
      const state = await fetchCrash(live.roundId);
      if (state.kind === 'ok') accept(state.value);
      else setReconnecting(true);
    }
  };
  return { live, offset, reconnecting, refusal, busy, start, cashOut };
}

/** Crash (packages/games/README.md): for money live with a manual cash-out; for fun a settled round shown fast. */
export function CrashGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const reduced = usePrefersReducedMotion();
  const [autoText, setAutoText] = useState((AUTO_CASH_OUT.initial / 100).toFixed(2));
  const auto = parseMultiplier(autoText);
  const liveRound = useLiveCrash();
  const fun = useRounds('crash', 'fun');
  const [history, setHistory] = useState<number[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [showStart, setShowStart] = useState<number | null>(null);

  const live = mode === 'real' ? liveRound.live : null;
  const funOutcome = mode === 'fun' ? (fun.last?.outcome as CrashOutcome | undefined) : undefined;

  // The animation clock: one frame per paint while a flight is on screen.
  const flying = live?.status === 'running' || (funOutcome !== undefined && showStart !== null);
  useEffect(() => {
    if (!flying) return;
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [flying]);

  // Real money: the multiplier from the server's start and clock; the auto cash-out fires when it is reached.
  let multiplier = 100;
  let status: ChartStatus = 'waiting';
  let elapsedMs = 0;
  if (live !== null) {
    elapsedMs = Math.max(0, now + liveRound.offset - live.startedAt);
    multiplier = live.status === 'running' ? crashMultiplierAt(elapsedMs) : live.multiplier;
    status = liveRound.reconnecting
      ? 'reconnecting'
      : live.status === 'running'
        ? 'running'
        : live.status === 'cashed_out'
          ? 'cashedOut'
          : 'crashed';
  }
  const cashingOut = useRef(false);
  useEffect(() => {
    if (live?.status !== 'running' || auto === null || multiplier < auto || cashingOut.current) return;
    cashingOut.current = true;
    void liveRound.cashOut().finally(() => {
      cashingOut.current = false;
    });
  }, [live, auto, multiplier, liveRound]);

  // Fun: the settled flight replayed fast, up to the cash-out or the crash.
  if (funOutcome !== undefined) {
    const end = funOutcome.won && funOutcome.cashOut !== null ? funOutcome.cashOut : funOutcome.crashPoint;
    const realMs = crashElapsedFor(end);
    const scale = Math.max(1, realMs / FUN_SHOW_MS);
    const shown = showStart === null || reduced ? realMs : Math.min(realMs, (now - showStart) * scale);
    elapsedMs = shown;
    multiplier = Math.min(end, crashMultiplierAt(shown));
    status = shown < realMs ? 'running' : funOutcome.won ? 'cashedOut' : 'crashed';
  }
  useEffect(() => {
    if (showStart !== null && status !== 'running') setShowStart(null);
  }, [status, showStart]);

  const ended = live?.status === 'cashed_out' || live?.status === 'crashed';
  const crashPoint =
    live?.crashPoint ?? (status === 'crashed' || status === 'cashedOut' ? funOutcome?.crashPoint : undefined);
  useEffect(() => {
    if (crashPoint != null && (ended || status === 'crashed' || status === 'cashedOut'))
      setHistory((list) => [crashPoint, ...list].slice(0, 12));
  }, [crashPoint, ended, status]);

  const playFun = async (stake: number) => {
    const round = await fun.play({ stake, cashOut: auto });
    if (round !== null) setShowStart(Date.now());
  };
  const running = status === 'running';
  const refusal = mode === 'real' ? (liveRound.refusal?.text ?? null) : fun.refusal;
  const protection = mode === 'real' ? liveRound.refusal?.protection === true : false;
  const lastRound =
    mode === 'real' ? (live !== null && ended ? asRound(live) : null) : running ? null : fun.last;
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={refusal}
      protection={protection}
      reconnecting={liveRound.reconnecting && live?.status === 'running'}
      controls={
        <Stack gap={3}>
          <Field
            label={t('crash.auto')}
            hint={t('crash.autoHint')}
            error={auto === null ? t('crash.autoInvalid') : undefined}
          >
            <Input
              inputMode="decimal"
              value={autoText}
              onChange={(event) => setAutoText(event.target.value)}
              disabled={running}
            />
          </Field>
          {mode === 'real' && live?.status === 'running' ? (
            <Button size="lg" onClick={() => void liveRound.cashOut()}>
              {t('crash.cashOut', { amount: money(Math.floor((live.stake * multiplier) / 100), iso) })}
            </Button>
          ) : (
            <GameStake
              stake={stake}
              rounds={{ busy: liveRound.busy || fun.busy, protection }}
              onPlay={(chosen) => (mode === 'real' ? liveRound.start(chosen) : playFun(chosen))}
              playLabel={t('crash.start')}
              busy={running}
              blocked={mode === 'fun' && auto === null}
            />
          )}
        </Stack>
      }
      result={<RoundResult round={lastRound} iso={iso} busy={running} />}
    >
      <CrashChart
        multiplier={multiplier}
        status={status}
        crashPoint={status === 'crashed' || status === 'cashedOut' ? (crashPoint ?? undefined) : undefined}
        cashedOutAt={status === 'cashedOut' ? (live?.cashOut ?? funOutcome?.cashOut ?? undefined) : undefined}
        elapsedMs={elapsedMs}
        history={history}
        growthPerMs={CRASH_GROWTH_PER_MS}
      />
    </GameFrame>
  );
}

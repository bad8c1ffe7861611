import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CrashChart,
  DiceTable,
  formatMoney,
  GameStage,
  KenoBoard,
  KenoPaytable,
  Modal,
  ModalTrigger,
  SlotPaytable,
  SlotReels,
  StakeControl,
  Text,
  type CrashStatus,
  type DiceDirection,
  type GameStageState,
  type SlotStatus,
} from '@betline/ui';
import {
  CRASH_HISTORY,
  CURRENCY,
  KENO_DRAWN,
  KENO_PAYS,
  PAYLINES,
  SCATTER_PAYS,
  SCATTER_WIN,
  SLOT_PAYS,
  SPINS,
  STAKE,
  crashMultiplierAt,
  diceChance,
  diceMultiplier,
  type SlotResult,
} from './demo';

/**
 * Complete game screens for the stories: GameStage + the game + StakeControl, driven by canned server
 * outcomes (nothing random). They start still, so screenshots are stable; pressing the play button runs
 * a round with timers, as the app would with the server's answers.
 */

const QUICK = [100, 500, 1000, 2000];
/** A big win is 20× the stake or more (the app's rule; the kit only shows it). */
const BIG_WIN_X = 20;

export interface ExampleProps {
  /** Start refused or reconnecting. */
  state?: GameStageState;
  /** The refusal's reason. */
  message?: ReactNode;
}

/** The reason of a refusal by a loss limit, in the story's language. */
export function LimitMessage() {
  const { t } = useTranslation();
  return <>{t('games.lossLimit')}</>;
}

/** The reason of a refusal by a time-out. */
export function TimeOutMessage() {
  const { t } = useTranslation();
  return <>{t('games.timeOut')}</>;
}

function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number) => formatMoney(minor, CURRENCY, i18n.language);
}

function Balance({ minor }: { minor: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Text size="sm" tone="muted" tabular>
      {t('games.balance', { amount: money(minor) })}
    </Text>
  );
}

/** A canned outcome at another stake: every win scales with it. */
function atStake(result: SlotResult, stake: number): SlotResult {
  const k = stake / STAKE;
  return {
    ...result,
    lineWins: result.lineWins.map((w) => ({ ...w, win: Math.round(w.win * k) })),
    scatterWin: result.scatterWin && { ...result.scatterWin, win: Math.round(result.scatterWin.win * k) },
    payout: Math.round(result.payout * k),
  };
}

/** "Fruit Five": the slot screen with its paytable in a modal. */
export function SlotGameExample({ state = 'ready', message }: ExampleProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [stake, setStake] = useState<number | null>(STAKE);
  const [round, setRound] = useState<{ result: SlotResult; status: SlotStatus }>({
    result: SCATTER_WIN,
    status: 'idle',
  });
  const [spins, setSpins] = useState(0);
  const [balance, setBalance] = useState(100_000);
  const [bigWin, setBigWin] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = () => {
    if (stake === null) return;
    setBigWin(null);
    setBalance((b) => b - stake);
    setRound((r) => ({ ...r, status: 'spinning' }));
    timer.current = setTimeout(() => {
      const result = atStake(SPINS[spins % SPINS.length]!, stake);
      const status: SlotStatus =
        result.payout === 0 ? 'loss' : result.payout >= BIG_WIN_X * stake ? 'bigWin' : 'win';
      setSpins((n) => n + 1);
      setRound({ result, status });
      setBalance((b) => b + result.payout);
      if (status === 'bigWin') {
        // The banner waits for the reels to land (no wait under reduced motion).
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        timer.current = setTimeout(() => setBigWin(money(result.payout)), still ? 0 : 1800);
      }
    }, 900);
  };

  const { result, status } = round;
  const statusLine =
    status === 'spinning'
      ? t('games.statusSpinning')
      : status === 'loss'
        ? t('games.statusLoss')
        : status === 'idle'
          ? t('games.statusIdle')
          : t('games.statusWin', { amount: money(result.payout) });

  return (
    <GameStage
      title={t('games.slot')}
      mode="real"
      state={state}
      message={message}
      status={statusLine}
      bigWin={bigWin}
      onBigWinDismiss={() => setBigWin(null)}
      headerEnd={
        <>
          <Balance minor={balance} />
          <ModalTrigger
            trigger={
              <Button size="sm" variant="ghost">
                {t('games.paytable')}
              </Button>
            }
          >
            <Modal title={t('games.paytable')}>
              <SlotPaytable
                pays={SLOT_PAYS}
                scatterPays={SCATTER_PAYS}
                lineStake={(stake ?? STAKE) / 10}
                stake={stake ?? STAKE}
                currency={CURRENCY}
                title={t('games.slot')}
              />
            </Modal>
          </ModalTrigger>
        </>
      }
      controls={
        <StakeControl
          value={stake}
          onChange={setStake}
          currency={CURRENCY}
          min={10}
          max={10_000}
          step={10}
          quick={QUICK}
          onPlay={spin}
          playLabel={t('games.spin')}
          busy={status === 'spinning'}
        />
      }
    >
      <SlotReels
        window={result.window}
        status={status}
        lineWins={result.lineWins}
        scatterWin={result.scatterWin}
        payout={result.payout}
        paylines={PAYLINES}
        currency={CURRENCY}
      />
    </GameStage>
  );
}

/** Crash: bet before the round, cash out while it runs; the curve follows the server's clock. */
export function CrashGameExample({ state = 'ready', message }: ExampleProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number | null>(STAKE);
  const [status, setStatus] = useState<CrashStatus>('waiting');
  const [elapsed, setElapsed] = useState(0);
  const [cashedOutAt, setCashedOutAt] = useState<number | undefined>();
  const [history, setHistory] = useState(CRASH_HISTORY);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const crashPoint = 412;
  const multiplier = Math.min(crashPoint, crashMultiplierAt(elapsed));
  const running = status === 'running' || status === 'cashedOut';

  const start = () => {
    setCashedOutAt(undefined);
    setStatus('running');
    const t0 = performance.now();
    const tick = () => {
      const ms = performance.now() - t0;
      if (crashMultiplierAt(ms) >= crashPoint) {
        setElapsed(ms);
        setStatus('crashed');
        setHistory((h) => [crashPoint, ...h].slice(0, 10));
        return;
      }
      setElapsed(ms);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  };

  return (
    <GameStage
      title={t('games.crash')}
      mode="real"
      state={state}
      message={message}
      status={status === 'waiting' ? t('games.statusCrash') : t('games.autoCashOut')}
      controls={
        <StakeControl
          value={stake}
          onChange={setStake}
          currency={CURRENCY}
          min={10}
          max={10_000}
          quick={QUICK}
          onPlay={start}
          playLabel={t('games.bet')}
          disabled={running}
          extra={
            <Button
              variant="secondary"
              disabled={status !== 'running'}
              onClick={() => {
                setCashedOutAt(multiplier);
                setStatus('cashedOut');
              }}
            >
              {t('games.cashOut')}
            </Button>
          }
        />
      }
    >
      <CrashChart
        multiplier={status === 'waiting' ? 100 : multiplier}
        status={status}
        crashPoint={status === 'crashed' ? crashPoint : undefined}
        cashedOutAt={cashedOutAt}
        elapsedMs={status === 'waiting' ? 0 : elapsed}
        history={history}
      />
    </GameStage>
  );
}

/** Keno: pick up to 10, draw 20 one by one, the paytable beside the board. */
export function KenoGameExample({ state = 'ready', message }: ExampleProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number | null>(200);
  const [picks, setPicks] = useState<number[]>([3, 11, 17, 24, 38, 42, 56, 63]);
  const [reveal, setReveal] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const drawing = reveal !== null && reveal < KENO_DRAWN.length;
  const drawn = reveal === null ? [] : KENO_DRAWN;
  const hits = picks.filter((n) => drawn.slice(0, reveal ?? 0).includes(n)).length;

  const draw = () => {
    setReveal(0);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setReveal((r) => {
        const next = (r ?? 0) + 1;
        if (next >= KENO_DRAWN.length) clearInterval(timer.current);
        return next;
      });
    }, 150);
  };
  const toggle = (n: number) => {
    setReveal(null);
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
  };

  return (
    <GameStage
      title={t('games.keno')}
      mode="fun"
      state={state}
      message={message}
      status={t('games.statusKeno')}
      controls={
        <StakeControl
          value={stake}
          onChange={setStake}
          currency={CURRENCY}
          min={10}
          max={10_000}
          quick={QUICK}
          onPlay={draw}
          playLabel={t('games.draw')}
          disabled={picks.length === 0}
          busy={drawing}
        />
      }
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '3 1 320px', minWidth: 0 }}>
          <KenoBoard
            picks={picks}
            drawn={drawn}
            revealCount={reveal ?? undefined}
            disabled={drawing}
            onToggle={toggle}
            onClear={() => {
              setReveal(null);
              setPicks([]);
            }}
            onQuickPick={() => {
              setReveal(null);
              setPicks([5, 14, 22, 31, 47, 52, 68, 77]);
            }}
          />
        </div>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <KenoPaytable
            pays={KENO_PAYS[picks.length] ?? {}}
            picks={picks.length}
            hits={reveal === KENO_DRAWN.length ? hits : undefined}
            stake={stake ?? undefined}
            currency={CURRENCY}
          />
        </div>
      </div>
    </GameStage>
  );
}

/** Dice: set the target, roll; the canned rolls alternate a win and a loss. */
export function DiceGameExample({ state = 'ready', message }: ExampleProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number | null>(STAKE);
  const [target, setTarget] = useState(4950);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<{ roll: number; won: boolean } | null>(null);
  const [rolls, setRolls] = useState(0);
  const [rolling, setRolling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const chance = diceChance(direction, target);

  const roll = () => {
    setRolling(true);
    timer.current = setTimeout(() => {
      const value = [2317, 8120, 4433, 9702][rolls % 4]!;
      setRolls((n) => n + 1);
      setLast({ roll: value, won: direction === 'under' ? value < target : value > target });
      setRolling(false);
    }, 600);
  };

  return (
    <GameStage
      title={t('games.dice')}
      mode="real"
      state={state}
      message={message}
      status={t('games.statusDice')}
      controls={
        <StakeControl
          value={stake}
          onChange={setStake}
          currency={CURRENCY}
          min={10}
          max={10_000}
          quick={QUICK}
          onPlay={roll}
          playLabel={t('games.roll')}
          busy={rolling}
        />
      }
    >
      <DiceTable
        target={target}
        direction={direction}
        chance={chance}
        multiplier={diceMultiplier(chance)}
        roll={last?.roll}
        won={last?.won}
        rolling={rolling}
        min={direction === 'under' ? 100 : 499}
        max={direction === 'under' ? 9500 : 9899}
        onTargetChange={setTarget}
        onDirectionChange={(d) => {
          setDirection(d);
          setTarget(9999 - target);
        }}
      />
    </GameStage>
  );
}

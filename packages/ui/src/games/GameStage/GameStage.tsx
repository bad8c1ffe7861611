import { useEffect, useId, useRef, type ReactNode } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { Badge } from '../../data/Badge';
import { Spinner } from '../../feedback/Spinner';
import { CloseIcon } from '../../icons/CloseIcon';
import { WarningIcon } from '../../icons/WarningIcon';
import { useUiTranslation } from '../../i18n';
import { Heading } from '../../typography/Heading';
import { GameStageProvider } from './context';
import {
  Area,
  AreaContent,
  BigWin,
  BigWinAmount,
  BigWinClose,
  BigWinTitle,
  Controls,
  Header,
  HeaderEnd,
  Overlay,
  OverlayCard,
  OverlayIcon,
  OverlayMessage,
  OverlayTitle,
  Stage,
  Status,
} from './GameStage.styles';

/** Whether the game can be played: ready, refused (a limit, a time-out, a block) or reconnecting. */
export type GameStageState = 'ready' | 'refused' | 'reconnecting';

/** Money on the line or play money. */
export type GameMode = 'real' | 'fun';

export interface GameStageProps {
  /** The game's name (the section's heading). */
  title: string;
  /** Real money or fun mode, shown as a badge. */
  mode: GameMode;
  /** Ready by default; refused and reconnecting veil the game and disable the controls. */
  state?: GameStageState;
  /** Why play is refused (a limit reached, a time-out...), shown on the veil and announced. */
  message?: ReactNode;
  /** The controls row (a StakeControl, game options): disabled as a whole unless ready. */
  controls?: ReactNode;
  /** A line of status under the game ("Pick up to 10 numbers", "Next round in 5 s"). */
  status?: ReactNode;
  /** A big win's amount, already formatted: shows the celebratory banner over the game. */
  bigWin?: string | null;
  /** Closes the big win banner (a close button is shown when given). */
  onBigWinDismiss?: () => void;
  /** Extra header content at the end (balance, a paytable button). */
  headerEnd?: ReactNode;
  /** The game itself (SlotReels, CrashChart, KenoBoard, DiceTable). */
  children: ReactNode;
}

const Star = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <polygon points="12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6" />
  </svg>
);

/**
 * The common frame of a game screen: a header with the game's name and the real/fun badge, the game area,
 * a status line and the controls. When play is refused (a limit, a time-out) the game is veiled with the
 * reason and the controls are disabled (one disabled fieldset: every native control inside is off);
 * reconnecting veils it with a spinner. Both are announced once. A big win shows a gold banner over the game
 * (still under reduced motion).
 */
export function GameStage({
  title,
  mode,
  state = 'ready',
  message,
  controls,
  status,
  bigWin,
  onBigWinDismiss,
  headerEnd,
  children,
}: GameStageProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const messageRef = useRef<HTMLDivElement>(null);
  const ready = state === 'ready';

  // The veil's text is announced when the state changes to it (assertive: the player's action was refused).
  const seen = useRef(state);
  useEffect(() => {
    const before = seen.current;
    seen.current = state;
    if (before === state) return;
    if (state === 'refused') {
      const reason = messageRef.current?.textContent?.trim();
      announce(reason ? `${t('games.refused')}. ${reason}` : t('games.refused'), 'assertive');
    } else if (state === 'reconnecting') {
      announce(t('games.reconnectingAnnounce'));
    }
  }, [state, t]);

  return (
    <Stage aria-labelledby={titleId} data-state={state}>
      <Header>
        <Heading level={2} size="md" id={titleId}>
          {title}
        </Heading>
        <Badge tone={mode === 'real' ? 'accent' : 'warning'}>
          {t(mode === 'real' ? 'games.modeReal' : 'games.modeFun')}
        </Badge>
        {headerEnd && <HeaderEnd>{headerEnd}</HeaderEnd>}
      </Header>
      <Area>
        <AreaContent inert={!ready}>{children}</AreaContent>
        {state === 'refused' && (
          <Overlay>
            <OverlayCard data-testid="game-refused">
              <OverlayIcon aria-hidden="true">
                <WarningIcon />
              </OverlayIcon>
              <OverlayTitle>{t('games.refused')}</OverlayTitle>
              {message && <OverlayMessage ref={messageRef}>{message}</OverlayMessage>}
            </OverlayCard>
          </Overlay>
        )}
        {state === 'reconnecting' && (
          <Overlay>
            <OverlayCard>
              <Spinner size="lg" label={t('games.reconnecting')} />
              <OverlayTitle aria-hidden="true">{t('games.reconnecting')}</OverlayTitle>
              {message && <OverlayMessage>{message}</OverlayMessage>}
            </OverlayCard>
          </Overlay>
        )}
        {bigWin && ready && (
          <BigWin data-testid="big-win">
            <BigWinTitle>
              <Star />
              {t('games.bigWin')}
              <Star />
            </BigWinTitle>
            <BigWinAmount>{bigWin}</BigWinAmount>
            {onBigWinDismiss && (
              <BigWinClose type="button" aria-label={t('close')} onClick={onBigWinDismiss}>
                <CloseIcon />
              </BigWinClose>
            )}
          </BigWin>
        )}
      </Area>
      {status && <Status>{status}</Status>}
      {controls && (
        <Controls disabled={!ready}>
          <VisuallyHidden as="legend">{t('games.controls')}</VisuallyHidden>
          <GameStageProvider value={{ playable: ready }}>{controls}</GameStageProvider>
        </Controls>
      )}
    </Stage>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { IconButton } from '../../actions/IconButton';
import { useUiTranslation } from '../../i18n';
import { CloseIcon } from '../../icons/CloseIcon';
import { ErrorIcon } from '../../icons/ErrorIcon';
import { InfoIcon } from '../../icons/InfoIcon';
import { QuestionIcon } from '../../icons/QuestionIcon';
import { SuccessIcon } from '../../icons/SuccessIcon';
import { WarningIcon } from '../../icons/WarningIcon';
import {
  NoticeActions,
  NoticeContent,
  NoticeIcon,
  NoticeMessage,
  NoticeRoot,
  NoticeTitle,
  type NoticeKind,
} from './Notice.styles';

export type { NoticeKind };

/** The notice kinds of the seed (NOTICE-001). */
export const NOTICE_KINDS: readonly NoticeKind[] = ['error', 'info', 'success', 'warning', 'question'];

/**
 * Notices close after 10 s (NOTICE-003 for errors; the seed's modal auto-close of 10 000 ms, DECISIONS 20):
 * a "Done" must not stay over the balance for minutes.
 */
export const NOTICE_AUTO_CLOSE_MS = 10_000;
/** The errors' auto-close time (NOTICE-003): the one time every notice that closes itself uses. */
export const ERROR_AUTO_CLOSE_MS = NOTICE_AUTO_CLOSE_MS;

/** The `ui` key of a kind's default title (NOTICE-002): errors main_error, successes main_done, others main_ok. */
export function defaultNoticeTitleKey(kind: NoticeKind): 'main_error' | 'main_done' | 'main_ok' {
  if (kind === 'error') return 'main_error';
  if (kind === 'success') return 'main_done';
  return 'main_ok';
}

/**
 * How long a notice stays before closing itself, or null when it stays until closed: permanent notices
 * never close by themselves (the session-limit and terms notices); a given time wins; errors close after
 * 10 s (NOTICE-003); a question, or another notice that offers actions, waits for its answer; every other
 * notice (a success, an info, a warning) closes after 10 s too.
 */
export function noticeAutoCloseMs(
  kind: NoticeKind,
  permanent = false,
  autoCloseMs?: number | null,
  hasActions = false,
): number | null {
  if (permanent) return null;
  if (autoCloseMs !== undefined) return autoCloseMs;
  if (kind === 'error') return ERROR_AUTO_CLOSE_MS;
  return kind === 'question' || hasActions ? null : NOTICE_AUTO_CLOSE_MS;
}

const icons = {
  error: ErrorIcon,
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  question: QuestionIcon,
} as const;

export interface NoticeProps {
  /** error, info, success, warning or question: colours, icon, default title and urgency. */
  kind: NoticeKind;
  /** Title; defaults to the kit's main_error / main_done / main_ok text for the kind. */
  title?: ReactNode;
  /** The message, already translated. */
  children: ReactNode;
  /** Buttons under the message (for a question: the answers). */
  actions?: ReactNode;
  /** Called when the notice closes (close button or auto-close). */
  onClose?: () => void;
  /** No close button and no auto-close (NOTICE-019: `information_confirm_terms_error`). */
  permanent?: boolean;
  /**
   * Overrides the auto-close time in ms (by default 10 000; a question or a notice with actions other than an
   * error stays); null: stays until closed.
   */
  autoCloseMs?: number | null;
}

/**
 * One notice. Errors are alerts (read at once); the others are status messages. The stack decides
 * which notices are shown; a notice starts its auto-close timer when it is shown. While the pointer rests on
 * it or focus is inside it the timer waits, and it starts again in full when they leave (WCAG 2.2.1: a player
 * reading it or reaching its button is not cut short).
 */
export function Notice({
  kind,
  title,
  children,
  actions,
  onClose,
  permanent = false,
  autoCloseMs,
}: NoticeProps) {
  const { t } = useUiTranslation();
  const Icon = icons[kind];
  const delay = noticeAutoCloseMs(kind, permanent, autoCloseMs, actions !== undefined && actions !== null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (delay === null || !onClose || held) return;
    const timer = setTimeout(onClose, delay);
    return () => clearTimeout(timer);
  }, [delay, onClose, held]);
  return (
    <NoticeRoot
      $kind={kind}
      data-kind={kind}
      role={kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <NoticeIcon $kind={kind} aria-hidden="true">
        <Icon />
      </NoticeIcon>
      <NoticeContent>
        <NoticeTitle>{title ?? t(defaultNoticeTitleKey(kind))}</NoticeTitle>
        <NoticeMessage>{children}</NoticeMessage>
        {actions && <NoticeActions>{actions}</NoticeActions>}
      </NoticeContent>
      {!permanent && onClose && (
        <IconButton label={t('notices.closeNotice')} icon={<CloseIcon />} size="sm" onClick={onClose} />
      )}
    </NoticeRoot>
  );
}

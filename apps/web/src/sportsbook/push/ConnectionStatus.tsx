/**
 * The live connection's indicator for betting pages: "Live", "Reconnecting…" or "Offline — odds may be out of
 * date" (the words say it, the colour only repeats it). Changes after the first display are read out through the
 * kit's live region (`announce`), a moment later so that a blip of a second is not read at all.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, VisuallyHidden, announce, type BadgeTone } from '@betline/ui';
import type { PushConnectionStatus } from './store';
import { usePushStatus } from './usePush';

type ShownStatus = Exclude<PushConnectionStatus, 'idle'>;

const VIEWS: Record<
  ShownStatus,
  { tone: BadgeTone; text: 'push.connecting' | 'push.live' | 'push.reconnecting' | 'push.offline' }
> = {
  connecting: { tone: 'neutral', text: 'push.connecting' },
  open: { tone: 'success', text: 'push.live' },
  reconnecting: { tone: 'warning', text: 'push.reconnecting' },
  offline: { tone: 'danger', text: 'push.offline' },
};

/** How long a new state must last before it is read out. */
export const ANNOUNCE_AFTER_MS = 1500;

type Announcement = 'push.announceReconnecting' | 'push.announceOffline' | 'push.announceLive';

/** What to read out when the state becomes `status` after `last` was read out (or shown first). */
function announcementFor(status: PushConnectionStatus, last: PushConnectionStatus): Announcement | null {
  if (status === last) return null;
  if (status === 'reconnecting') return 'push.announceReconnecting';
  if (status === 'offline') return 'push.announceOffline';
  if (status === 'open' && (last === 'reconnecting' || last === 'offline')) return 'push.announceLive';
  return null;
}

export interface ConnectionStatusProps {
  className?: string;
}

/** Shown by betting pages; renders nothing while nothing is subscribed (no connection is wanted). */
export function ConnectionStatus({ className }: ConnectionStatusProps) {
  const { t } = useTranslation('betting');
  const { status } = usePushStatus();
  const announced = useRef<PushConnectionStatus>(status);

  useEffect(() => {
    const message = announcementFor(status, announced.current);
    if (message === null) {
      // A quiet change (first connection, going idle) is the new reference for what comes next.
      if (status === 'open' || status === 'idle') announced.current = status;
      return undefined;
    }
    const timer = setTimeout(() => {
      announced.current = status;
      announce(t(message));
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, t]);

  if (status === 'idle') return null;
  const view = VIEWS[status];
  return (
    <span className={className} data-push-status={status}>
      <VisuallyHidden>{t('push.label')} </VisuallyHidden>
      <Badge tone={view.tone}>{t(view.text)}</Badge>
    </span>
  );
}

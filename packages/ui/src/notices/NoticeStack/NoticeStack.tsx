import { useCallback, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Notice, type NoticeKind } from '../Notice/Notice';
import { StackRoot } from './NoticeStack.styles';

/** At most 3 notices are shown at once; the others wait in order (NOTICE-004). */
export const MAX_VISIBLE_NOTICES = 3;

export interface NoticeItem {
  /** Unique id (closing uses it). */
  id: string;
  kind: NoticeKind;
  /** Title; defaults to main_error / main_done / main_ok. */
  title?: ReactNode;
  /** The translated message. */
  message: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
  /** No close button, no auto-close. */
  permanent?: boolean;
  /** Auto-close time in ms (errors default to 10 s); null: stays until closed (the session-limit notice). */
  autoCloseMs?: number | null;
}

/** The notices a stack shows: the first `max` in order of arrival; the rest wait. */
export function visibleNotices<T>(queue: readonly T[], max = MAX_VISIBLE_NOTICES): T[] {
  return queue.slice(0, max);
}

export interface NoticeStackProps {
  /** Every notice in order of arrival; the stack shows the first three. */
  notices: readonly NoticeItem[];
  /** Called with the id of a notice that closes (button or auto-close). */
  onClose: (id: string) => void;
  /** How many are shown at once (default 3, the seed's value). */
  max?: number;
}

/** The corner stack of notices (a labelled region); a waiting notice appears when a shown one closes. */
export function NoticeStack({ notices, onClose, max = MAX_VISIBLE_NOTICES }: NoticeStackProps) {
  const { t } = useUiTranslation();
  return (
    <StackRoot aria-label={t('notices.region')}>
      {visibleNotices(notices, max).map((n) => (
        <NoticeSlot key={n.id} item={n} onClose={onClose} />
      ))}
    </StackRoot>
  );
}

function NoticeSlot({ item, onClose }: { item: NoticeItem; onClose: (id: string) => void }) {
  const close = useCallback(() => onClose(item.id), [onClose, item.id]);
  return (
    <Notice
      kind={item.kind}
      title={item.title}
      actions={item.actions}
      permanent={item.permanent}
      autoCloseMs={item.autoCloseMs}
      onClose={close}
    >
      {item.message}
    </Notice>
  );
}

let nextId = 0;

/** A small local queue for a NoticeStack (the app keeps its own in a store): `push` and `close`. */
export function useNoticeQueue(initial: NoticeItem[] = []) {
  const [notices, setNotices] = useState<NoticeItem[]>(initial);
  const push = useCallback((notice: Omit<NoticeItem, 'id'> & { id?: string }) => {
    const id = notice.id ?? `notice-${++nextId}`;
    setNotices((list) => [...list, { ...notice, id }]);
    return id;
  }, []);
  const close = useCallback((id: string) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  return { notices, push, close };
}

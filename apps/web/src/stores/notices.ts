import { proxy } from 'valtio';

/** NOTICE-001: the five kinds of notice. */
export type NoticeKind = 'error' | 'info' | 'success' | 'warning' | 'question';

export interface AppNotice {
  id: string;
  kind: NoticeKind;
  /** Translated title; the kit's default (main_error / main_done / main_ok) when absent. */
  title?: string;
  /** Translated message. */
  message: string;
  /** No close button, no auto-close (the terms error). */
  permanent?: boolean;
  /** Closable, but never closes by itself (the session-limit notice: closing it logs out). */
  sticky?: boolean;
  /** What closing it does beyond removing it (the session-limit notice logs out). */
  onClose?: () => void;
  /** A button under the message. */
  action?: { label: string; run: () => void };
}

export interface NoticesState {
  /** In order of arrival; the stack shows the first three (NOTICE-004). */
  queue: AppNotice[];
}

export interface NoticesStore extends NoticesState {
  /** How many notices were pushed (the next id without one of its own). */
  counter: number;
}

export function createNoticesStore(): NoticesStore {
  return proxy<NoticesStore>({ queue: [], counter: 0 });
}

/** Adds a notice; a notice with the same `id` as a waiting one replaces it (no duplicates of one event). */
export function pushNotice(notices: NoticesStore, notice: Omit<AppNotice, 'id'> & { id?: string }): string {
  notices.counter += 1;
  const id = notice.id ?? `notice-${notices.counter}`;
  const existing = notices.queue.findIndex((each) => each.id === id);
  const item: AppNotice = { ...notice, id };
  if (existing >= 0) notices.queue[existing] = item;
  else notices.queue.push(item);
  return id;
}

/** Closes a notice (its button, its timer, or the app); runs its `onClose`. */
export function closeNotice(notices: NoticesStore, id: string): void {
  const index = notices.queue.findIndex((each) => each.id === id);
  if (index < 0) return;
  const [removed] = notices.queue.splice(index, 1);
  removed?.onClose?.();
}

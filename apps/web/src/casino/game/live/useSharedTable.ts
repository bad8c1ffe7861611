import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTable, tableEventsUrl } from '../../../api/tables';
import type { SharedRound, SharedTableAnswer, SharedTableEvent } from '../../../api/types';

/** How long after a round's time the page waits for its result before it asks the server again. */
const LATE_MS = 4_000;
/** The latest results a table keeps on screen. */
const RECENT = 12;

export interface SharedTableState {
  table: SharedTableAnswer | null;
  /** The table could not be loaded (and nothing is shown yet). */
  failed: boolean;
  /** The server's clock minus the browser's (ms): the countdown runs on the server's time. */
  offset: number;
  /** The events stream is down (the browser opens it again by itself). */
  reconnecting: boolean;
  /** Rounds drawn while the page watched: each one turns the wheel or deals the cards. */
  drawn: number;
  reload: () => void;
}

/** A drawn round into the table: the result in front of the latest ones, the next round taking bets. */
function withDrawn(
  table: SharedTableAnswer,
  round: SharedRound,
  open: SharedRound | null,
): SharedTableAnswer {
  return {
    ...table,
    open: open ?? (table.open?.roundId === round.roundId ? null : table.open),
    recent: [round, ...table.recent.filter((each) => each.roundId !== round.roundId)].slice(0, RECENT),
  };
}

/**
 * A shared table as it happens (docs/adr/0055-shared-rounds.md): loaded once, then kept by the table's server-sent
 * events (bets counted, rounds drawn). Should a result not come within a few seconds of its time (the stream
 * lost), the table is asked for again.
 */
export function useSharedTable(tableId: string, onDrawn?: (round: SharedRound) => void): SharedTableState {
  const [table, setTable] = useState<SharedTableAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [offset, setOffset] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const [drawn, setDrawn] = useState(0);
  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;

  const reload = useCallback(() => {
    const controller = new AbortController();
    fetchTable(tableId, controller.signal)
      .then((answer) => {
        setOffset(Date.parse(answer.now) - Date.now());
        setTable(answer);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('table could not be loaded:', error instanceof Error ? error.message : error);
          setFailed(true);
        }
      });
    return controller;
  }, [tableId]);

  useEffect(() => {
    const first = reload();
    const events = new EventSource(tableEventsUrl(tableId));
    events.onopen = () => setReconnecting(false);
    events.onerror = () => setReconnecting(true);
    events.onmessage = (message: MessageEvent<string>) => {
      let event: SharedTableEvent;
      try {
        event = JSON.parse(message.data) as SharedTableEvent;
      } catch {
        return;
      }
      if (event.type === 'bets') {
        setTable((prev) =>
          prev?.open?.roundId === event.roundId
            ? { ...prev, open: { ...prev.open, bets: event.bets, players: event.players } }
            : prev,
        );
      } else {
        setTable((prev) => (prev === null ? prev : withDrawn(prev, event.round, event.open)));
        setDrawn((n) => n + 1);
        drawnRef.current?.(event.round);
      }
    };
    return () => {
      first.abort();
      events.close();
    };
  }, [tableId, reload]);

  // The result of a round that closed a while ago has not come (the stream lost it): ask for the table again.
  const openAt = table?.open ? Date.parse(table.open.drawAt) : null;
  useEffect(() => {
    if (openAt === null) return;
    const timer = window.setInterval(() => {
      if (Date.now() + offset > openAt + LATE_MS) reload();
    }, 2_000);
    return () => window.clearInterval(timer);
  }, [openAt, offset, reload]);

  return { table, failed, offset, reconnecting, drawn, reload };
}

/** The server's time now, ticking every quarter second (for a countdown). */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), 250);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

import type { CoefViewId } from '@betline/core';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../../i18n';
import { ChampHeader } from '../ChampHeader';
import { EventRow } from '../EventRow';
import type { SelectedIds } from '../selection';
import type { ChampionshipData, EventData, MarketData, OutcomeData } from '../types';
import { Item, Scroller, Sizer } from './EventList.styles';

/**
 * Estimated heights in CSS pixels before a row is measured (the virtualiser works in pixels): a header, and an
 * event row on one line (wide lists) or wrapped under its names (phones).
 */
const ESTIMATE = { header: 36, event: 76, wrappedEvent: 140 } as const;

// token-exempt: a media query; below this width a row's prices wrap under its names (EventRow's flex-basis)
const WRAPPED_ROWS = '(max-width: 719px)';

/**
 * The scroller's size before it is measured, the same on the server and in the render that hydrates its markup
 * (the rows drawn must be the same): a tall screen's. The virtualiser measures its scroller after the list's
 * first commit and drops or adds rows then; from a size of 0 the first render would have no rows (a page
 * without its content until the script runs).
 */
const FIRST_RECT = { width: 1280, height: 960 } as const;

/** The event rows' estimate for this screen: wrapped rows on a phone. */
function eventEstimate(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia(WRAPPED_ROWS).matches
    ? ESTIMATE.wrappedEvent
    : ESTIMATE.event;
}

/**
 * A row's size from its ResizeObserver entry, which arrives after the browser's own layout. A row just put in
 * the list keeps the size known so far (its estimate): measuring it there would force a layout of the whole
 * new list inside React's commit, one long task on a phone.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

type Entry =
  | { kind: 'header'; champ: ChampionshipData; expanded: boolean }
  | { kind: 'event'; champ: ChampionshipData; event: EventData };

/** Flattens championships into the rows the list renders: a header, then its events unless collapsed. */
export function flattenBoard(
  championships: readonly ChampionshipData[],
  collapsed: ReadonlySet<string>,
): Entry[] {
  const out: Entry[] = [];
  for (const champ of championships) {
    const expanded = !collapsed.has(champ.id);
    out.push({ kind: 'header', champ, expanded });
    if (expanded) for (const event of champ.events) out.push({ kind: 'event', champ, event });
  }
  return out;
}

export interface EventListProps {
  /** Championships with their events, in display order. */
  championships: readonly ChampionshipData[];
  /** Odds format id (COEF-001). */
  coefViewId: CoefViewId;
  /** Outcome ids in the bet slip. */
  selectedIds?: SelectedIds;
  /** Height of the scrolling viewport (a token or any CSS length the layout gives; default fills the parent). */
  height?: CSSProperties['height'];
  /** Time zone of start times. */
  timeZone?: string;
  /** Time source for live clocks. */
  now?: () => number;
  /** Rows rendered beyond the viewport on each side (default 6; 1 until the browser is idle after mounting). */
  overscan?: number;
  /** Called when the player toggles an outcome. */
  onToggle?: (outcome: OutcomeData, market: MarketData, event: EventData) => void;
  /** Called when the player opens an event. */
  onOpen?: (event: EventData) => void;
  /** An event page's address: each row's team names link to it (see `EventRow`'s `href`). */
  hrefOf?: (event: EventData) => string;
  /**
   * Renders an event row instead of the default `EventRow` (an app wraps the row to read each event's live
   * prices from its own store, so a price change re-renders one row, not the list).
   */
  renderEvent?: (event: EventData) => ReactNode;
  /**
   * Called when the rows in view come near the end of the list (an app loads its next page of events then).
   * It may be called again while the end stays in view: the caller ignores calls while it is loading.
   */
  onEndReached?: () => void;
}

/**
 * Rows beyond the viewport in the list's first render: the rest of the overscan comes when the browser is idle.
 * On a phone the full overscan doubled the rows of the first screen (and the task that puts them in).
 */
const FIRST_OVERSCAN = 1;

/** True once the browser is idle after the list's first render (at the latest a second later). */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** How many rows before the end `onEndReached` is called. */
const END_THRESHOLD = 10;

/**
 * The line or live board: championship headers and event rows in one scrolling list, virtualised with
 * @tanstack/react-virtual so only the rows in view (plus an overscan) are in the DOM; row heights are
 * measured, so wrapped rows on narrow screens keep their place.
 */
export function EventList({
  championships,
  coefViewId,
  selectedIds,
  height = '100%',
  timeZone,
  now,
  overscan = 6,
  onToggle,
  onOpen,
  hrefOf,
  renderEvent,
  onEndReached,
}: EventListProps) {
  const { t } = useUiTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const entries = useMemo(() => flattenBoard(championships, collapsed), [championships, collapsed]);
  // The first render estimates as the server did (no screen there); the screen's estimate once mounted.
  const [eventSize, setEventSize] = useState<number>(ESTIMATE.event);
  useEffect(() => setEventSize(eventEstimate()), []);
  const settled = useIdleAfterMount();
  // The virtualiser is not memoisable by the React Compiler (it says so itself); this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (entries[i]?.kind === 'header' ? ESTIMATE.header : eventSize),
    measureElement: measureRow,
    getItemKey: (i) => {
      const e = entries[i];
      return e ? (e.kind === 'header' ? `c:${e.champ.id}` : `e:${e.event.id}`) : i;
    },
    overscan: settled ? overscan : Math.min(overscan, FIRST_OVERSCAN),
    initialRect: FIRST_RECT,
    // Sizes and positions go straight to the DOM: a row measured after its layout (or resized) moves the rows
    // below it without a render of the list; the list renders only when the rows in view change.
    // A transform, not `top`: a row moved by its neighbour's measured size is no layout shift (CLS).
    directDomUpdates: true,
    directDomUpdatesMode: 'transform',
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastInView = virtualItems[virtualItems.length - 1]?.index ?? -1;
  const endRef = useRef(onEndReached);
  endRef.current = onEndReached;
  useEffect(() => {
    if (entries.length > 0 && lastInView >= entries.length - END_THRESHOLD) endRef.current?.();
  }, [lastInView, entries.length]);
  const toggleChamp = (id: string, expanded: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (expanded) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Scroller
      ref={scrollRef}
      style={{ height }}
      role="region"
      aria-label={t('betting.eventList')}
      tabIndex={0}
    >
      <Sizer ref={virtualizer.containerRef}>
        {virtualItems.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          return (
            <Item key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              {entry.kind === 'header' ? (
                <ChampHeader
                  name={entry.champ.name}
                  region={entry.champ.region}
                  count={entry.champ.events.length}
                  expanded={entry.expanded}
                  onToggle={(expanded) => toggleChamp(entry.champ.id, expanded)}
                />
              ) : renderEvent ? (
                renderEvent(entry.event)
              ) : (
                <EventRow
                  event={entry.event}
                  coefViewId={coefViewId}
                  selectedIds={selectedIds}
                  timeZone={timeZone}
                  {...(now ? { now } : {})}
                  onToggle={onToggle}
                  onOpen={onOpen}
                  {...(hrefOf ? { href: hrefOf(entry.event) } : {})}
                />
              )}
            </Item>
          );
        })}
      </Sizer>
    </Scroller>
  );
}

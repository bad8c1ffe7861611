import type { MouseEvent } from 'react';
import type { CoefViewId } from '@betline/core';
import { Badge } from '../../data/Badge';
import { dateTimeFormat, useUiTranslation } from '../../i18n';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { LiveTimer } from '../LiveTimer';
import { OddsButton } from '../OddsButton';
import { isSelected, type SelectedIds } from '../selection';
import { useStableHandler } from '../stableHandler';
import type { EventData, MarketData, OutcomeData } from '../types';
import {
  EventNumber,
  LiveScore,
  Markets,
  Meta,
  NameColumn,
  Names,
  OpenButton,
  OpenLink,
  PeriodScores,
  Row,
  Teams,
} from './EventRow.styles';

/** A fixed UTC offset as `+05:30` / `-09:30`. */
const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * Start time of an event with Intl: day and month, hours and minutes, in the locale and time zone. The zone is an
 * IANA name (`Europe/Berlin`, `Etc/GMT-3`) or a fixed offset (`+05:30`): offsets with minutes have no IANA name
 * of their own, and not every engine takes them as a zone yet, so the instant is shifted by the offset and read
 * in UTC (the same on the server and in every browser).
 */
export function formatStartTime(startTime: number, locale: string, timeZone?: string): string {
  const fixed = timeZone === undefined ? null : FIXED_OFFSET.exec(timeZone);
  const options: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  };
  if (fixed !== null) {
    const minutes = (Number(fixed[2]) * 60 + Number(fixed[3])) * (fixed[1] === '-' ? -1 : 1);
    return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(startTime + minutes * 60_000);
  }
  return dateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(startTime);
}

/** The player's display choices for board rows (the office settings' toggles, MISC-013). */
export interface EventRowDisplay {
  /** Denser rows: more events in view. */
  compact?: boolean;
  /** The event's number under its start time (players quote it to support and on betting-shop slips). */
  number?: boolean;
  /** A live event's score of each finished period beside the total. */
  periodScores?: boolean;
}

export interface EventRowProps {
  /** The event: teams, start, live state and main markets. */
  event: EventData;
  /** Odds format id (COEF-001). */
  coefViewId: CoefViewId;
  /** Outcome ids in the bet slip. */
  selectedIds?: SelectedIds;
  /** Time zone for the start time (IANA name); the browser's by default. */
  timeZone?: string;
  /** Time source for the live clock (tests, stories). */
  now?: () => number;
  /** Called when the player toggles an outcome. */
  onToggle?: (outcome: OutcomeData, market: MarketData, event: EventData) => void;
  /** Called when the player opens the event (its full market list); the team names become a button. */
  onOpen?: (event: EventData) => void;
  /**
   * The event page's address: the team names become a link to it (readable without scripts, by search engines,
   * openable in a new tab). A plain click calls `onOpen` instead of loading the page, when given.
   */
  href?: string;
  /** Display choices; each off by default. */
  display?: EventRowDisplay;
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
function opensElsewhere(click: MouseEvent<HTMLAnchorElement>): boolean {
  return click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
}

/** One event of the board: start time or live badge and clock, teams, score and the main markets' prices. */
export function EventRow({
  event,
  coefViewId,
  selectedIds,
  timeZone,
  now,
  onToggle,
  onOpen,
  href,
  display,
}: EventRowProps) {
  const { t, i18n } = useUiTranslation();
  // One handler for every price of the row, stable across renders, reading the newest event when pressed.
  const press = useStableHandler((pressed: OutcomeData) => {
    for (const market of event.markets) {
      const outcome = market.outcomes?.find((each) => each.id === pressed.id);
      if (outcome) {
        onToggle?.(outcome, market, event);
        return;
      }
    }
  });
  const title = t('betting.versus', { home: event.home, away: event.away });
  const names = (
    <>
      <span>{event.home}</span>
      <span>{event.away}</span>
    </>
  );
  const openNames = (
    <>
      <span>{event.home}</span>
      <span>
        {/* The space separates the teams in the accessible name (the row itself is named "A v B"). */}{' '}
        {event.away}
      </span>
    </>
  );
  return (
    <Row
      aria-label={title}
      data-live={event.live ? 'true' : undefined}
      data-density={display?.compact === true ? 'compact' : undefined}
    >
      <Meta>
        {event.live ? (
          <>
            <Badge tone="danger">{t('betting.live')}</Badge>
            <LiveTimer
              clockSec={event.live.clockSec}
              clockAt={event.live.clockAt}
              running={event.live.running ?? true}
              {...(now ? { now } : {})}
            />
          </>
        ) : (
          <time dateTime={new Date(event.startTime).toISOString()}>
            {formatStartTime(event.startTime, i18n.language, timeZone)}
          </time>
        )}
      </Meta>
      <Teams>
        <NameColumn>
          {href !== undefined ? (
            <OpenLink
              href={href}
              onClick={(click) => {
                if (!onOpen || opensElsewhere(click)) return;
                click.preventDefault();
                onOpen(event);
              }}
            >
              {openNames}
            </OpenLink>
          ) : onOpen ? (
            <OpenButton type="button" onClick={() => onOpen(event)}>
              {openNames}
            </OpenButton>
          ) : (
            <Names>{names}</Names>
          )}
          {display?.number === true && (
            <EventNumber>{t('betting.eventNumber', { number: event.id })}</EventNumber>
          )}
        </NameColumn>
        {event.live && (
          <LiveScore>
            <VisuallyHidden>
              {t('betting.score', { home: event.live.score[0], away: event.live.score[1] })}
            </VisuallyHidden>
            <span aria-hidden="true">{event.live.score[0]}</span>
            <span aria-hidden="true">{event.live.score[1]}</span>
          </LiveScore>
        )}
        {event.live && display?.periodScores === true && (event.live.periodScores?.length ?? 0) > 0 && (
          <PeriodScores>
            <VisuallyHidden>
              {t('betting.periodScores', {
                scores: (event.live.periodScores ?? []).map(([home, away]) => `${home}:${away}`).join(', '),
              })}
            </VisuallyHidden>
            {(event.live.periodScores ?? []).map(([home, away], index) => (
              // Periods keep their order: the index is the period.
              <span key={index} aria-hidden="true">
                <span>{home}</span>
                <span>{away}</span>
              </span>
            ))}
          </PeriodScores>
        )}
      </Teams>
      {event.markets.map((market) => (
        <Markets
          key={market.id}
          role="group"
          aria-label={market.name}
          $count={Math.max(1, market.outcomes?.length ?? 0)}
        >
          {(market.outcomes ?? []).map((outcome) => (
            <OddsButton
              key={outcome.id}
              outcome={outcome}
              marketName={market.name}
              eventName={title}
              coefViewId={coefViewId}
              selected={isSelected(selectedIds, outcome.id)}
              compact
              onPress={press}
            />
          ))}
        </Markets>
      ))}
    </Row>
  );
}

import type { CollectorEvent } from '@betline/contracts';
import { http } from '../api/client';
import type { Stores } from '../stores';
import { COLLECTOR_SOURCE_IDS, COLLECTOR_HEADERS, COLLECTOR_PATH_PREFIX } from '@betline/contracts/paths';

/** The collector's event ids (CONST-014: numeric event ids). */
export const ANALYTICS_EVENTS = {
  pageView: 1000,
  /** REG-016/017: the registration modal opened or closed (`s1`). */
  registrationModal: 1255,
  /** REG-018/019: a step of the registration flow (`s1`), its type (`s2`) and where it runs (`s3`). */
  registrationFlow: 1256,
} as const;

/** The page-view event id (kept under its first name). */
export const PAGE_VIEW_EVENT = ANALYTICS_EVENTS.pageView;

/** One event without its time (the time it happened is added when it is tracked). */
export type AnalyticsEvent = Omit<CollectorEvent, 'ts'>;

export interface PageView {
  path: string;
  routeId: string;
  lang: string;
}

/** Posts events to the collector (one request per call). */
export type EventSender = (events: CollectorEvent[]) => void;

/** Events tracked before analytics is installed wait (at most the collector's 50 of one request). */
const MAX_WAITING = 50;

/** One app instance's analytics: where events go once installed, and those that wait until then. */
export interface Analytics {
  sender: EventSender | undefined;
  waiting: CollectorEvent[];
}

export function createAnalytics(): Analytics {
  return { sender: undefined, waiting: [] };
}

/** The analytics of this app instance, made on first use (events are tracked from the first screen on). */
export function analyticsOf(stores: Pick<Stores, 'lazy'>): Analytics {
  stores.lazy.analytics ??= createAnalytics();
  return stores.lazy.analytics;
}

/**
 * The first-party analytics (CONSENT-010): events go to the server's reporting collector
 * (`POST /collector-api/v1/{analyticsKey}/55`, API-059..061); no third-party script is ever loaded. Without an
 * analytics key the events are only written to the console.
 */
export function createCollectorSender(analyticsKey: string, signedIn: () => boolean): EventSender {
  if (analyticsKey === '') {
    return (events) => console.info('analytics', events);
  }
  const path = `${COLLECTOR_PATH_PREFIX}/${encodeURIComponent(analyticsKey)}/${COLLECTOR_SOURCE_IDS.web}`;
  return (events) => {
    http
      .post(
        path,
        { events },
        {
          quiet: true,
          headers: {
            'x-requested-with': COLLECTOR_HEADERS.requestedWith,
            'x-app': COLLECTOR_HEADERS.app,
            'x-auth': signedIn() ? '1' : '0',
          },
        },
      )
      .catch((error: unknown) => {
        console.info('analytics not recorded:', error instanceof Error ? error.message : error);
      });
  };
}

/**
 * Installs analytics (only once marketing consent allows it, CONSENT-010/011): what was tracked so far is sent
 * in one request, later events as they happen. Answers an uninstall function (events wait again).
 */
export function installAnalytics(analytics: Analytics, send: EventSender): () => void {
  analytics.sender = send;
  if (analytics.waiting.length > 0) {
    const events = analytics.waiting;
    analytics.waiting = [];
    send(events);
  }
  return () => {
    if (analytics.sender === send) analytics.sender = undefined;
  };
}

/**
 * Tracks an event: sent at once when analytics is installed; else kept in this page's memory (never stored,
 * never sent without consent) until it is, the oldest dropped beyond 50.
 */
export function track(analytics: Analytics, event: AnalyticsEvent, now = Date.now()): void {
  const stamped: CollectorEvent = { ...event, ts: now };
  if (analytics.sender !== undefined) {
    analytics.sender([stamped]);
    return;
  }
  analytics.waiting.push(stamped);
  if (analytics.waiting.length > MAX_WAITING) analytics.waiting.shift();
}

/** A page view: the path (at most 500 characters, the collector's field), the route id and the language. */
export function trackPageView(analytics: Analytics, view: PageView): void {
  track(analytics, {
    id: ANALYTICS_EVENTS.pageView,
    s1: view.path.slice(0, 500),
    s2: view.routeId,
    s3: view.lang,
  });
}

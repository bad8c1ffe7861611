import { http } from '../api/client';
import { COLLECTOR, SITE_NOTICE_PATHS } from '../api/paths';

/** The collector's event id of a page view (CONST-014: numeric event ids). */
export const PAGE_VIEW_EVENT = 1000;

export interface PageView {
  path: string;
  routeId: string;
  lang: string;
}

export type PageViewRecorder = (view: PageView) => void;

/**
 * The first-party analytics (CONSENT-010): page views go to the server's reporting collector
 * (`POST /collector-api/v1/{analyticsKey}/55`, API-059..061). Installed only with marketing consent; no
 * third-party script is ever loaded. Without an analytics key the views are only written to the console.
 */
export function createPageViewRecorder(analyticsKey: string, signedIn: () => boolean): PageViewRecorder {
  if (analyticsKey === '') {
    return (view) => console.info('page view', view);
  }
  const path = `${SITE_NOTICE_PATHS.collectorPrefix}/${encodeURIComponent(analyticsKey)}/${COLLECTOR.webSourceId}`;
  return (view) => {
    const event = {
      id: PAGE_VIEW_EVENT,
      s1: view.path.slice(0, 500),
      s2: view.routeId,
      s3: view.lang,
      ts: Date.now(),
    };
    http
      .post(
        path,
        { events: [event] },
        {
          quiet: true,
          headers: {
            'x-requested-with': COLLECTOR.requestedWith,
            'x-app': COLLECTOR.app,
            'x-auth': signedIn() ? '1' : '0',
          },
        },
      )
      .catch((error: unknown) => {
        console.info('page view not recorded:', error instanceof Error ? error.message : error);
      });
  };
}

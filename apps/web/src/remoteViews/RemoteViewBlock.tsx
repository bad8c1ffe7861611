import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button } from '@betline/ui';
import { useStores } from '../stores';
import type { RetryPolicy } from './machine';
import { useRemoteView } from './useRemoteView';

const Status = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
`;

/** The page's colours for the view's text and links (its own style may refine them). */
const Scope = styled.div`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};

  a {
    color: ${vars.fgColor.link};
  }
`;

/** Addresses a view's `cssToLoad` may use: the page's own and the site config's allowed origins. */
function loadable(address: string, origins: readonly string[]): boolean {
  if (address.startsWith('/') && !address.startsWith('//')) return true;
  try {
    return origins.includes(new URL(address).origin);
  } catch {
    return false;
  }
}

export interface RemoteViewBlockProps {
  appName: string;
  lng: string;
  /** Header components pass HEADER_RETRY_POLICY (RV-014); views default to 3 doubling retries. */
  policy?: RetryPolicy;
  /**
   * What stands for the view until it is ready and after it failed (the page's own content): given, it replaces
   * the loading line and the error line with its refresh button.
   */
  fallback?: ReactNode;
}

/**
 * A remote view in the page (RV-001): a loading line while it loads or retries, the view once ready (its
 * cleaned body, its `style` scoped to the view, its `cssToLoad` as stylesheet links), and after the last
 * automatic retry an error line with a refresh button that starts the cycle again (ERR-006, ERR-030).
 * Nothing is rendered on the server or in the hydrating render (the view loads in the browser).
 */
export function RemoteViewBlock({ appName, lng, policy, fallback }: RemoteViewBlockProps) {
  const { t } = useTranslation();
  const { global } = useStores();
  const { state, view, exhausted, reload } = useRemoteView(appName, lng, policy);
  if (state === 'ready' && view !== null) {
    const origins = global.siteConfig.config?.remoteViewOrigins ?? [];
    return (
      <Scope data-remote-view={appName} lang={view.lng}>
        {view.style.trim() === '' ? null : (
          <style>{`[data-remote-view="${appName}"] { ${view.style} }`}</style>
        )}
        {view.cssToLoad
          .filter((href) => loadable(href, origins))
          .map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        <div dangerouslySetInnerHTML={{ __html: view.body }} />
      </Scope>
    );
  }
  if (fallback !== undefined) return fallback;
  if (state === 'not-exist') return null;
  if (state === 'error' && exhausted) {
    return (
      <Failed role="alert">
        <span>{t('remoteView.failed')}</span>
        <Button size="sm" variant="secondary" onClick={reload}>
          {t('remoteView.refresh')}
        </Button>
      </Failed>
    );
  }
  return <Status role="status">{t('remoteView.loading')}</Status>;
}

/** The site config's fields that name the remote view a part of the page shows. */
export type RemoteViewSlotName = 'errorRemoteView' | 'accountRemoteView' | 'supportRemoteView';

/**
 * The remote view the site config names for a part of the page (RV-001: a partner's block on the error page,
 * the account page, the support pages), or the fallback (or nothing) when it names none.
 */
export function RemoteViewSlot({
  slot,
  lng,
  fallback,
}: {
  slot: RemoteViewSlotName;
  lng: string;
  fallback?: ReactNode;
}) {
  const { siteConfig } = useSnapshot(useStores().global);
  const appName = siteConfig.config?.[slot] ?? null;
  if (appName === null) return fallback ?? null;
  return <RemoteViewBlock appName={appName} lng={lng} fallback={fallback} />;
}

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { RouteFlags } from '@betline/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, PageShell, announce } from '@betline/ui';
import { loadSiteConfig } from '../stores/global';
import { Header } from './parts/Header';
import { useBrandName } from '../app/brand';
import { Overlays } from './parts/Overlays';
import { MaintenanceWarning } from './parts/MaintenanceWarning';
import { SeoBlock, SupportButton } from './parts/MainParts';
import { useAfterFirstPaint } from '../lib/idle';
import { usePage } from '../routes/handle';

import { useStores } from '../stores';

/** Below the fold or shown only after scrolling: their own chunks, loaded after the first paint. */
const Footer = lazy(() => import('./parts/Footer').then((m) => ({ default: m.Footer })));
const ScrollTopButton = lazy(() => import('./parts/ScrollTop').then((m) => ({ default: m.ScrollTopButton })));
/**
 * The phone's bottom navigation: in the server's markup from the start, its code a chunk of its own that
 * hydrates it when it arrives (React keeps the server's markup in place until then).
 */
const PhoneNav = lazy(() => import('./parts/PhoneNav').then((m) => ({ default: m.PhoneNav })));

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.bgColor.warning.muted};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.warning};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The floating buttons. On a game's page they leave phones alone: a pill over the lower corner covers the
 * game's own buttons (Spin, Cash out), and Support stays in the menu and the bottom navigation.
 */
const OffThePlayArea = styled.div<{ $playArea: boolean }>`
  display: contents;

  /* token-exempt: the layouts' breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    display: ${({ $playArea }) => ($playArea ? 'none' : 'contents')};
  }
`;

/**
 * SPEC §2 main layout (ROUTE-004): header, notice area, content, SEO block, footer, support button and
 * scroll-to-top. The footer and the SEO block can be hidden by route flags (ROUTE-006, SEO-001).
 */
export function MainLayout({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const stores = useStores();
  const { t } = useTranslation();
  const { language, siteConfig, siteConfigLang } = useSnapshot(useStores().global);
  const brand = useBrandName();
  const page = usePage();
  const { routing } = useSnapshot(useStores().site);
  // ROUTE-007: no bottom navigation on registration unless the routing settings allow it.
  const bottomNav = page.routeId !== 'registration' || routing?.showBottomNavOnRegistration === true;
  const afterPaint = useAfterFirstPaint();
  const reloadFailed = siteConfig.status === 'error';
  const reloadFailedText = t('config.reloadFailed');
  useEffect(() => {
    if (reloadFailed) announce(reloadFailedText, 'assertive');
  }, [reloadFailed, reloadFailedText]);
  return (
    <PageShell
      skipLinkLabel={t('a11y.skipToContent')}
      header={<Header lng={language} />}
      noticesLabel={t('pages.layout.notices')}
      notices={
        <>
          <MaintenanceWarning />
          {reloadFailed ? (
            <Notice>
              <span>{reloadFailedText}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void loadSiteConfig(stores.global, siteConfigLang)}
              >
                {t('config.retry')}
              </Button>
            </Notice>
          ) : null}
        </>
      }
      seo={flags.hideSeo ? undefined : <SeoBlock />}
      footer={
        flags.hideFooter ? undefined : (
          <Suspense fallback={null}>
            <Footer companyName={brand} lng={language} />
          </Suspense>
        )
      }
      floating={
        <>
          <OffThePlayArea $playArea={flags.playArea === true}>
            <SupportButton lng={language} aboveBottomNav={bottomNav} />
            {afterPaint ? (
              <Suspense fallback={null}>
                <ScrollTopButton aboveBottomNav={bottomNav} />
              </Suspense>
            ) : null}
          </OffThePlayArea>
          {bottomNav ? (
            <Suspense fallback={null}>
              <PhoneNav lng={language} />
            </Suspense>
          ) : null}
          <Overlays lng={language} />
        </>
      }
    >
      {children}
    </PageShell>
  );
}

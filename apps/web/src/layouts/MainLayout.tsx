import { Suspense, useEffect, type ReactNode } from 'react';
import type { RouteFlags } from '@betline/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, announce } from '@betline/ui';
import { globalStore, loadSiteConfig } from '../stores/global';
import { Header } from './parts/Header';
import { useBrandName } from '../app/brand';
import { Overlays } from './parts/Overlays';
import { Footer } from './parts/Footer';
import { MaintenanceWarning } from './parts/MaintenanceWarning';
import { ScrollTopButton, SeoBlock, SupportButton } from './parts/MainParts';
import { PhoneNav } from './parts/PhoneNav';
import { usePage } from '../routes/handle';
import { siteStore } from '../stores/site';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.bgColor.canvas};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.sans};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${vars.space[4]};
  top: ${vars.space[2]};
  z-index: ${vars.zIndex.tooltip};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

// At least a screen high: the footer starts below the fold, so content that arrives after the first paint never
// pushes a visible footer down (CLS).
const Main = styled.main`
  box-sizing: border-box;
  flex: 1 0 auto;
  min-height: 100vh;
  min-height: 100dvh;
  width: 100%;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[8]} ${vars.space[6]};

  &:focus {
    outline: none;
  }

  @media (max-width: 719px) {
    padding: ${vars.space[6]} ${vars.space[4]};
  }
`;

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
 * SPEC §2 main layout (ROUTE-004): header, notice area, content, SEO block, footer, support button and
 * scroll-to-top. The footer and the SEO block can be hidden by route flags (ROUTE-006, SEO-001).
 */
export function MainLayout({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const { t } = useTranslation();
  const { language, siteConfig, siteConfigLang } = useSnapshot(globalStore);
  const brand = useBrandName();
  const page = usePage();
  const { routing } = useSnapshot(siteStore);
  // ROUTE-007: no bottom navigation on registration unless the routing settings allow it.
  const bottomNav = page.routeId !== 'registration' || routing?.showBottomNavOnRegistration === true;
  const reloadFailed = siteConfig.status === 'error';
  const reloadFailedText = t('config.reloadFailed');
  useEffect(() => {
    if (reloadFailed) announce(reloadFailedText, 'assertive');
  }, [reloadFailed, reloadFailedText]);
  return (
    <Frame>
      <SkipLink href="#main">{t('a11y.skipToContent')}</SkipLink>
      <Header lng={language} />
      <section aria-label={t('pages.layout.notices')} data-testid="notice-area">
        <MaintenanceWarning />
        {reloadFailed ? (
          <Notice>
            <span>{reloadFailedText}</span>
            <Button size="sm" variant="secondary" onClick={() => void loadSiteConfig(siteConfigLang)}>
              {t('config.retry')}
            </Button>
          </Notice>
        ) : null}
      </section>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {flags.hideSeo ? null : <SeoBlock />}
      {flags.hideFooter ? null : (
        <Suspense fallback={null}>
          <Footer companyName={brand} lng={language} />
        </Suspense>
      )}
      <SupportButton lng={language} aboveBottomNav={bottomNav} />
      <ScrollTopButton aboveBottomNav={bottomNav} />
      {bottomNav ? <PhoneNav lng={language} /> : null}
      <Overlays lng={language} />
    </Frame>
  );
}

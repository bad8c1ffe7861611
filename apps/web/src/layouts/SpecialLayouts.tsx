import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';

import { Logo } from './parts/Logo';
import { useBrandName } from '../app/brand';
import { useStores } from '../stores';

const Frame = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  background: ${vars.bgColor.canvas};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.sans};
`;

const Top = styled.header`
  padding: ${vars.space[4]} ${vars.space[6]};
`;

const Centre = styled.main`
  box-sizing: border-box;
  flex: 1 0 auto;
  display: grid;
  place-items: center;
  padding: ${vars.space[6]};

  &:focus {
    outline: none;
  }
`;

const Content = styled.main`
  box-sizing: border-box;
  flex: 1 0 auto;
  width: 100%;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[6]};

  &:focus {
    outline: none;
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Bottom = styled.footer`
  padding: ${vars.space[4]} ${vars.space[6]};
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

function LogoOnly({ link }: { link: boolean }) {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { language } = useSnapshot(useStores().global);
  return (
    <Top>
      {link ? (
        <HomeLink to={`/${language}`} aria-label={t('header.homeLink', { brand })}>
          <Logo />
        </HomeLink>
      ) : (
        <span role="img" aria-label={brand}>
          <Logo />
        </span>
      )}
    </Top>
  );
}

/** Headless layout (ROUTE-003): landings without header, footer or SEO block; the logo leads home. */
export function HeadlessLayout({ children }: { children: ReactNode }) {
  return (
    <Frame data-layout="headless">
      <LogoOnly link />
      <Content id="main" tabIndex={-1}>
        {children}
      </Content>
    </Frame>
  );
}

/** Empty layout (ROUTE-053..056): block pages, print, terms and payment results; content centred, no links out. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Frame data-layout="empty">
      <LogoOnly link={false} />
      <Centre id="main" tabIndex={-1}>
        {children}
      </Centre>
    </Frame>
  );
}

/** Maintenance layout (ROUTE-057): only the maintenance page, nothing that would call the server. */
export function MaintenanceLayout({ children }: { children: ReactNode }) {
  return (
    <Frame data-layout="maintenance">
      <LogoOnly link={false} />
      <Centre id="main" tabIndex={-1}>
        {children}
      </Centre>
    </Frame>
  );
}

/** Blocked layout (ROUTE-060, GUARD-014): the ban page with the company line below. */
export function BlockedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <Frame data-layout="blocked">
      <LogoOnly link={false} />
      <Centre id="main" tabIndex={-1}>
        {children}
      </Centre>
      <Bottom>
        {t('footer.copyright', {
          year: new Date().getFullYear(),
          company: brand,
        })}
      </Bottom>
    </Frame>
  );
}

import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Logo } from './Logo';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { AccountControls } from './AccountControls';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  background: ${vars.bgColor.surface};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  box-shadow: ${vars.shadow.sm};
`;

const Inner = styled.div`
  box-sizing: border-box;
  max-width: ${vars.size.layout.maxWidth};
  min-height: ${vars.size.layout.headerHeight};
  margin-inline: auto;
  padding-inline: ${vars.space[6]};
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  grid-template-areas: 'logo nav controls account';
  align-items: center;
  column-gap: ${vars.space[6]};

  @media (max-width: 719px) {
    min-height: 0;
    padding: ${vars.space[2]} ${vars.space[4]} 0;
    column-gap: ${vars.space[3]};
    row-gap: ${vars.space[1]};
    grid-template-columns: auto 1fr auto;
    grid-template-areas:
      'logo account account'
      'nav nav controls';
  }
`;

const HomeLink = styled(Link)`
  grid-area: logo;
  display: inline-flex;
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Nav = styled.nav`
  grid-area: nav;
  min-width: 0;

  ul {
    display: flex;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
  }

  @media (max-width: 719px) {
    margin-inline: calc(-1 * ${vars.space[2]});
    padding-block-end: ${vars.space[2]};
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.bgColor.hover};
    color: ${vars.fgColor.default};
  }

  &[aria-current='page'] {
    background: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Controls = styled.div`
  grid-area: controls;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

/** Sections of the product; their pages arrive one by one (SPEC §2 main layout). */
const sections = [
  { key: 'sports', path: 'line' },
  { key: 'live', path: 'live' },
  { key: 'casino', path: 'casino' },
  { key: 'promotions', path: 'promotions' },
] as const;

export function Header({ lng }: { lng: string }) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Inner>
        <HomeLink to={`/${lng}`} aria-label={t('header.homeLink')}>
          <Logo />
        </HomeLink>
        <Nav aria-label={t('header.mainNav')}>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <NavItem to={`/${lng}/${section.path}`}>{t(`header.nav.${section.key}`)}</NavItem>
              </li>
            ))}
          </ul>
        </Nav>
        <Controls>
          <LanguageSwitch />
          <ThemeSwitch />
        </Controls>
        <Account>
          <AccountControls lng={lng} />
        </Account>
      </Inner>
    </Bar>
  );
}

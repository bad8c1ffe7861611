import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack } from '@betline/ui';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';

const Narrow = styled.div`
  max-width: ${vars.size.layout.formWidth};
  margin-inline: auto;
  padding-block: ${vars.space[6]};
`;

/** A page with one task (sign-in, registration, activation): a title and a narrow column. */
export function TaskPage({ children }: { children: ReactNode }) {
  const { title } = usePageTitle();
  const { routeId } = usePage();
  return (
    <Narrow data-route-id={routeId}>
      <Stack gap={5}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Narrow>
  );
}

const Office = styled.div`
  display: grid;
  grid-template-columns: ${vars.size.layout.sidebarWidth} minmax(0, 1fr);
  gap: ${vars.space[6]};
  padding-block: ${vars.space[6]};

  @media (max-width: 719px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[4]};
    padding-block: ${vars.space[4]};
  }
`;

const Menu = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media (max-width: 719px) {
    ul {
      flex-direction: row;
      overflow-x: auto;
      scrollbar-width: none;
    }
  }
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

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

/** The office sections in the menu, in the order a player looks for them. */
export const OFFICE_SECTIONS = [
  'account',
  'recharge',
  'deduce',
  'historypay',
  'history',
  'bonuses',
  'promotion',
  'bringfriend',
  'cashback',
  'rewards',
  'responsible',
  'security',
  'settings',
  'support',
  'verification',
] as const;

/** Sections whose page is not `office/{section}`: the bonuses open on their wagering, cashback on its percent kind. */
const OFFICE_SECTION_PATHS: Partial<Record<string, string>> = {
  bonuses: 'bonuses/wager',
  cashback: 'casino/vipcashback',
};

/** The path of an office section's page under `/{lng}/office/`. */
export function officeSectionPath(section: string): string {
  return OFFICE_SECTION_PATHS[section] ?? section;
}

/** An office page (SPEC §2 "office/..."): the office menu and the section's content. */
export function OfficePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { title } = usePageTitle();
  const { routeId, lng } = usePage();
  return (
    <Office data-route-id={routeId}>
      <Menu aria-label={t('office.menu')}>
        <ul>
          {OFFICE_SECTIONS.map((section) => (
            <li key={section}>
              <MenuLink to={`/${lng}/office/${officeSectionPath(section)}`}>
                {t(`office.sections.${section}`)}
              </MenuLink>
            </li>
          ))}
        </ul>
      </Menu>
      <Stack gap={5}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Office>
  );
}

/** A list without bullets, its items stacked with the space scale (balances, payments, sessions). */
export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Term and value pairs of the player's data. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
  }
`;

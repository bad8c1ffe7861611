import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { RouterLink } from '../lib/RouterLink';
import { usePage } from '../routes/handle';
import { countsPath, listPath } from './parts';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    list-style: none;
  }
`;

const Tab = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[3]};
  border-bottom: ${vars.borderWidth.thick} solid transparent;
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    color: ${vars.fgColor.default};
  }

  &[aria-current='page'] {
    border-bottom-color: ${vars.borderColor.accent};
    color: ${vars.fgColor.default};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

/** The two tabs of the bonuses (and offers) pages, ROUTE-047/052: the offers with their rules, and what counts. */
export function FamilyTabs({
  family,
  current,
}: {
  family: 'bonuses' | 'offers';
  current: 'rules' | 'games';
}) {
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  return (
    <Nav aria-label={t('tabs.label')}>
      <ul>
        <li>
          <Tab href={listPath(lng, family)} aria-current={current === 'rules' ? 'page' : undefined}>
            {t('tabs.rules')}
          </Tab>
        </li>
        <li>
          <Tab href={countsPath(lng, family)} aria-current={current === 'games' ? 'page' : undefined}>
            {t('tabs.games')}
          </Tab>
        </li>
      </ul>
    </Nav>
  );
}

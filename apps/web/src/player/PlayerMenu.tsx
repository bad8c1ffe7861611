import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, DropdownMenu, UserIcon } from '@betline/ui';
import { ControlLink } from '../layouts/parts/AccountControls';
import { useRouteFlags } from '../routes/handle';
import { activeAccount, accountOf } from '../stores/account';

import { logout } from '../stores/logout';
import { markSignedOutFrom } from '../stores/user';
import { useMoney } from './money';
import { OFFICE_SECTIONS, officeSectionPath } from './PageShell';
import { useAccountTexts } from './useTexts';
import { useStores } from '../stores';

const Balance = styled(ControlLink)`
  font-variant-numeric: tabular-nums;
`;

/** A long login (an e-mail) never widens the header: it is cut with an ellipsis, and phones show the icon only. */
const UserName = styled.span`
  display: inline-block;
  max-width: calc(${vars.size.control.lg} * 3);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  @media (max-width: 719px) {
    display: none;
  }
`;

/** AUTH-015: after logout, home when the page was for players only, otherwise the same page reloads. */
export function pathAfterLogout(lng: string, pageNeedsAuth: boolean): string | null {
  return pageNeedsAuth ? `/${lng}` : null;
}

/**
 * AUTH-015: goes where a sign-out leads (`leave`, none to stay), waits until the page is there, then signs out.
 * React Router's navigate answers a promise that settles once the new page is loaded.
 */
export async function leaveThenSignOut(
  leave: (() => void | Promise<void>) | null,
  signOut: () => Promise<void>,
): Promise<void> {
  if (leave !== null) {
    try {
      await leave();
    } catch (error) {
      console.warn(
        'leaving the page before sign-out failed:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  await signOut();
}

/** The signed-in player's corner of the header: balance, deposit, and the office menu with sign-out. */
export default function PlayerMenu({ lng }: { lng: string }) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const flags = useRouteFlags();
  const account = useSnapshot(accountOf(useStores()));
  const user = useSnapshot(useStores().user);
  const money = useMoney();
  const active = activeAccount(account);
  const hidden = user.config?.user_hide_balance === true;
  const items = [
    ...OFFICE_SECTIONS.map((section) => ({ id: section, label: t(`office.sections.${section}`) })),
    { id: 'logout', label: t('menu.logout'), danger: true },
  ];
  const onAction = (id: string) => {
    if (id !== 'logout') {
      navigate(`/${lng}/office/${officeSectionPath(id)}`);
      return;
    }
    const next = pathAfterLogout(lng, flags.auth === true);
    if (next !== null) markSignedOutFrom(stores.user, `${location.pathname}${location.search}`);
    // A players-only page is left first, and the session ends once home is on screen: ended while the page was
    // still there, its guard would send the guest to sign-in with a way back into the office.
    void leaveThenSignOut(next === null ? null : () => navigate(next, { replace: true }), () =>
      logout(stores),
    ).then(() => {
      if (next === null) window.location.reload();
    });
  };
  return (
    <>
      {active && (
        <Balance to={`/${lng}/office/account`} aria-label={t('menu.balance')} data-testid="header-balance">
          {hidden ? t('menu.hidden') : money(account.balance, active.iso)}
        </Balance>
      )}
      <ControlLink $primary to={`/${lng}/office/recharge`}>
        {t('menu.deposit')}
      </ControlLink>
      <DropdownMenu
        aria-label={t('menu.label')}
        placement="bottom end"
        items={items}
        onAction={onAction}
        trigger={
          <Button variant="secondary" size="sm" iconStart={<UserIcon />} aria-label={t('menu.label')}>
            <UserName>{user.config?.user_name ?? ''}</UserName>
          </Button>
        }
      />
    </>
  );
}

/**
 * Parts the pages of stakes outside the slip share (the toto, the lotto, the virtual races, bets on your terms): the
 * row of section tabs under a page's heading, a choice drawn like a price (a pick, a number, a runner) that toggles
 * with `aria-pressed`, a box that lets the kit's segmented control of six stakes wrap, the currency a stake is in,
 * the way to sign in and back, and the answer to a stake.
 */
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import { Text } from '@betline/ui';
import { RouterLink } from '../lib/RouterLink';
import { useShownCurrency } from '../promotions/money';
import { usePage } from '../routes/handle';
import { accountOf, activeAccount } from '../stores/account';
import { useStores } from '../stores';

/** The tabs' list (links, the current one `aria-current="page"`). */
export const TabsNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    list-style: none;
  }
`;

export const Tab = styled(RouterLink)`
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

/** A choice drawn like a price button: the odds button's colours at rest, on hover and when pressed. */
export const ChoiceButton = styled.button`
  min-width: ${vars.size.control.lg};
  min-height: ${vars.size.control.lg};
  border: ${vars.borderWidth.default} solid ${vars.oddsButton.borderColor.rest};
  border-radius: ${vars.oddsButton.borderRadius};
  background-color: ${vars.oddsButton.bgColor.rest};
  color: ${vars.oddsButton.fgColor.rest};
  font: inherit;
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  cursor: ${vars.cursor.interactive};

  @media (hover: hover) {
    &:hover {
      background-color: ${vars.oddsButton.bgColor.hover};
      border-color: ${vars.oddsButton.borderColor.hover};
    }
  }

  &[aria-pressed='true'],
  &[aria-pressed='true']:hover {
    background-color: ${vars.oddsButton.selected.bgColor};
    border-color: ${vars.oddsButton.selected.borderColor};
    color: ${vars.oddsButton.selected.fgColor};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/**
 * Around the kit's segmented control when it holds many choices (a game's six stakes): its segments go on to a
 * second row on a narrow screen instead of running past the column (WCAG 1.4.10). The kit's control keeps one row
 * for the slip's few words, and an option there would cost the betting route bytes it does not have (issue 32).
 */
export const WrappingChoices = styled.div`
  > fieldset {
    flex-wrap: wrap;
  }
`;

/** The currency a player stakes in (the active account's), or the site's for a guest. */
export function useStakeCurrency(): string {
  const shown = useShownCurrency();
  const active = activeAccount(useSnapshot(accountOf(useStores())));
  return active?.iso ?? shown.iso;
}

/** The link to sign in that comes back to this page. */
export function SignInToPlay({ children }: { children: string }) {
  const { pathname } = useLocation();
  const { lng } = usePage();
  return (
    <div>
      <RouterLink href={`/${lng}/user/login?${new URLSearchParams({ returnUrl: pathname }).toString()}`}>
        {children}
      </RouterLink>
    </div>
  );
}

/** What became of a stake: a status line, or an alert when it was refused. */
export interface PlayMessage {
  text: string;
  tone: 'danger' | 'default';
}

export function PlayMessageLine({ message }: { message: PlayMessage | undefined }) {
  if (message === undefined) return null;
  return (
    <Text
      tone={message.tone === 'danger' ? 'danger' : undefined}
      role={message.tone === 'danger' ? 'alert' : 'status'}
    >
      {message.text}
    </Text>
  );
}

import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { isSignedIn } from '../../stores/user';
import { useAfterFirstPaint } from '../../lib/idle';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useStores } from '../../stores';

/** Desktop widths get the sign-in dropdown; phones go to the sign-in page (SPEC §2 sign-in forms). */
// token-exempt: a media query, the layouts' breakpoint (their `@media (max-width: 719px)` rules)
export const DESKTOP = '(min-width: 720px)';

/** The signed-in player's balance and menu, and the guest's sign-in dropdown: their own chunk. */
const PlayerMenu = lazy(() => import('../../player/PlayerMenu'));
const GuestMenu = lazy(() => import('../../player/GuestMenu'));

export const ControlLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  color: ${({ $primary }) => ($primary ? vars.button.primary.fgColor.rest : vars.button.secondary.fgColor.rest)};
  background: ${({ $primary }) => ($primary ? vars.button.primary.bgColor.rest : vars.button.secondary.bgColor.rest)};
  border: ${vars.borderWidth.default} solid
    ${({ $primary }) => ($primary ? vars.button.primary.borderColor.rest : vars.button.secondary.borderColor.rest)};

  &:hover {
    background: ${({ $primary }) => ($primary ? vars.button.primary.bgColor.hover : vars.button.secondary.bgColor.hover)};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/** The guest's links before the dropdown's chunk is in (and without JavaScript): plain pages. */
export function GuestLinks({ lng }: { lng: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const signInPath = `/${lng}/user/login`;
  const registrationPath = `/${lng}/registration`;
  const onSignIn = pathname === signInPath;
  const onRegistration = pathname === registrationPath;
  // On the sign-in or registration page the link keeps the page's own way back instead of pointing back at it.
  const back =
    onSignIn || onRegistration ? new URLSearchParams(search).get('returnUrl') : `${pathname}${search}`;
  const query = back ? `?${new URLSearchParams({ returnUrl: back }).toString()}` : '';
  return (
    <>
      <ControlLink to={`${signInPath}${query}`} aria-current={onSignIn ? 'page' : undefined}>
        {t('header.signIn')}
      </ControlLink>
      <ControlLink $primary to={registrationPath} aria-current={onRegistration ? 'page' : undefined}>
        {t('header.register')}
      </ControlLink>
    </>
  );
}

/** The header's player corner: sign-in and registration for guests, balance and menu for players. */
export function AccountControls({ lng }: { lng: string }) {
  const user = useSnapshot(useStores().user);
  const idle = useAfterFirstPaint();
  const wide = useMediaQuery(DESKTOP, false);
  const links = <GuestLinks lng={lng} />;
  if (!user.sessionChecked) return null;
  if (isSignedIn(user)) {
    return (
      <Suspense fallback={null}>
        <PlayerMenu lng={lng} />
      </Suspense>
    );
  }
  // Phones get the links (the sign-in and registration pages): the dropdown's chunk is for desktop widths.
  if (!idle || !wide) return links;
  return (
    <Suspense fallback={links}>
      <GuestMenu lng={lng} />
    </Suspense>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  ErrorIcon,
  Heading,
  InfoIcon,
  Spinner,
  Stack,
  SuccessIcon,
  Surface,
  Text,
  WarningIcon,
  announce,
} from '@betline/ui';
import { activeAccount, loadBalance, accountOf } from '../stores/account';
import { rememberDeposit } from '../site/firstDeposit';
import { isSignedIn } from '../stores/user';
import { usePageTitle } from '../pages/usePageTitle';
import { useMoney } from './money';
import { useAccountTexts } from './useTexts';
import { useStores } from '../stores';

export type PaymentOutcome = 'success' | 'fail' | 'pending' | 'cancel';
export type PaymentDirection = 'deposit' | 'withdrawal';

const Card = styled.div`
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
`;

const Mark = styled.span<{ $outcome: PaymentOutcome }>`
  display: inline-flex;
  color: ${(p) =>
    p.$outcome === 'success'
      ? vars.fgColor.success
      : p.$outcome === 'fail'
        ? vars.fgColor.danger
        : p.$outcome === 'pending'
          ? vars.fgColor.warning
          : vars.fgColor.muted};

  svg {
    width: ${vars.size.control.md};
    height: ${vars.size.control.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid
    ${(p) => (p.$primary === true ? vars.bgColor.accent.emphasis : vars.borderColor.default)};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$primary === true ? vars.bgColor.accent.emphasis : 'transparent')};
  color: ${(p) => (p.$primary === true ? vars.fgColor.onAccent : vars.fgColor.default)};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const ICONS: Record<PaymentOutcome, ReactNode> = {
  success: <SuccessIcon aria-hidden="true" />,
  fail: <ErrorIcon aria-hidden="true" />,
  pending: <InfoIcon aria-hidden="true" />,
  cancel: <WarningIcon aria-hidden="true" />,
};

/**
 * The return pages of the payment gateway (SPEC §2 `onpay/*`): what happened, the balance as it is now (loaded
 * again, ACC-010) and where to go next. The outcome is announced to screen readers when the page opens.
 */
export function PaymentResult({
  direction,
  outcome,
  lng,
}: {
  direction: PaymentDirection;
  outcome: PaymentOutcome;
  lng: string;
}) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation('account');
  const { title } = usePageTitle();
  const money = useMoney();
  const user = useSnapshot(useStores().user);
  const account = useSnapshot(accountOf(useStores()));
  const signedIn = isSignedIn(user);
  const message = t(`onpay.${direction}.${outcome}`);

  useEffect(() => {
    announce(`${title}. ${message}`, outcome === 'fail' ? 'assertive' : 'polite');
  }, [title, message, outcome]);

  useEffect(() => {
    if (signedIn) void loadBalance(accountOf(stores));
  }, [signedIn, stores]);
  // Back from a deposit that went through or is on its way: no "make your first deposit" offer after it.
  const { userId } = user;
  useEffect(() => {
    if (direction === 'deposit' && (outcome === 'success' || outcome === 'pending') && userId !== null) {
      rememberDeposit(userId);
    }
  }, [direction, outcome, userId]);

  const active = activeAccount(account);
  const retry = direction === 'deposit' ? 'recharge' : 'deduce';
  const links: { to: string; label: string }[] =
    outcome === 'success'
      ? [
          { to: `/${lng}`, label: t('onpay.home') },
          { to: `/${lng}/office/historypay`, label: t('onpay.history') },
        ]
      : outcome === 'pending'
        ? [
            { to: `/${lng}/office/historypay`, label: t('onpay.history') },
            { to: `/${lng}`, label: t('onpay.home') },
          ]
        : [
            { to: `/${lng}/office/${retry}`, label: t(`onpay.retry.${direction}`) },
            { to: `/${lng}/office/historypay`, label: t('onpay.history') },
          ];

  return (
    <Card>
      <Surface padding={6} radius="lg" elevation={1}>
        <Stack gap={5}>
          <Stack gap={3}>
            <Mark $outcome={outcome}>{ICONS[outcome]}</Mark>
            <Heading level={1} size="lg">
              {title}
            </Heading>
            <Text>{message}</Text>
          </Stack>
          {signedIn && (
            <Stack gap={1}>
              <Text tone="muted" size="sm">
                {t('onpay.balance')}
              </Text>
              {active === undefined ? (
                account.status === 'error' ? (
                  <Text tone="muted">{t('onpay.balanceUnavailable')}</Text>
                ) : (
                  <Spinner size="sm" label={t('onpay.balanceLoading')} />
                )
              ) : (
                <Text size="lg" weight="bold" tabular>
                  {money(active.money, active.iso)}
                </Text>
              )}
            </Stack>
          )}
          <nav aria-label={t('onpay.next')}>
            <Actions>
              {links.map((link, index) => (
                <ActionLink key={link.to} to={link.to} $primary={index === 0}>
                  {link.label}
                </ActionLink>
              ))}
              {!signedIn && <ActionLink to={`/${lng}/user/login`}>{t('signIn.open')}</ActionLink>}
            </Actions>
          </nav>
        </Stack>
      </Surface>
    </Card>
  );
}

import { useId } from 'react';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { formatMoney, useUiTranslation } from '../../i18n';
import { EyeIcon } from '../../icons/EyeIcon';
import { EyeOffIcon } from '../../icons/EyeOffIcon';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Surface } from '../../layout/Surface';
import { Text } from '../../typography/Text';
import { Amount, Figures } from './BalanceCard.styles';

export interface BalanceCardProps {
  /** The active account's balance in minor units. */
  balance: number;
  /** The active account's currency. */
  currency: string;
  /** The bonus account's balance in minor units, when the player has one. */
  bonus?: number;
  /** Deposits minus withdrawals in minor units (DECISIONS "Player protection": the account shows net deposits). */
  netDeposits?: number;
  /** The player chose to hide the balance (user config `user_hide_balance`). */
  isHidden?: boolean;
  /** Shows or hides the balance; without it there is no toggle. */
  onToggleHidden?: (hidden: boolean) => void;
  /** Opens the deposit page. */
  onDeposit?: () => void;
  /** Opens the withdrawal page. */
  onWithdraw?: () => void;
}

/** The account balance with bonus and net deposits, a hide / show toggle and deposit / withdraw actions. */
export function BalanceCard({
  balance,
  currency,
  bonus,
  netDeposits,
  isHidden = false,
  onToggleHidden,
  onDeposit,
  onWithdraw,
}: BalanceCardProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const titleId = useId();
  const money = (minor: number) => (isHidden ? t('balance.hidden') : formatMoney(minor, currency, locale));
  return (
    <Surface as="section" elevation={1} padding={4} radius="md" aria-labelledby={titleId}>
      <Stack gap={3}>
        <Inline justify="between" align="center">
          <Text id={titleId} size="sm" tone="muted" weight="medium">
            {t('balance.title')}
          </Text>
          {onToggleHidden && (
            <IconButton
              size="sm"
              label={isHidden ? t('balance.show') : t('balance.hide')}
              aria-pressed={isHidden}
              icon={isHidden ? <EyeIcon /> : <EyeOffIcon />}
              onClick={() => onToggleHidden(!isHidden)}
            />
          )}
        </Inline>
        <Amount>{money(balance)}</Amount>
        {(bonus !== undefined || netDeposits !== undefined) && (
          <Figures>
            {bonus !== undefined && (
              <div>
                <dt>{t('balance.bonus')}</dt>
                <dd>{money(bonus)}</dd>
              </div>
            )}
            {netDeposits !== undefined && (
              <div>
                <dt>{t('balance.netDeposits')}</dt>
                <dd>{money(netDeposits)}</dd>
              </div>
            )}
          </Figures>
        )}
        {(onDeposit || onWithdraw) && (
          <Inline gap={2} wrap>
            {onDeposit && <Button onClick={onDeposit}>{t('balance.deposit')}</Button>}
            {onWithdraw && (
              <Button variant="secondary" onClick={onWithdraw}>
                {t('balance.withdraw')}
              </Button>
            )}
          </Inline>
        )}
      </Stack>
    </Surface>
  );
}

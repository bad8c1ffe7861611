import { ACCOUNT_TYPE } from '@betline/core';
import type { Key } from 'react';
import { formatMoney, useUiTranslation, type UiT } from '../../i18n';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { FloatingPanel } from '../../overlays/Popover/Popover.styles';
import { Option, Options, SelectButton, SelectLabel, StyledSelect } from '../../forms/Select/Select.styles';
import { AccountValue, Kind, Money, Row } from './AccountSwitcher.styles';

/** One of the player's accounts (ACC-002): type 0 main, 4 bonus, 9 currency; money in minor units. */
export interface PlayerAccount {
  id: string | number;
  type: number;
  /** Currency ISO code. */
  iso: string;
  money: number;
  /** The service's own label, if any (shown instead of the type's name). */
  label?: string;
}

export interface AccountSwitcherProps {
  /** The player's accounts in order. */
  accounts: readonly PlayerAccount[];
  /** The active account's id. */
  activeId: string | number;
  /** Called with the chosen account's id. */
  onChange: (id: string | number) => void;
  /** The visible label; defaults to "Account". */
  label?: string;
  /** Switching runs (the seed's change-in-progress flag). */
  isDisabled?: boolean;
}

/** The name of an account's type (ACC-004): main (0), bonus (4), currency (9). */
export function accountTypeLabel(account: Pick<PlayerAccount, 'type' | 'label'>, t: UiT): string {
  if (account.label) return account.label;
  switch (account.type) {
    case ACCOUNT_TYPE.MAIN:
      return t('accounts.types.main');
    case ACCOUNT_TYPE.BONUS:
      return t('accounts.types.bonus');
    default:
      return t('accounts.types.currency');
  }
}

/** Chooses the active account (main, currency accounts, bonus) with each one's balance (React Aria Select). */
export function AccountSwitcher({ accounts, activeId, onChange, label, isDisabled }: AccountSwitcherProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const byKey = new Map(accounts.map((a) => [String(a.id), a]));
  return (
    <StyledSelect
      selectedKey={String(activeId)}
      onSelectionChange={(key: Key | null) => {
        const account = key === null ? undefined : byKey.get(String(key));
        if (account) onChange(account.id);
      }}
      isDisabled={isDisabled}
    >
      <SelectLabel>{label ?? t('accounts.label')}</SelectLabel>
      <SelectButton>
        <AccountValue>
          {({ selectedText }) => {
            const account = byKey.get(String(activeId));
            return account ? (
              <Row>
                <Kind>
                  {accountTypeLabel(account, t)} · {account.iso}
                </Kind>
                <Money>{formatMoney(account.money, account.iso, locale)}</Money>
              </Row>
            ) : (
              selectedText
            );
          }}
        </AccountValue>
        <ChevronDownIcon aria-hidden="true" />
      </SelectButton>
      <FloatingPanel placement="bottom start" offset={4}>
        <Options>
          {accounts.map((a) => {
            const name = `${accountTypeLabel(a, t)} · ${a.iso}`;
            const money = formatMoney(a.money, a.iso, locale);
            return (
              <Option key={String(a.id)} id={String(a.id)} textValue={`${name} ${money}`}>
                <Row>
                  <Kind>{name}</Kind>
                  <Money>{money}</Money>
                </Row>
              </Option>
            );
          })}
        </Options>
      </FloatingPanel>
    </StyledSelect>
  );
}

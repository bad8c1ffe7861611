import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CURRENCIES, retiredCurrency } from '@betline/core';
import { Badge, Button, Field, Heading, Inline, NativeSelect, Stack, Surface, Text } from '@betline/ui';
import { errorBodyOf, playerMessage } from '../../api/errors';
import { Facts, OfficePage, PlainList } from '../../player/PageShell';
import { useMoney } from '../../player/money';
import { RemoteViewSlot } from '../../remoteViews/RemoteViewBlock';
import { usePage } from '../../routes/handle';
import {
  addCurrencyAccount,
  bonusAccount,
  chooseActiveAccount,
  loadBalance,
  moneyAccounts,
  removeCurrencyAccount,
  ACCOUNT_TYPE,
  accountOf,
} from '../../stores/account';
import { useStores } from '../../stores';

/** ERR-019/020: the wallet answers `success: false` with a message for the player; else the usual sentence. */
function walletMessage(error: unknown, fallback: string): string {
  const data = errorBodyOf(error)?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : fallback;
}

/** `office/account`: balances, the active account, adding and removing currency accounts, the player's data. */
export default function Page() {
  const stores = useStores();
  const { t } = useTranslation('account');
  const { lng } = usePage();
  const account = useSnapshot(accountOf(useStores()));
  const user = useSnapshot(useStores().user);
  const money = useMoney();
  const [adding, setAdding] = useState('');
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string }>();
  useEffect(() => {
    void loadBalance(accountOf(stores));
  }, [stores]);
  const accounts = moneyAccounts(account);
  const bonus = bonusAccount(account);
  const owned = new Set(accounts.map((each) => each.currencyId));
  const addable = CURRENCIES.filter((currency) => !owned.has(currency.id));
  const run = async (task: () => Promise<unknown>, success: string) => {
    setMessage(undefined);
    try {
      await task();
      setMessage({ tone: 'success', text: success });
    } catch (error) {
      setMessage({ tone: 'danger', text: walletMessage(error, playerMessage(error, t)) });
    }
  };
  const config = user.config;
  return (
    <OfficePage>
      <Surface padding={5} radius="lg" aria-labelledby="balances">
        <Stack gap={4}>
          <Heading level={2} size="lg" id="balances">
            {t('accountPage.balances')}
          </Heading>
          {account.status === 'loading' && accounts.length === 0 && (
            <Text tone="muted">{t('accountPage.loading')}</Text>
          )}
          <PlainList aria-labelledby="balances">
            {accounts.map((each) => (
              <li key={each.id} data-testid={`account-${each.iso}`}>
                <Inline gap={3} align="center" wrap>
                  <Text weight="medium">{each.iso}</Text>
                  <Text size="lg" weight="bold" data-testid={`balance-${each.iso}`}>
                    {money(each.money, each.iso)}
                  </Text>
                  {each.id === account.activeAccountId ? (
                    <Badge tone="accent">{t('accountPage.active')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={account.inProgress.change}
                      onClick={() =>
                        void run(
                          () => chooseActiveAccount(accountOf(stores), each.id),
                          t('accountPage.madeActive', { iso: each.iso }),
                        )
                      }
                    >
                      {t('accountPage.makeActive')}
                    </Button>
                  )}
                  {retiredCurrency(each.iso) !== undefined && (
                    <Link to={`/${lng}/convert-account`}>{t('convert.action')}</Link>
                  )}
                  {each.type === ACCOUNT_TYPE.currency && (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={account.inProgress.delete}
                      onClick={() =>
                        void run(
                          () => removeCurrencyAccount(accountOf(stores), each.id),
                          t('accountPage.removed', { iso: each.iso }),
                        )
                      }
                    >
                      {t('accountPage.remove')}
                    </Button>
                  )}
                </Inline>
              </li>
            ))}
          </PlainList>
          {bonus && (
            <Text>
              {t('accountPage.bonus')}: <strong>{money(bonus.money, bonus.iso)}</strong>
            </Text>
          )}
          <Inline gap={3} align="end" wrap>
            <Field label={t('accountPage.addCurrency')}>
              <NativeSelect
                options={addable.map((currency) => ({
                  value: String(currency.id),
                  label: `${currency.iso} (${currency.symbol})`,
                }))}
                placeholder={t('registration.choose')}
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
              />
            </Field>
            <Button
              variant="secondary"
              disabled={adding === ''}
              loading={account.inProgress.add}
              onClick={() =>
                void run(async () => {
                  const appeared = await addCurrencyAccount(accountOf(stores), Number(adding));
                  if (!appeared) throw new Error('not yet');
                  setAdding('');
                }, t('accountPage.added'))
              }
            >
              {t('accountPage.add')}
            </Button>
          </Inline>
          {message && (
            <Text role={message.tone === 'danger' ? 'alert' : 'status'} tone={message.tone}>
              {message.text}
            </Text>
          )}
          <Inline gap={3} wrap>
            <Link to={`/${lng}/office/recharge`}>{t('office.sections.recharge')}</Link>
            <Link to={`/${lng}/office/deduce`}>{t('office.sections.deduce')}</Link>
            <Link to={`/${lng}/office/historypay`}>{t('office.sections.historypay')}</Link>
          </Inline>
        </Stack>
      </Surface>
      {config && (
        <Surface padding={5} radius="lg" aria-labelledby="profile">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="profile">
              {t('accountPage.profile')}
            </Heading>
            <Facts>
              <dt>{t('registration.login')}</dt>
              <dd>{config.user_name}</dd>
              <dt>{t('registration.email')}</dt>
              <dd>{config.user_email ?? t('accountPage.notGiven')}</dd>
              <dt>{t('signIn.phone')}</dt>
              <dd>{config.phone_number ?? t('accountPage.notGiven')}</dd>
            </Facts>
          </Stack>
        </Surface>
      )}
      <RemoteViewSlot slot="accountRemoteView" lng={lng} />
    </OfficePage>
  );
}

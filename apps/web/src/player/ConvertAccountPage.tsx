/**
 * `convert-account` (ACC-020..024, DECISIONS 13): the player's accounts in kuna, a retired currency, each with
 * what it becomes in euros at the fixed rate, and the conversion. The server converts (through the ledger, once
 * per account); the page shows its figures and the answer.
 */
import { useEffect, useState } from 'react';
import { useMutation } from '../lib/query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { convertRetired, retiredCurrency } from '@betline/core';
import type { ConvertAccountResponse } from '@betline/contracts';
import { Button, Heading, Stack, Surface, Text } from '@betline/ui';
import { convertAccount } from '../api/wallet';
import { RouterLink } from '../lib/RouterLink';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';
import { useStores } from '../stores';
import { ACCOUNT_TYPE, accountOf, loadBalance, moneyAccounts } from '../stores/account';
import { useMoney } from './money';
import { useAccountTexts } from './useTexts';

export function ConvertAccountPage() {
  useAccountTexts();
  const { t, i18n } = useTranslation('account');
  const { title } = usePageTitle();
  const { lng } = usePage();
  const stores = useStores();
  const money = useMoney();
  const account = useSnapshot(accountOf(stores));
  const [done, setDone] = useState<ConvertAccountResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void loadBalance(accountOf(stores));
  }, [stores]);
  const kuna = moneyAccounts(account).filter((each) => retiredCurrency(each.iso) !== undefined);
  const hrk = retiredCurrency('HRK')!;
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(hrk.since),
  );
  const conversion = useMutation(
    async (accountId: number) => {
      const answer = await convertAccount(accountId);
      await loadBalance(accountOf(stores));
      return answer;
    },
    { onSuccess: (answer) => setDone(answer), onError: () => setFailed(true) },
  );
  const convert = (accountId: number) => {
    setFailed(false);
    void conversion.run(accountId);
  };
  return (
    <Stack gap={5}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text>{t('convert.intro', { date: since, rate: hrk.rate })}</Text>
      {done !== null && (
        <Text role="status" weight="bold" data-testid="convert-done">
          {t('convert.done', {
            from: money(done.from.amount, done.from.iso),
            to: money(done.to.amount, done.to.iso),
          })}
        </Text>
      )}
      {failed && (
        <Text role="alert" tone="danger">
          {t('convert.failed')}
        </Text>
      )}
      {kuna.length === 0 && account.status === 'ready' ? (
        <Text>
          {t('convert.none')} <RouterLink href={`/${lng}/office/account`}>{t('convert.accounts')}</RouterLink>
        </Text>
      ) : (
        kuna.map((each) => {
          const retired = retiredCurrency(each.iso)!;
          const to = convertRetired(each.money, retired);
          const name = t(each.type === ACCOUNT_TYPE.main ? 'convert.main' : 'convert.additional');
          return (
            <Surface key={each.id} as="section" padding={5} radius="lg" aria-label={name}>
              <Stack gap={3}>
                <Heading level={2} size="md">
                  {name}
                </Heading>
                <Text>
                  {t('convert.preview', {
                    from: money(each.money, each.iso),
                    to: money(to, retired.replacedBy),
                  })}
                </Text>
                <div>
                  <Button
                    loading={conversion.variables?.[0] === each.id}
                    disabled={conversion.pending}
                    onClick={() => void convert(each.id)}
                  >
                    {t('convert.action')}
                  </Button>
                </div>
              </Stack>
            </Surface>
          );
        })
      )}
    </Stack>
  );
}

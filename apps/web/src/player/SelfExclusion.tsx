import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LIMIT_TYPE, SELF_EXCLUSION_DAYS } from '@betline/core';
import { Button, Checkbox, ConfirmDialog, Field, NativeSelect, Stack, Text } from '@betline/ui';
import { playerMessage } from '../api/errors';
import { blockUser } from '../api/limits';
import { limitsOf } from '../stores/limits';
import { logout } from '../stores/logout';
import { serviceMessage, useValueText } from './Limits';
import { useStores } from '../stores';
import { useMutation } from '../lib/query';

/** Self-exclusion (RG-010, RG-014, DECISIONS 10/14): a period, a reason, and an irreversible confirmation. */
export default function SelfExclusion({ lng }: { lng: string }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { reasons } = useSnapshot(limitsOf(stores));
  const valueText = useValueText();
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const exclusion = useMutation(
    async () => {
      await blockUser(stores.queries, Number(days), reason === '' ? undefined : Number(reason), lng);
      setConfirming(false);
      // Every session of the player is revoked by the server; this tab (home first: the limits page is for
      // players only, and this component is gone once the guard sees the guest) and the others sign out now.
      navigate(`/${lng}`, { replace: true });
      await logout(stores, 'excluded');
    },
    {
      onError: (caught) => {
        setError(serviceMessage(caught, playerMessage(caught, t)));
        setConfirming(false);
      },
    },
  );
  const busy = exclusion.pending;
  const exclude = () => {
    setError(undefined);
    return exclusion.run();
  };
  return (
    <Stack gap={3} data-testid="self-exclusion">
      <Text>{t('limits.selfExclusionIntro')}</Text>
      <Field label={t('limits.period')}>
        <NativeSelect
          value={days}
          placeholder={t('registration.choose')}
          onChange={(event) => setDays(event.target.value)}
          options={SELF_EXCLUSION_DAYS.map((value) => ({
            value: String(value),
            label: valueText(LIMIT_TYPE.SELF_EXCLUSION, value, null),
          }))}
        />
      </Field>
      <Field label={t('limits.reason')}>
        <NativeSelect
          value={reason}
          placeholder={t('registration.choose')}
          onChange={(event) => setReason(event.target.value)}
          options={reasons.map((each) => ({ value: String(each.id), label: each.selfExcludeReason }))}
        />
      </Field>
      <Checkbox isSelected={understood} onChange={setUnderstood}>
        {t('limits.irreversible')}
      </Checkbox>
      <Button variant="danger" disabled={days === '' || !understood} onClick={() => setConfirming(true)}>
        {t('limits.excludeMe')}
      </Button>
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('limits.confirmTitle')}
        confirmLabel={t('limits.excludeMe')}
        tone="danger"
        isConfirming={busy}
        onConfirm={() => void exclude()}
      >
        {t('limits.confirmBody', {
          period: days === '' ? '' : valueText(LIMIT_TYPE.SELF_EXCLUSION, Number(days), null),
        })}
      </ConfirmDialog>
    </Stack>
  );
}

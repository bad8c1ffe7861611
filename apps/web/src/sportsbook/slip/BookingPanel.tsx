import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { realBets, type Bet } from '@betline/core';
import { Button, Field, Input } from '@betline/ui';
import { couponOf, loadBookingCode, messageContext, shareBooking } from '../../stores/coupon';
import { problemMessages, type SlipProblem } from './messages';
import { LoadForm, Panel, PanelTitle } from './SlipHost.styles';
import { useStores } from '../../stores';

/**
 * Booking codes: the slip's selections saved under a code and shared (the system share sheet, else copied),
 * and a code typed here loaded into the slip (its selections priced now; those no longer on offer are told).
 */
export function BookingPanel({ currency }: { currency: string }) {
  const { t } = useTranslation('betting');
  const titleId = useId();
  const stores = useStores();
  const { booking, coupon, placed } = useSnapshot(couponOf(stores));
  const [code, setCode] = useState('');
  const canShare = !placed && realBets(coupon.bets as Bet[]).length > 0;
  const error =
    booking.error === 'invalid'
      ? t('slip.booking.invalid')
      : booking.error
        ? problemMessages(booking.error as SlipProblem, messageContext(stores, currency)).join(' ')
        : undefined;
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('slip.booking.title')}</PanelTitle>
      {canShare && (
        <Button
          variant="secondary"
          size="sm"
          loading={booking.status === 'saving'}
          onClick={() => void shareBooking(stores)}
        >
          {booking.status === 'saving' ? t('slip.booking.saving') : t('slip.booking.share')}
        </Button>
      )}
      {booking.code !== null && !placed && booking.loaded === null && (
        <p>{t('slip.booking.code', { code: booking.code })}</p>
      )}
      <LoadForm
        onSubmit={(event) => {
          event.preventDefault();
          void loadBookingCode(stores, code).then((outcome) => {
            if (outcome === 'loaded') setCode('');
          });
        }}
      >
        <Field label={t('slip.booking.loadLabel')} hint={t('slip.booking.loadHint')} error={error}>
          <Input
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm" loading={booking.status === 'loading'}>
          {booking.status === 'loading' ? t('slip.booking.loading') : t('slip.booking.load')}
        </Button>
      </LoadForm>
      {booking.loaded !== null && (
        <p>
          {t('slip.booking.loaded', { count: booking.loaded.count, code: booking.loaded.code })}
          {booking.loaded.unavailable.length > 0 &&
            ` ${t('slip.booking.unavailable', { count: booking.loaded.unavailable.length })}`}
        </p>
      )}
    </Panel>
  );
}

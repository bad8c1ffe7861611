import type { Minor } from '@betline/core';
import { useEffect } from 'react';
import { Button } from '../../actions/Button';
import { announce } from '../../a11y/announce';
import { useUiTranslation } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { SuccessIcon } from '../../icons/SuccessIcon';
import { Actions, Code, Figures, Result, Title } from './PlacedResult.styles';

/** What the server returned for a placed coupon. */
export interface PlacedCoupon {
  /** The coupon id (the placement's idempotency key). */
  couponId: string;
  /** A code to load the same selections elsewhere. */
  bookingCode?: string;
  /** Total stake, minor units. */
  amount: Minor;
  /** Possible win, minor units (null when not computable, e.g. a special coefficient). */
  possibleWin: Minor | null;
  /** ISO code of the currency. */
  currency: string;
}

export interface PlacedResultProps {
  /** The placed coupon. */
  placed: PlacedCoupon;
  /** Print the coupon; no button without it. */
  onPrint?: () => void;
  /** Share the coupon; no button without it. */
  onShare?: () => void;
  /** Copy the booking code; no button without it. */
  onCopyCode?: () => void;
  /** Start a new, empty slip. */
  onNewBet?: () => void;
  /** Keep the same selections for another bet. */
  onKeepSelections?: () => void;
}

/** The result of a placed bet: coupon id, stake and possible win, booking code, print and share; announced politely. */
export function PlacedResult({
  placed,
  onPrint,
  onShare,
  onCopyCode,
  onNewBet,
  onKeepSelections,
}: PlacedResultProps) {
  const { t, i18n } = useUiTranslation();
  const message = t('coupon.placedAnnounce', { id: placed.couponId });
  useEffect(() => {
    announce(message);
  }, [message]);
  const money = (m: Minor) => formatMoney(m, placed.currency, i18n.language);
  return (
    <Result aria-label={t('coupon.placedTitle')}>
      <Title>
        <SuccessIcon />
        {t('coupon.placedTitle')}
      </Title>
      <p>{t('coupon.placedText', { id: placed.couponId })}</p>
      <Figures>
        <dt>{t('coupon.stakeTotal')}</dt>
        <dd>{money(placed.amount)}</dd>
        {placed.possibleWin !== null && (
          <>
            <dt>{t('coupon.possibleWin')}</dt>
            <dd>{money(placed.possibleWin)}</dd>
          </>
        )}
        {placed.bookingCode && (
          <>
            <dt>{t('coupon.bookingCode')}</dt>
            <dd>
              <Code>{placed.bookingCode}</Code>
            </dd>
          </>
        )}
      </Figures>
      <Actions>
        {placed.bookingCode && onCopyCode && (
          <Button variant="secondary" size="sm" onClick={onCopyCode}>
            {t('coupon.copyCode')}
          </Button>
        )}
        {onPrint && (
          <Button variant="secondary" size="sm" onClick={onPrint}>
            {t('coupon.print')}
          </Button>
        )}
        {onShare && (
          <Button variant="secondary" size="sm" onClick={onShare}>
            {t('coupon.share')}
          </Button>
        )}
      </Actions>
      <Actions>
        {onKeepSelections && (
          <Button variant="secondary" onClick={onKeepSelections}>
            {t('coupon.keepSelections')}
          </Button>
        )}
        {onNewBet && (
          <Button variant="primary" onClick={onNewBet}>
            {t('coupon.newBet')}
          </Button>
        )}
      </Actions>
    </Result>
  );
}

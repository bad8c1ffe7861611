import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@betline/ui';
import { couponOf, dismissProblem, messageContext, removePromoCode } from '../../stores/coupon';
import { problemMessages, type SlipProblem } from './messages';
import { MessageActions, Messages, MessageTitle } from './SlipHost.styles';
import { useStores } from '../../stores';

/**
 * What the slip itself cannot say: why the server refused the bet (or gave no answer), with the new odds
 * already in the slip, and that a VIP bet waits for the bookmaker. The store announces the refusal through the
 * live region; this block is what stays on screen.
 */
export function SlipMessages({ currency }: { currency: string }) {
  const { t } = useTranslation('betting');
  const stores = useStores();
  const { problem, placed, coupon } = useSnapshot(couponOf(stores));
  const messages = problem ? problemMessages(problem as SlipProblem, messageContext(stores, currency)) : [];
  const promoRefused = problem?.kind === 'refused' && problem.refusal.code === 'PROMO_CODE_INVALID';
  return (
    <>
      {messages.length > 0 && (
        <Messages $kind="error" data-slip-problem="">
          <MessageTitle>{t('slip.notPlaced')}</MessageTitle>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <MessageActions>
            {promoRefused && coupon.promoCode !== '' && (
              <Button variant="secondary" size="sm" onClick={() => removePromoCode(stores)}>
                {t('slip.removePromo')}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => dismissProblem(stores)}>
              {t('slip.dismiss')}
            </Button>
          </MessageActions>
        </Messages>
      )}
      {placed?.pendingApproval && (
        <Messages $kind="info">
          <p>{t('slip.vipPending')}</p>
        </Messages>
      )}
    </>
  );
}

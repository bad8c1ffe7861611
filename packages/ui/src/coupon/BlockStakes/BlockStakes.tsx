import { betsByBlock, blockMaxAmounts, LOBBY_BLOCK_ID, type CouponState, type Minor } from '@betline/core';
import { useUiTranslation } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { StakeInput } from '../StakeInput';
import { List } from './BlockStakes.styles';

export interface BlockStakesProps {
  /** The coupon (system with blocks, type 4). */
  coupon: CouponState;
  /** ISO code of the account currency. */
  currency: string;
  /** Step of the ± buttons in minor units. */
  step: Minor;
  /** Called with the block id and its new stake. */
  onChange: (blockId: number, amount: Minor) => void;
}

/**
 * A stake per block with its chained maximum from core's `blockMaxAmounts` (COUPON-048: the first block
 * uses maxBetAmount; COUPON-049: each later block is capped at the previous block's stake × its odds).
 */
export function BlockStakes({ coupon, currency, step, onChange }: BlockStakesProps) {
  const { t, i18n } = useUiTranslation();
  const maxes = blockMaxAmounts(coupon);
  const blocks = betsByBlock(coupon.bets).filter((b) => b.blockId !== LOBBY_BLOCK_ID);
  return (
    <List>
      {blocks.map(({ blockId }) => {
        const max = maxes[String(blockId)];
        return (
          <li key={blockId}>
            <StakeInput
              label={t('coupon.blockStake', { n: blockId })}
              currency={currency}
              value={coupon.amountByBlockId[String(blockId)] ?? 0}
              step={step}
              onChange={(amount) => onChange(blockId, amount)}
              hint={
                max !== undefined && Number.isFinite(max)
                  ? t('coupon.blockMax', { amount: formatMoney(max, currency, i18n.language) })
                  : undefined
              }
            />
          </li>
        );
      })}
    </List>
  );
}

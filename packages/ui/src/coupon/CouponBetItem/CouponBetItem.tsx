import { formatCoef, isGameFinished, isLockedBet, type Bet, type CoefViewId } from '@betline/core';
import type { ReactNode } from 'react';
import { IconButton } from '../../actions/IconButton';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { ArrowUpIcon } from '../../icons/ArrowUpIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { Coef, Controls, EventName, Item, Names, Selection, State, Top } from './CouponBetItem.styles';

/** The player-facing names of a bet: its event and its selection ("Match result: Draw"). */
export interface BetNames {
  event: string;
  selection: string;
}

/** State of a bet in the slip as the item shows it. */
export type BetItemState = 'ok' | 'locked' | 'suspended' | 'changed';

/**
 * The state of a bet: locked (COUPON-020: blocked, dependent, banned for express) or its game finished,
 * suspended (live pause), odds changed since the player saw them, or fine.
 */
export function betItemState(
  bet: Bet,
  options: { suspended?: boolean; shownCoef?: number | null; coef: number | null },
): BetItemState {
  if (isLockedBet(bet) || isGameFinished(bet)) return 'locked';
  if (options.suspended) return 'suspended';
  if (options.shownCoef != null && options.coef != null && options.shownCoef !== options.coef)
    return 'changed';
  return 'ok';
}

export interface CouponBetItemProps {
  /** The bet (selection) from the coupon model. */
  bet: Bet;
  /** Event and selection names (translated by the app). */
  names: BetNames;
  /** Odds format id (COEF-001). */
  coefViewId: CoefViewId;
  /** The coefficient to display (the current one, or the frozen one while odds updates are paused). */
  coef: number | null;
  /** The coefficient the player saw when adding the bet; a different `coef` shows "odds changed". */
  shownCoef?: number | null;
  /** Betting on the selection is suspended for a moment (live). */
  suspended?: boolean;
  /** Extra controls under the names: banker checkbox, block select, a stake of its own. */
  controls?: ReactNode;
  /** Called when the player removes the bet. */
  onRemove?: () => void;
}

/** One bet of the slip: names, odds (with the change from what the player saw), its state and remove. */
export function CouponBetItem({
  bet,
  names,
  coefViewId,
  coef,
  shownCoef,
  suspended,
  controls,
  onRemove,
}: CouponBetItemProps) {
  const { t } = useUiTranslation();
  const state = betItemState(bet, { suspended, shownCoef, coef });
  const text = coef === null ? null : formatCoef(coef, coefViewId);
  const before = shownCoef == null ? null : formatCoef(shownCoef, coefViewId);
  const trend =
    state === 'changed' && coef !== null && shownCoef != null ? (coef > shownCoef ? 'up' : 'down') : null;
  const label = `${names.event}, ${names.selection}`;
  return (
    <Item data-state={state} aria-label={label}>
      <Top>
        <Names>
          <EventName>{names.event}</EventName>
          <Selection>{names.selection}</Selection>
        </Names>
        <Coef data-trend={trend ?? undefined}>
          {trend && before && (
            <>
              <s aria-hidden="true">{before}</s>
              <ArrowUpIcon />
            </>
          )}
          <span aria-hidden={trend ? 'true' : undefined}>{text ?? '—'}</span>
          {trend && before && text && (
            <VisuallyHidden>{t('coupon.oddsChanged', { from: before, to: text })}</VisuallyHidden>
          )}
        </Coef>
        {onRemove && (
          <IconButton
            label={t('coupon.remove', { name: label })}
            icon={<CloseIcon />}
            size="sm"
            onClick={onRemove}
          />
        )}
      </Top>
      {state === 'locked' && <State>{t('coupon.betLocked')}</State>}
      {state === 'suspended' && <State>{t('coupon.betSuspended')}</State>}
      {state === 'changed' && before && text && (
        <State aria-hidden="true">{t('coupon.oddsChanged', { from: before, to: text })}</State>
      )}
      {controls && <Controls>{controls}</Controls>}
    </Item>
  );
}

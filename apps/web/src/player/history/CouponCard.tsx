import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  Badge,
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  Inline,
  Stack,
  Surface,
  VisuallyHidden,
} from '@betline/ui';
import type { PlacedCoupon, PlacedSelection } from '../../api/types';
import {
  RESULT_TONE,
  STATUS_TONE,
  isExpressBonus,
  pickOf,
  possibleWinRiding,
  type CouponFormat,
} from './format';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

const Muted = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

/** Stake, odds, win: term above value, side by side. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[8]};
  margin: 0;

  dt {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.xs};
  }

  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const PrintLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  color: ${vars.fgColor.link};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Details = styled.div`
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  padding-top: ${vars.space[3]};
`;

const SelectionList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SelectionItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.inset};
  overflow-wrap: anywhere;
`;

const SelectionHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-weight: ${vars.fontWeight.semibold};
`;

const Coef = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Small term–value pairs of a selection (start, score, result). */
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  div {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
  }

  dt {
    color: ${vars.fgColor.muted};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** The promo and VIP marks of a coupon (shown in its header). */
export function CouponMarks({ coupon, format }: { coupon: PlacedCoupon; format: CouponFormat }) {
  const { t } = format;
  return (
    <>
      {coupon.isVipBet && <Badge tone="accent">{t('history.marks.vip')}</Badge>}
      {coupon.promoCode !== null && (
        <Badge tone="neutral">{t('history.marks.promo', { code: coupon.promoCode })}</Badge>
      )}
      {coupon.promoCoef !== null && coupon.promoCoef !== 1 && (
        <Badge tone="neutral">{t('history.marks.promoBoost', { coef: format.coef(coupon.promoCoef) })}</Badge>
      )}
    </>
  );
}

/** Stake, odds and possible win (open) or payout (settled). */
export function CouponFigures({ coupon, format }: { coupon: PlacedCoupon; format: CouponFormat }) {
  const { t, money } = format;
  const settled = coupon.status !== 'open' && coupon.status !== 'pending_approval';
  return (
    <Figures>
      <div>
        <dt>{t('history.stake')}</dt>
        <dd>{money(coupon.amount, coupon.currencyIso)}</dd>
      </div>
      <div>
        <dt>{t('history.coef')}</dt>
        <dd>{coupon.coef === null ? t('history.coefSystem') : format.coef(coupon.coef)}</dd>
      </div>
      {coupon.cashedOut > 0 && (
        <>
          <div>
            <dt>{t('history.cashOut.cashedOut')}</dt>
            <dd>{money(coupon.cashedOut, coupon.currencyIso)}</dd>
          </div>
          <div>
            <dt>{t('history.cashOut.stakeLeft')}</dt>
            <dd>{money(coupon.stakeLeft, coupon.currencyIso)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('history.possibleWin')}</dt>
        <dd>{money(possibleWinRiding(coupon), coupon.currencyIso)}</dd>
      </div>
      {coupon.status === 'open' && coupon.autoCashout !== null && (
        <div>
          <dt>{t('history.cashOut.autoAt')}</dt>
          <dd>{money(coupon.autoCashout, coupon.currencyIso)}</dd>
        </div>
      )}
      {settled && (
        <div>
          <dt>{t('history.payout')}</dt>
          <dd>{money(coupon.payout ?? 0, coupon.currencyIso)}</dd>
        </div>
      )}
    </Figures>
  );
}

function SelectionDetails({ selection, format }: { selection: PlacedSelection; format: CouponFormat }) {
  const { t } = format;
  if (isExpressBonus(selection)) {
    return (
      <SelectionItem>
        <SelectionHead>
          <span>{t('history.selection.expressBonus')}</span>
          <Coef>{format.coef(selection.coef)}</Coef>
        </SelectionHead>
      </SelectionItem>
    );
  }
  const result = selection.result;
  return (
    <SelectionItem>
      <SelectionHead>
        <span>{pickOf(selection)}</span>
        <Coef>
          <VisuallyHidden>{t('history.selection.coef')} </VisuallyHidden>
          {format.coef(selection.coef)}
        </Coef>
      </SelectionHead>
      <Muted>{selection.gameNameEng}</Muted>
      <Muted>
        {selection.sportNameEng} · {selection.champNameEng}
      </Muted>
      <Facts>
        <div>
          <dt>{t('history.selection.start')}</dt>
          <dd>{format.start(selection.gameStartDateTime)}</dd>
        </div>
        {selection.scoreFormatted !== '' && (
          <div>
            <dt>{t('history.selection.score')}</dt>
            <dd>{selection.scoreFormatted}</dd>
          </div>
        )}
        <div>
          <dt>{t('history.selection.result')}</dt>
          <dd>
            {result === null ? (
              <Muted>{t('history.results.pending')}</Muted>
            ) : (
              <Badge tone={RESULT_TONE[result]}>{t(`history.results.${result}`)}</Badge>
            )}
          </dd>
        </div>
      </Facts>
      {(selection.isLive || selection.blockId !== null) && (
        <Inline gap={1} wrap>
          {selection.isLive && <Badge tone="danger">{t('history.marks.live')}</Badge>}
          {selection.blockId !== null && (
            <Badge tone="neutral">
              {selection.blockId === 0
                ? t('history.selection.banker')
                : t('history.selection.block', { block: selection.blockId })}
            </Badge>
          )}
        </Inline>
      )}
    </SelectionItem>
  );
}

/** The selections of a coupon, every detail the history shows. */
export function SelectionsList({ coupon, format }: { coupon: PlacedCoupon; format: CouponFormat }) {
  return (
    <SelectionList aria-label={format.t('history.selections', { number: coupon.couponId })}>
      {coupon.selections.map((selection) => (
        <SelectionDetails key={selection.betId} selection={selection} format={format} />
      ))}
    </SelectionList>
  );
}

/** One line of text naming what the coupon is on: the pick of a single, else the number of selections. */
function summary(coupon: PlacedCoupon, format: CouponFormat): string {
  const real = coupon.selections.filter((s) => !isExpressBonus(s));
  const only = real.length === 1 ? real[0] : undefined;
  if (only !== undefined) return `${only.gameNameEng} · ${pickOf(only)}`;
  return format.t('history.selectionsCount', { count: real.length });
}

export interface CouponCardProps {
  coupon: PlacedCoupon;
  lng: string;
  format: CouponFormat;
  /** Asks to cash the coupon out (shown on an open coupon with an offer). */
  onCashOut: (coupon: PlacedCoupon) => void;
  /** Asks for the coupon's auto cash-out value. */
  onAuto: (coupon: PlacedCoupon) => void;
  /** The cash-out request of this coupon runs. */
  isCashingOut: boolean;
}

/**
 * The cash-out of an open coupon: the offer now (whole or in part, asked in a dialog) and its auto cash-out
 * value; nothing while no offer stands (a suspended or decided selection).
 */
export function CashOutButtons({
  coupon,
  format,
  onCashOut,
  onAuto,
  isCashingOut,
  fullWidth = false,
}: Omit<CouponCardProps, 'lng'> & { fullWidth?: boolean }) {
  const { t, money } = format;
  const number = coupon.couponId;
  const offer =
    coupon.status === 'open' && coupon.cashout !== null && coupon.cashout > 0 ? coupon.cashout : null;
  if (offer === null) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        fullWidth={fullWidth}
        loading={isCashingOut}
        aria-label={t('history.cashOut.buttonOf', { number, amount: money(offer, coupon.currencyIso) })}
        onClick={() => onCashOut(coupon)}
      >
        {t('history.cashOut.button', { amount: money(offer, coupon.currencyIso) })}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        fullWidth={fullWidth}
        aria-label={t('history.cashOut.autoButtonOf', { number })}
        onClick={() => onAuto(coupon)}
      >
        {t('history.cashOut.autoButton')}
      </Button>
    </>
  );
}

/**
 * A coupon of the history: type, number, date, status and marks, stake, odds and win; its details (every
 * selection with game, market, pick, odds, start, final score and result) open under a disclosure button.
 */
export function CouponCard({ coupon, lng, format, onCashOut, onAuto, isCashingOut }: CouponCardProps) {
  const { t } = format;
  const ids = useId();
  const [open, setOpen] = useState(false);
  const number = coupon.couponId;
  return (
    <Surface
      as="article"
      elevation={1}
      padding={4}
      radius="md"
      aria-labelledby={`${ids}-title`}
      data-status={coupon.status}
    >
      <Stack gap={3}>
        <Header>
          <Stack gap={1}>
            <Title id={`${ids}-title`}>
              {format.type(coupon)} · {t('history.coupon', { number })}
            </Title>
            <Muted>
              <time dateTime={coupon.createdAt}>
                {t('history.placedAt', { date: format.date(coupon.createdAt) })}
              </time>
            </Muted>
          </Stack>
          <Inline gap={1} wrap>
            <CouponMarks coupon={coupon} format={format} />
            <Badge tone={STATUS_TONE[coupon.status]}>{format.status(coupon.status)}</Badge>
          </Inline>
        </Header>
        <Summary>{summary(coupon, format)}</Summary>
        <CouponFigures coupon={coupon} format={format} />
        <Inline gap={2} wrap align="center">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={`${ids}-details`}
            aria-label={t('history.detailsOf', { number })}
            iconEnd={open ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
            onClick={() => setOpen(!open)}
          >
            {t('history.details')}
          </Button>
          <PrintLink to={`/${lng}/print-coupon/${number}`} aria-label={t('history.printOf', { number })}>
            {t('history.print')}
          </PrintLink>
          <CashOutButtons
            coupon={coupon}
            format={format}
            onCashOut={onCashOut}
            onAuto={onAuto}
            isCashingOut={isCashingOut}
          />
        </Inline>
        <Details id={`${ids}-details`} hidden={!open}>
          {open && (
            <Stack gap={3}>
              <SelectionsList coupon={coupon} format={format} />
              {coupon.settledAt !== null && (
                <Muted>
                  <time dateTime={coupon.settledAt}>
                    {t('history.settledAt', { date: format.date(coupon.settledAt) })}
                  </time>
                </Muted>
              )}
            </Stack>
          )}
        </Details>
      </Stack>
    </Surface>
  );
}

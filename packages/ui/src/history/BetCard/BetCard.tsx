import { DEFAULT_COEF_VIEW_ID, formatCoef, type CoefViewId } from '@betline/core';
import { useId } from 'react';
import { Button } from '../../actions/Button';
import { Badge, type BadgeTone } from '../../data/Badge';
import { formatDateTime, formatMoney, useUiTranslation, type UiT } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Surface } from '../../layout/Surface';
import { Coef, Figures, Header, Muted, Selection, Selections, Title } from './BetCard.styles';

export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashedOut';

/** One selection of a placed bet. */
export interface BetSelection {
  id: string;
  /** "Liverpool v Arsenal". */
  event: string;
  /** "Match result". */
  market: string;
  /** "Liverpool". */
  pick: string;
  /** Decimal odds taken. */
  coef: number;
  /** Settled result of this selection, if any. */
  result?: 'won' | 'lost' | 'void';
}

/** A placed bet as the history shows it. Money in minor units of `currency`; times in epoch ms. */
export interface BetRecord {
  id: string;
  placedAt: number;
  /** Coupon type: 0 single, 1 express, 2 system, 4 system with blocks, 9 multiple singles. */
  typeId: number;
  /** The system's size (2 of 3...), for systems. */
  systemValue?: number;
  status: BetStatus;
  stake: number;
  currency: string;
  /** Total decimal odds. */
  coef: number;
  /** What an open bet can win. */
  possibleWin: number;
  /** What a settled bet paid (won, void, cashed out). */
  payout?: number;
  /** The cash-out amount offered now for an open bet; null or absent when none. */
  cashOut?: number | null;
  selections: readonly BetSelection[];
}

export interface BetCardProps {
  /** The bet. */
  bet: BetRecord;
  /** The player's odds format (core's coef view id); decimal by default. */
  coefViewId?: CoefViewId;
  /** Called with the bet id when the player takes the cash-out offer. */
  onCashOut?: (betId: string) => void;
  /** The cash-out request runs. */
  isCashingOut?: boolean;
}

const STATUS_TONE: Record<BetStatus, BadgeTone> = {
  open: 'accent',
  won: 'success',
  lost: 'danger',
  void: 'neutral',
  cashedOut: 'warning',
};

/** The bet type's name: single, express, system N, multiple singles. */
export function betTypeLabel(bet: Pick<BetRecord, 'typeId' | 'systemValue' | 'selections'>, t: UiT): string {
  switch (bet.typeId) {
    case 0:
      return t('bet.types.single');
    case 1:
      return t('bet.types.express');
    case 2:
    case 4:
      return t('bet.types.system', { value: `${bet.systemValue ?? 2}/${bet.selections.length}` });
    default:
      return t('bet.types.multi');
  }
}

/** One placed bet: type, status, selections with their odds, stake, odds and win; a cash-out offer when open. */
export function BetCard({
  bet,
  coefViewId = DEFAULT_COEF_VIEW_ID,
  onCashOut,
  isCashingOut = false,
}: BetCardProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const titleId = useId();
  const money = (minor: number) => formatMoney(minor, bet.currency, locale);
  const coef = (value: number) => formatCoef(value, coefViewId) ?? String(value);
  const offer = bet.status === 'open' && typeof bet.cashOut === 'number' ? bet.cashOut : null;
  const settled = bet.status !== 'open';

  return (
    <Surface
      as="article"
      elevation={1}
      padding={4}
      radius="md"
      aria-labelledby={titleId}
      data-status={bet.status}
    >
      <Stack gap={3}>
        <Header>
          <Stack gap={0}>
            <Title id={titleId}>
              {betTypeLabel(bet, t)} · {t('bet.title', { id: bet.id })}
            </Title>
            <Muted>{t('bet.placedAt', { date: formatDateTime(bet.placedAt, locale) })}</Muted>
          </Stack>
          <Inline gap={1} wrap>
            {offer !== null && <Badge tone="warning">{t('bet.cashOutOffer')}</Badge>}
            <Badge tone={STATUS_TONE[bet.status]}>{t(`bet.statuses.${bet.status}`)}</Badge>
          </Inline>
        </Header>
        <Selections>
          {bet.selections.map((s) => (
            <Selection key={s.id}>
              <span>{s.pick}</span>
              <Coef>{coef(s.coef)}</Coef>
              <Muted>
                {s.market} · {s.event}
              </Muted>
              {s.result && <Muted>{t(`bet.statuses.${s.result}`)}</Muted>}
            </Selection>
          ))}
        </Selections>
        <Figures>
          <div>
            <dt>{t('bet.stake')}</dt>
            <dd>{money(bet.stake)}</dd>
          </div>
          <div>
            <dt>{t('bet.coef')}</dt>
            <dd>{coef(bet.coef)}</dd>
          </div>
          <div>
            <dt>{settled ? t('bet.payout') : t('bet.possibleWin')}</dt>
            <dd>{money(settled ? (bet.payout ?? 0) : bet.possibleWin)}</dd>
          </div>
        </Figures>
        {offer !== null && onCashOut && (
          <Button variant="secondary" onClick={() => onCashOut(bet.id)} loading={isCashingOut}>
            {t('bet.cashOut', { amount: money(offer) })}
          </Button>
        )}
      </Stack>
    </Surface>
  );
}

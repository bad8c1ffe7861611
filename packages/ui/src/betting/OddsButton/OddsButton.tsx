import { formatCoef, type CoefViewId } from '@betline/core';
import { memo, useEffect, useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { ArrowUpIcon } from '../../icons/ArrowUpIcon';
import { createIcon } from '../../icons/createIcon';
import type { OddsTrend, OutcomeData } from '../types';
import { Label, Price, StyledOddsButton, TrendIcon } from './OddsButton.styles';

/** How long an odds change stays marked (colour and arrow) after the price moved. */
export const ODDS_TREND_MS = 3000;

const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="3.5" y="7" width="9" height="6.5" rx="1" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
  </>,
);

/** The odds text in the player's format through core (COEF-001), or null when there is no usable price. */
export function oddsText(coef: number | null, coefViewId: CoefViewId): string | null {
  return coef === null ? null : formatCoef(coef, coefViewId);
}

/** The trend of the last change of `coef`, kept for ODDS_TREND_MS (null when unchanged or not a number). */
export function useOddsTrend(coef: number | null): OddsTrend | null {
  const [previous, setPrevious] = useState(coef);
  const [trend, setTrend] = useState<OddsTrend | null>(null);
  // Derived during render (no extra commit per price change): a new price sets the direction at once.
  if (coef !== previous) {
    setPrevious(coef);
    setTrend(previous === null || coef === null ? null : coef > previous ? 'up' : 'down');
  }
  useEffect(() => {
    if (trend === null) return;
    const timer = setTimeout(() => setTrend(null), ODDS_TREND_MS);
    return () => clearTimeout(timer);
  }, [trend, coef]);
  return trend;
}

export interface OddsButtonProps {
  /** The outcome: label, price and status. */
  outcome: OutcomeData;
  /** Translated market name, part of the accessible name ("Match result"). */
  marketName: string;
  /** Event name, part of the accessible name when the button is read out of context ("Lyon v Nice"). */
  eventName?: string;
  /** Odds format id (COEF-001); the price is formatted by `@betline/core`. */
  coefViewId: CoefViewId;
  /** In the bet slip (aria-pressed). */
  selected?: boolean;
  /** Force the trend mark (stories, a frozen board); by default it follows price changes for 3 s. */
  trend?: OddsTrend | null;
  /** Stack label over price (narrow grids) instead of side by side. */
  compact?: boolean;
  /** Hide the outcome label (the column header already shows it). */
  hideLabel?: boolean;
  /** Called when the player toggles the outcome; never for suspended or locked outcomes. */
  onPress?: (outcome: OutcomeData) => void;
}

function sameOutcome(a: OutcomeData, b: OutcomeData): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.label === b.label &&
      a.name === b.name &&
      a.coef === b.coef &&
      a.status === b.status &&
      a.stale === b.stale)
  );
}

/**
 * Props equal for rendering: the outcome by its fields (boards rebuild outcome objects on every price change of
 * their row, and only the button whose price moved should render again), the rest by identity. `onPress` is
 * compared too, so a parent that wants the saving passes a stable handler (EventRow and MarketGroup do).
 */
function sameProps(a: OddsButtonProps, b: OddsButtonProps): boolean {
  return (
    sameOutcome(a.outcome, b.outcome) &&
    a.marketName === b.marketName &&
    a.eventName === b.eventName &&
    a.coefViewId === b.coefViewId &&
    a.selected === b.selected &&
    a.trend === b.trend &&
    a.compact === b.compact &&
    a.hideLabel === b.hideLabel &&
    a.onPress === b.onPress
  );
}

/**
 * A price the player can add to the slip. The price comes from core's odds formats; a change is shown by
 * colour AND an arrow with text in the accessible name (nothing animates); suspended
 * and locked outcomes stay focusable but inert (aria-disabled) so a screen reader still finds them.
 * Memoised: on a live board a price change renders its own button only.
 */
export const OddsButton = memo(function OddsButton({
  outcome,
  marketName,
  eventName,
  coefViewId,
  selected = false,
  trend: forcedTrend,
  compact = false,
  hideLabel = false,
  onPress,
}: OddsButtonProps) {
  const { t } = useUiTranslation();
  const ownTrend = useOddsTrend(outcome.coef);
  const trend = forcedTrend === undefined ? ownTrend : forcedTrend;
  const status = outcome.status ?? 'open';
  const text = oddsText(outcome.coef, coefViewId);
  const inert = status !== 'open' || text === null;
  const stateText =
    status === 'suspended'
      ? t('betting.suspended')
      : status === 'locked'
        ? t('betting.locked')
        : text === null
          ? t('betting.noOdds')
          : null;
  const priceText = status === 'locked' ? null : status === 'suspended' || text === null ? '—' : text;
  // The accessible name starts with the visible text (label, price): WCAG 2.5.3 label in name.
  const visible = [hideLabel ? null : outcome.label, priceText].filter(Boolean).join(' ');
  const name = [
    visible,
    t('betting.oddsName', { market: marketName, outcome: outcome.name ?? outcome.label }),
    eventName,
    stateText,
    outcome.stale && !inert ? t('betting.stale') : null,
    trend && !inert ? t(trend === 'up' ? 'betting.oddsUp' : 'betting.oddsDown') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <StyledOddsButton
      type="button"
      data-compact={compact || undefined}
      aria-label={name}
      aria-pressed={selected}
      aria-disabled={inert || undefined}
      data-status={status}
      data-stale={outcome.stale && !inert ? 'true' : undefined}
      data-trend={inert ? undefined : (trend ?? undefined)}
      onClick={() => {
        if (!inert) onPress?.(outcome);
      }}
    >
      {!hideLabel && <Label>{outcome.label}</Label>}
      <Price>
        {/* A leading space keeps label and price apart in the text a speech user reads. */}
        {hideLabel ? null : ' '}
        {status === 'locked' ? (
          <LockIcon />
        ) : status === 'suspended' || text === null ? (
          '—'
        ) : (
          <>
            {trend && (
              <TrendIcon data-testid="odds-trend">
                <ArrowUpIcon />
              </TrendIcon>
            )}
            {text}
          </>
        )}
      </Price>
    </StyledOddsButton>
  );
}, sameProps);

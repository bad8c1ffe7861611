import type { CoefViewId } from '@betline/core';
import { useId, useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { OddsButton } from '../OddsButton';
import { isSelected, type SelectedIds } from '../selection';
import { useStableHandler } from '../stableHandler';
import type { MarketData, OutcomeData } from '../types';
import { Grid, Group, LineLabel, Toggle } from './MarketGroup.styles';

export interface MarketGroupProps {
  /** The market: its name, layout (two-way, three-way, totals lines, correct-score grid) and outcomes. */
  market: MarketData;
  /** Odds format id (COEF-001). */
  coefViewId: CoefViewId;
  /** Outcome ids in the bet slip. */
  selectedIds?: SelectedIds;
  /** Event name, added to each price's accessible name. */
  eventName?: string;
  /** Open (controlled). */
  expanded?: boolean;
  /** Open at first (uncontrolled, default true). */
  defaultExpanded?: boolean;
  /** Called when the player opens or closes the group. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Called when the player toggles an outcome. */
  onToggle?: (outcome: OutcomeData, market: MarketData) => void;
}

/** A collapsible market: a disclosure button (aria-expanded) over a grid of prices in the market's layout. */
export function MarketGroup({
  market,
  coefViewId,
  selectedIds,
  eventName,
  expanded,
  defaultExpanded = true,
  onExpandedChange,
  onToggle,
}: MarketGroupProps) {
  const { t } = useUiTranslation();
  const panelId = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const open = expanded ?? ownExpanded;
  type Line = NonNullable<MarketData['lines']>[number];
  const over = (row: Line): OutcomeData => ({
    ...row.over,
    name: row.over.name ?? t('betting.over', { line: row.line }),
  });
  const under = (row: Line): OutcomeData => ({
    ...row.under,
    name: row.under.name ?? t('betting.under', { line: row.line }),
  });
  // Stable across renders (memoised prices skip rendering), reading the newest market when pressed.
  const press = useStableHandler((pressed: OutcomeData) => {
    const outcomes =
      market.layout === 'totals'
        ? (market.lines ?? []).flatMap((row) => [over(row), under(row)])
        : (market.outcomes ?? []);
    const outcome = outcomes.find((each) => each.id === pressed.id);
    if (outcome) onToggle?.(outcome, market);
  });
  const button = (outcome: OutcomeData, label?: string) => (
    <OddsButton
      key={outcome.id}
      outcome={label === undefined ? outcome : { ...outcome, label }}
      marketName={market.name}
      eventName={eventName}
      coefViewId={coefViewId}
      selected={isSelected(selectedIds, outcome.id)}
      compact={market.layout === 'correctScore'}
      onPress={press}
    />
  );
  return (
    <Group aria-label={market.name}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOwnExpanded(!open);
          onExpandedChange?.(!open);
        }}
      >
        <span>{market.name}</span>
        <ChevronDownIcon />
      </Toggle>
      <Grid id={panelId} $layout={market.layout} hidden={!open}>
        {market.layout === 'totals'
          ? (market.lines ?? []).map((row) => [
              <LineLabel key={`${row.line}-label`} aria-hidden="true">
                {row.line}
              </LineLabel>,
              button(over(row)),
              button(under(row)),
            ])
          : (market.outcomes ?? []).map((o) => button(o))}
      </Grid>
    </Group>
  );
}

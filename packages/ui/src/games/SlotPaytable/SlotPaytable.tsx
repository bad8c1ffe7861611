import { useId } from 'react';
import { useGameFormat, type GameAmountProps } from '../format';
import { SLOT_SYMBOLS, SlotSymbolGlyph, useSlotSymbolName, type SlotSymbol } from '../SlotSymbol';
import { Figure, Glyph, Note, SymbolName, Table } from './SlotPaytable.styles';

export interface SlotPaytableProps extends GameAmountProps {
  /**
   * Line pays per symbol in thousandths of the line stake, for 3, 4 and 5 in a row from the leftmost reel
   * (the engine's `SLOT_PAYTABLE`). Symbols are listed in the kit's symbol order.
   */
  pays: Readonly<Partial<Record<SlotSymbol, readonly number[]>>>;
  /** Scatter pays in thousandths of the total stake for 3, 4 and 5 scatters (`SLOT_SCATTER_PAYS`). */
  scatterPays?: readonly number[];
  /** The line stake in minor units: the line pays are shown as amounts instead of multipliers. */
  lineStake?: number;
  /** The total stake in minor units: the scatter pays are shown as amounts. */
  stake?: number;
  /** The smallest run that pays (the first column); 3 by default. */
  minCount?: number;
  /** Caption; "Paytable" by default. */
  title?: string;
}

/** Half away from zero, once (the engines' rounding), for the amounts shown from a stake. */
const applyPay = (minor: number, thousandths: number) => Math.round((minor * thousandths) / 1000);

/**
 * The slot's paytable: symbol × run length, given as props (the kit holds no pays). Multipliers by default
 * ("25×"), or amounts for a given line stake and total stake; the scatter row pays on the total stake.
 */
export function SlotPaytable({
  pays,
  scatterPays,
  lineStake,
  stake,
  minCount = 3,
  title,
  currency,
  formatAmount,
}: SlotPaytableProps) {
  const f = useGameFormat({ currency, formatAmount });
  const { t } = f;
  const name = useSlotSymbolName();
  const noteId = useId();
  const symbols = SLOT_SYMBOLS.filter((s) => pays[s] !== undefined);
  const columns = Math.max(scatterPays?.length ?? 0, ...symbols.map((s) => pays[s]!.length));
  const cell = (pay: number | undefined, base: number | undefined) =>
    pay === undefined ? '—' : base === undefined ? f.thousandthsTimes(pay) : f.amount(applyPay(base, pay));

  return (
    <Figure>
      <Table aria-describedby={noteId}>
        <caption>{title ?? t('games.paytable.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('games.paytable.symbol')}</th>
            {Array.from({ length: columns }, (_, i) => (
              <th key={i} scope="col">
                {t('games.paytable.inARow', { count: minCount + i })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {symbols.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <SymbolName>
                  <Glyph>
                    <SlotSymbolGlyph symbol={symbol} />
                  </Glyph>
                  {name(symbol)}
                </SymbolName>
              </th>
              {Array.from({ length: columns }, (_, i) => (
                <td key={i}>{cell(pays[symbol]![i], lineStake)}</td>
              ))}
            </tr>
          ))}
          {scatterPays && (
            <tr data-scatter="">
              <th scope="row">
                <SymbolName>
                  <Glyph>
                    <SlotSymbolGlyph symbol="SCATTER" />
                  </Glyph>
                  {name('SCATTER')}
                </SymbolName>
              </th>
              {Array.from({ length: columns }, (_, i) => (
                <td key={i}>{cell(scatterPays[i], stake)}</td>
              ))}
            </tr>
          )}
        </tbody>
      </Table>
      <div id={noteId}>
        <Note>
          {lineStake === undefined
            ? t('games.paytable.lineNote')
            : t('games.paytable.lineAmounts', { amount: f.amount(lineStake) })}
        </Note>
        {scatterPays && <Note>{t('games.paytable.scatterNote')}</Note>}
      </div>
    </Figure>
  );
}

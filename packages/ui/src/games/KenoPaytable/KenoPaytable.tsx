import { useGameFormat, type GameAmountProps } from '../format';
import { Current, Empty, Table } from './KenoPaytable.styles';

export interface KenoPaytableProps extends GameAmountProps {
  /** Pays by hits in thousandths of the stake for the current pick count (the engine's `KENO_PAYTABLE[picks]`). */
  pays: Readonly<Record<number, number>>;
  /** How many numbers are picked (the caption and the rows from that many hits down). */
  picks: number;
  /** The hits of the round just drawn: that row is marked. */
  hits?: number;
  /** The stake in minor units: a column of win amounts is added. */
  stake?: number;
}

/** Half away from zero, once (the engines' rounding), for the amounts shown from a stake. */
const applyPay = (minor: number, thousandths: number) => Math.round((minor * thousandths) / 1000);

/**
 * What the current number of picks pays by hits, from the most hits down (only the paying rows), given as
 * props (the kit holds no pays). The row of the round's hits is marked in words as well as colour.
 */
export function KenoPaytable({ pays, picks, hits, stake, currency, formatAmount }: KenoPaytableProps) {
  const f = useGameFormat({ currency, formatAmount });
  const { t } = f;
  const rows = Array.from({ length: picks + 1 }, (_, i) => picks - i).filter((h) => (pays[h] ?? 0) > 0);
  if (picks === 0 || rows.length === 0) return <Empty>{t('games.kenoPaytable.empty')}</Empty>;
  return (
    <Table>
      <caption>{t('games.kenoPaytable.title', { count: picks })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('games.kenoPaytable.hits')}</th>
          <th scope="col">{t('games.kenoPaytable.pay')}</th>
          {stake !== undefined && <th scope="col">{t('games.kenoPaytable.amount')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((h) => (
          <tr key={h} aria-current={h === hits || undefined}>
            <th scope="row">
              {h}
              {h === hits && ' '}
              {h === hits && <Current>{t('games.kenoPaytable.current')}</Current>}
            </th>
            <td>{f.thousandthsTimes(pays[h]!)}</td>
            {stake !== undefined && <td>{f.amount(applyPay(stake, pays[h]!))}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

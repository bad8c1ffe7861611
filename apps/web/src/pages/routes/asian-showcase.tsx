import { AsianShowcase } from '../../sportsbook/landings/SportLandings';

/** `asian-showcase` (ROUTE-043): Asian handicap and totals explained, the board's Asian view, the next football. */
export default function Page() {
  return <AsianShowcase />;
}

import { CricketLanding } from '../../sportsbook/landings/SportLandings';

/** `cricket-world-cup` (ROUTE-043): the cricket live and to come with live prices, and the championships' tables. */
export default function Page() {
  return <CricketLanding />;
}

import { TopGamePage } from '../../sportsbook/top/TopGamePage';

/** `topgame`: the top game of the moment, with every market. */
export default function Page() {
  return <TopGamePage />;
}

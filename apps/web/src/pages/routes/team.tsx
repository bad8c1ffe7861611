import { ChampPage } from '../../sportsbook/stats/ChampPage';

/** `team/{section}/{sport}/{champ}`: a championship's table, its next games and its results. */
export default function Page() {
  return <ChampPage />;
}

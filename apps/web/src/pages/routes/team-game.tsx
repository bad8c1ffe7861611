import { GamePage } from '../../sportsbook/board/GamePage';

/** `team/{section}/{sport}/{champ}/{game}`: a game of a championship's table, with every market. */
export default function Page() {
  return <GamePage />;
}

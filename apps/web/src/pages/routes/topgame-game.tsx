import { GamePage } from '../../sportsbook/board/GamePage';

/** `topgame-game`: a top event's page with every market and its scoreboard. */
export default function Page() {
  return <GamePage />;
}

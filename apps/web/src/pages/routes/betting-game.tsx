import { GamePage } from '../../sportsbook/board/GamePage';

/** `betting-game`: one game with every market and its scoreboard. */
export default function Page() {
  return <GamePage />;
}

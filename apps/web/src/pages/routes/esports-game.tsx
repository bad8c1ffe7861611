import { GamePage } from '../../sportsbook/board/GamePage';

/** `esports-game`: an esports or virtual match with every market and its scoreboard. */
export default function Page() {
  return <GamePage />;
}

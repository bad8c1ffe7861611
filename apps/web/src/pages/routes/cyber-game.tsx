import { GamePage } from '../../sportsbook/board/GamePage';

/** `cyber-game`: an esports or virtual match with every market and its scoreboard. */
export default function Page() {
  return <GamePage />;
}

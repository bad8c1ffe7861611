import { GameRoutePage } from '../../casino/games/GamesPages';
import { usePage } from '../../routes/handle';

/** `games/{gameRoute}` (crash, dice, wheel): the game's page in the casino. */
export default function Page() {
  const { params } = usePage();
  return <GameRoutePage slug={params.gameRoute ?? ''} />;
}

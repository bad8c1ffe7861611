import { GameRoutePage } from '../../casino/games/GamesPages';
import { usePage } from '../../routes/handle';

/** `games-landing/{landingRoute}`: the landing of a game (its slug) is the game's page in the casino. */
export default function Page() {
  const { params } = usePage();
  return <GameRoutePage slug={params.landingRoute ?? ''} />;
}

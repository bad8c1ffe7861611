import { GamesIndex } from '../../casino/games/GamesPages';

/** `games`: the quick in-house games and the bonus games. */
export default function Page() {
  return <GamesIndex />;
}

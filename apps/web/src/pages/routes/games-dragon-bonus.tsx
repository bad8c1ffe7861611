import { BonusGamePage } from '../../promotions/bonusGames/BonusGamePage';
import { useDragon } from '../../promotions/bonusGames/boards/dragon';

/** `games/dragon-bonus`: the dragon bonus game (docs/adr/0049-bonus-games.md). */
export default function Page() {
  return <BonusGamePage game="dragon" board={useDragon} />;
}

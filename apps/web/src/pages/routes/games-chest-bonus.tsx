import { BonusGamePage } from '../../promotions/bonusGames/BonusGamePage';
import { useChest } from '../../promotions/bonusGames/boards/chest';

/** `games/chest-bonus`: the chest bonus game (docs/adr/0049-bonus-games.md). */
export default function Page() {
  return <BonusGamePage game="chest" board={useChest} />;
}

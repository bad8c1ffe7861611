import { BonusGamePage } from '../../promotions/bonusGames/BonusGamePage';
import { useSafe } from '../../promotions/bonusGames/boards/safe';

/** `games/safe-bonus`: the safe bonus game (docs/adr/0049-bonus-games.md). */
export default function Page() {
  return <BonusGamePage game="safe" board={useSafe} />;
}

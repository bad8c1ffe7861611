import { BonusGamePage } from '../../promotions/bonusGames/BonusGamePage';
import { useMemory } from '../../promotions/bonusGames/boards/memory';

/** `games/memory-bonus`: the memory bonus game (docs/adr/0049-bonus-games.md). */
export default function Page() {
  return <BonusGamePage game="memory" board={useMemory} />;
}

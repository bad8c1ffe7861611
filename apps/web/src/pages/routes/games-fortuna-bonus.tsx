import { BonusGamePage } from '../../promotions/bonusGames/BonusGamePage';
import { useFortuna } from '../../promotions/bonusGames/boards/fortuna';

/** `games/fortuna-bonus`: the fortuna bonus game (docs/adr/0049-bonus-games.md). */
export default function Page() {
  return <BonusGamePage game="fortuna" board={useFortuna} />;
}

import { BonusGamePage } from '../../promotions/bonusGames/BonusGamePage';
import { useLottery } from '../../promotions/bonusGames/boards/lottery';

/** `games/lottery-bonus`: the lottery bonus game (docs/adr/0049-bonus-games.md). */
export default function Page() {
  return <BonusGamePage game="lottery" board={useLottery} />;
}

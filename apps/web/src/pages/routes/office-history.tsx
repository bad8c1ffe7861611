import { OfficePage } from '../../player/PageShell';
import { BetHistory } from '../../player/history/BetHistory';
import { usePage } from '../../routes/handle';

/** `office-history`: the player's bets with filters kept in the query string, details, cash-out and print. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <BetHistory lng={lng} />
    </OfficePage>
  );
}

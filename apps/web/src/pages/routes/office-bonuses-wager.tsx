import { OfficePage } from '../../player/PageShell';
import { Bonuses } from '../../player/office/Bonuses';
import { usePage } from '../../routes/handle';

/** `office-bonuses-wager`: each active bonus with its wagering progress, what counts, time left and terms; forfeit or decline; the bonuses that ended. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <Bonuses view="wager" lng={lng} />
    </OfficePage>
  );
}

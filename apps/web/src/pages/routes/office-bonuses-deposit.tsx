import { OfficePage } from '../../player/PageShell';
import { Bonuses } from '../../player/office/Bonuses';
import { usePage } from '../../routes/handle';

/** `office-bonuses-deposit`: the first-deposit offer, the player's deposit bonuses and the terms of each kind of bonus. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <Bonuses view="deposit" lng={lng} />
    </OfficePage>
  );
}

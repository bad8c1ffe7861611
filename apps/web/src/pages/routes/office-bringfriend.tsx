import { OfficePage } from '../../player/PageShell';
import { BringFriend } from '../../promotions/BringFriend';
import { usePage } from '../../routes/handle';

/** `office/bringfriend` (`bring_friend`): the player's link, the terms and the friends it brought. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <BringFriend lng={lng} />
    </OfficePage>
  );
}

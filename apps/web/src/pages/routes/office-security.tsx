import { OfficePage } from '../../player/PageShell';
import { SecurityPage } from '../../player/office/Security';
import { usePage } from '../../routes/handle';

/** `office-security`: protection level, password change, two-step sign-in and the player's sessions. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <SecurityPage lng={lng} />
    </OfficePage>
  );
}

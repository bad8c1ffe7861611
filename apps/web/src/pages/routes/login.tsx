import { Surface } from '@betline/ui';
import { SignInPanel } from '../../player/SignIn';
import { TaskPage } from '../../player/PageShell';
import { usePage } from '../../routes/handle';

/**
 * `login` (`/{lng}/user/login?returnUrl=`): the sign-in forms as a page (mobile, direct links, guests sent by
 * a guard). Once signed in, the guard of this guest-only page moves the player to the return URL (GUARD-006).
 */
export default function Page() {
  const { lng } = usePage();
  return (
    <TaskPage>
      <Surface padding={5} radius="lg">
        <SignInPanel lng={lng} />
      </Surface>
    </TaskPage>
  );
}

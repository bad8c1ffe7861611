import { useSearchParams } from 'react-router-dom';
import { Surface } from '@betline/ui';
import { PasswordReset } from '../../player/PasswordReset';
import { TaskPage } from '../../player/PageShell';
import { usePage } from '../../routes/handle';
import { useAccountTexts } from '../../player/useTexts';

/**
 * `user-passwordreset` (`/{lng}/user/passwordreset`, with `?token=` from the e-mail link): the forgotten
 * password by e-mail or SMS code, or the new password for a link (AUTH-027, AUTH-035).
 */
export default function Page() {
  useAccountTexts();
  const { lng } = usePage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  return (
    <TaskPage>
      <Surface padding={5} radius="lg">
        <PasswordReset key={token ?? 'request'} lng={lng} token={token} />
      </Surface>
    </TaskPage>
  );
}

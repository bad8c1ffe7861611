import { Surface } from '@betline/ui';
import { RegistrationPanel } from '../../player/Registration';
import { TaskPage } from '../../player/PageShell';
import { usePage } from '../../routes/handle';

/** `registration` (`/{lng}/registration/:type?`): the four registration types; `socialregistration` opens social. */
export default function Page() {
  const { lng, params } = usePage();
  return (
    <TaskPage>
      <Surface padding={5} radius="lg">
        <RegistrationPanel
          lng={lng}
          place="page"
          initialKind={params.type === 'socialregistration' ? 'soc_reg' : 'full_reg'}
        />
      </Surface>
    </TaskPage>
  );
}

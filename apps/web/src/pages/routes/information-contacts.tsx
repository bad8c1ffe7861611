import { InformationPage } from '../../information/InformationPage';
import { RemoteViewSlot } from '../../remoteViews/RemoteViewBlock';
import { usePage } from '../../routes/handle';

/**
 * `information-contacts`: the information page `contacts` from the content service, and the partner's support
 * widget when the site config names one (`supportRemoteView`).
 */
export default function Page() {
  const { lng } = usePage();
  return (
    <>
      <InformationPage slug="contacts" />
      <RemoteViewSlot slot="supportRemoteView" lng={lng} />
    </>
  );
}

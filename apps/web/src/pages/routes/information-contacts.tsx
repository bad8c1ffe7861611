import { InformationPage } from '../../information/InformationPage';

/** `information-contacts`: the information page `contacts` from the content service. */
export default function Page() {
  return <InformationPage slug="contacts" />;
}

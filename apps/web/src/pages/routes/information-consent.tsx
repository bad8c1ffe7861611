import { InformationPage } from '../../information/InformationPage';

/** `information-consent`: the information page `consent` from the content service. */
export default function Page() {
  return <InformationPage slug="consent" />;
}

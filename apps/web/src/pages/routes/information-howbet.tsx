import { InformationPage } from '../../information/InformationPage';

/** `information-howbet`: the information page `howbet` from the content service. */
export default function Page() {
  return <InformationPage slug="howbet" />;
}

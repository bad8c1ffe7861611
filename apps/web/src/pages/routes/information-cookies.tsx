import { InformationPage } from '../../information/InformationPage';

/** `information-cookies`: the information page `cookies` from the content service. */
export default function Page() {
  return <InformationPage slug="cookies" />;
}

import { InformationPage } from '../../information/InformationPage';

/** `information-about`: the information page `about` from the content service. */
export default function Page() {
  return <InformationPage slug="about" />;
}

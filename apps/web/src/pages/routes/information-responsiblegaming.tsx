import { InformationPage } from '../../information/InformationPage';

/** `information-responsiblegaming`: the information page `responsiblegaming` from the content service. */
export default function Page() {
  return <InformationPage slug="responsiblegaming" />;
}
